// The site's own rules on the entry being edited at /admin (decisions 034, 049): the entry written out as
// the editor will save it, checked with core/content/entry-check.ts against the other files, and each
// problem told in the form's words: the label the form shows for its field (a field in a group, an item
// of a list), and for the text of a post the words it is about instead of a line number.
import { parseDocument, isMap, isSeq, isPair, isScalar, stringify, type Node } from "yaml";
import { COLLECTIONS, fileOf } from "../../core/content/collections.ts";
import type { Problem } from "../../core/content/problems.ts";

/** A field of the CMS configuration (/admin/config.yml, generated from schemas/). */
export interface FormField {
  name: string;
  label: string;
  widget?: string;
  fields?: FormField[];
  field?: FormField;
}

/** A problem of the entry as the form tells it. */
export interface EntryProblem {
  severity: "error" | "warning";
  /** The field's label as the form shows it, with the groups and items it is in: `Questions › Question 4 › Answer`. */
  field: string;
  /** What is wrong and what to do, without the field's name. */
  message: string;
  /** Where the field is in the entry (`entries.3.answer`), to go to it; empty for the entry as a whole. */
  keyPath: string;
  /** The problem as `content validate` prints it. */
  cli: Problem;
}

type Json = Record<string, unknown>;
type Path = (string | number)[];

/** Where the entry's file is in the repository: by its collection, and its file's name or its slug. */
export function entryPath(collection: string, name: string, slug: string): string | undefined {
  const c = COLLECTIONS.find((c) => c.name === collection);
  if (!c) return undefined;
  if (c.files) return c.files.length === 1 ? fileOf(c, c.files[0]) : c.files.includes(name) ? fileOf(c, name) : undefined;
  return slug ? fileOf(c, slug) : undefined;
}

/**
 * What the editor writes of a value: a field left empty (an empty text, no number, a group whose fields
 * are all empty) is not written at all, as Sveltia CMS leaves it out of the file it saves; a required
 * field emptied is then missing, as the CLI would find the saved file.
 */
function written(value: unknown): unknown {
  if (value === "" || value === null || value === undefined) return undefined;
  if (Array.isArray(value)) return value.map((v) => written(v) ?? null).filter((v) => v !== null);
  if (typeof value !== "object") return value;
  // Keys of the CMS's own bookkeeping (`__sc_item_original_key_path` on list items) are never written either.
  const fields = Object.entries(value as Json).flatMap(([k, v]) => {
    if (k.startsWith("__")) return [];
    const kept = written(v);
    return kept === undefined ? [] : [[k, kept] as const];
  });
  return fields.length ? Object.fromEntries(fields) : undefined;
}

/** The file as the editor saves it: YAML fields, and for a post or a legal page front matter then the body. */
export function entryText(rel: string, data: Json, omit: readonly string[] = []): string {
  const { body, ...fields } = data;
  for (const key of omit) delete fields[key];
  const kept = (written(rel.endsWith(".md") ? fields : { ...fields, ...(body === undefined ? {} : { body }) }) ?? {}) as Json;
  const yaml = stringify(kept, { lineWidth: 0 });
  return rel.endsWith(".md") ? `---\n${yaml}---\n${typeof body === "string" ? body : ""}` : yaml;
}

/** The labels along `path`, as the form shows them, and how far the path named fields of the form. */
export function labelsOf(fields: readonly FormField[], path: Path): string[] {
  const labels: string[] = [];
  let list: readonly FormField[] | undefined = fields;
  let item: FormField | undefined;
  for (const segment of path) {
    if (typeof segment === "number" || /^\d+$/.test(String(segment))) {
      if (!item) break;
      labels.push(`${item.label} ${Number(segment) + 1}`);
      list = item.fields;
      item = undefined;
      continue;
    }
    const field = list?.find((f) => f.name === segment);
    if (!field) break;
    labels.push(field.label);
    // A list of one kind of field: its items are that field; a list of groups: the group's fields.
    item = field.widget === "list" ? (field.field ?? { name: "", label: singular(field.label), fields: field.fields }) : undefined;
    list = field.field ? undefined : field.fields;
  }
  return labels;
}

const singular = (label: string) => label.replace(/ies$/, "y").replace(/(?<!s)s$/, "");

/** The deepest field of the YAML text whose value holds `offset`. */
function pathAt(text: string, offset: number): Path {
  const doc = parseDocument(text);
  const path: Path = [];
  let node = doc.contents as Node | null;
  for (;;) {
    if (isMap(node)) {
      const pair = node.items.find((p) => isPair(p) && ((p.value as Node | null)?.range ?? [0, 0, 0])[0] <= offset && offset <= (p.value as Node).range![2]);
      if (!pair || !isScalar(pair.key)) return path;
      path.push(String(pair.key.value));
      node = pair.value as Node;
    } else if (isSeq(node)) {
      const at = node.items.findIndex((n) => (n as Node | null)?.range && (n as Node).range![0] <= offset && offset <= (n as Node).range![2]);
      if (at < 0) return path;
      path.push(at);
      node = node.items[at] as Node;
    } else return path;
  }
}

const offsetOf = (text: string, line: number, col: number) => {
  const lines = text.split("\n");
  return lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + col - 1;
};

/** The words a problem in a markdown text is about: its sentence from the start, up to eight words, without the markup. */
function quoteAt(lineText: string, col: number): string {
  const before = lineText.slice(0, Math.max(0, col - 1));
  const sentence = Math.max(0, ...[...before.matchAll(/[.!?]\s+/g)].map((m) => m.index + m[0].length));
  const words = lineText
    .slice(sentence)
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1")
    .replace(/[*_#>`[\]]/g, "")
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  const quoted = words.slice(0, 8).join(" ");
  return quoted ? `“${quoted}${words.length > 8 ? "…" : ""}”` : "";
}

/** A token naming a field as the CLI writes it: `imageAlt`, `entries/3/answer`. */
const FIELD_TOKEN = /^([A-Za-z][\w-]*(?:\/[\w-]+)*)(?=[ :]|$)/;

/** The message with the field paths and camel-case keys it quotes told as the form's labels. */
function inFormWords(message: string, fields: readonly FormField[]): string {
  return message
    .replace(/\b([a-z]\w*(?:\/[\w-]+)+)\b/gi, (token) => {
      const labels = labelsOf(fields, token.split("/"));
      return labels.length === token.split("/").length ? labels.join(" › ") : token;
    })
    .replace(/\b([a-z]+[A-Z]\w*)\b/g, (key) => fields.find((f) => f.name === key)?.label ?? key);
}

/**
 * The entry's problems as the form tells them, errors first. `found`: what entry-check.ts found with the
 * entry's text `text` (its file `rel`); `data`: the entry's fields; `fields`: the form's fields.
 */
export function formProblems(rel: string, text: string, data: Json, found: Problem[], fields: readonly FormField[]): EntryProblem[] {
  const isMarkdown = rel.endsWith(".md");
  const lines = text.split("\n");
  const bodyStart = isMarkdown ? lines.indexOf("---", 1) + 2 : Infinity;
  const body = fields.find((f) => f.name === "body");
  const labelled = (path: Path) => labelsOf(fields, path).join(" › ");
  // What a change here does to another file: a link to this post that a live site would not have.
  const cause = data.draft === true ? "draft" : isMarkdown && "date" in data ? "date" : "slug";
  const out: EntryProblem[] = [];
  for (const p of found) {
    if (p.file !== rel) {
      // The same sentence in two records is named in this entry already.
      if (p.message.includes(` is also in ${rel}`)) continue;
      const link = /^link (\S+) leads to no page of this site$/.exec(p.message);
      const message = link
        ? `${p.file} (line ${p.line}) links to ${link[1]}, which a live site would not have: remove that link first, or keep this published`
        : `${p.file} (line ${p.line}): ${p.message}`;
      // A link that would break is this entry's to answer for, at the field that unpublishes it.
      if (link) out.push({ severity: p.severity, field: labelled([cause]) || "This entry", message, keyPath: cause, cli: p });
      else out.push({ severity: p.severity, field: "Other pages", message, keyPath: "", cli: p });
      continue;
    }
    let path: Path;
    let message = p.message;
    const missing = /^(.+?) is missing the required field "([^"]+)"$/.exec(message);
    const token = FIELD_TOKEN.exec(message)?.[1];
    if (missing) {
      path = [...(missing[1] === "the file" ? [] : missing[1].split("/")), missing[2]];
      message = "must be filled in";
    } else if (p.line >= bodyStart && body) {
      path = ["body"];
      const quote = quoteAt(lines[p.line - 1] ?? "", p.col);
      message = `${message}${quote ? `, at ${quote}` : ""}`;
    } else if (token && labelsOf(fields, token.split("/")).length === token.split("/").length) {
      path = token.split("/");
      message = message.slice(token.length).replace(/^:?\s*/, "");
    } else {
      const yaml = isMarkdown ? lines.slice(1, bodyStart - 2).join("\n") : text;
      path = pathAt(yaml, offsetOf(yaml, isMarkdown ? p.line - 1 : p.line, p.col));
    }
    const labels = labelsOf(fields, path);
    out.push({
      severity: p.severity,
      field: labels.join(" › ") || "This entry",
      message: inFormWords(message, fields),
      keyPath: path.slice(0, Math.max(labels.length, 0)).join("."),
      cli: p,
    });
  }
  return out.sort((a, b) => Number(a.severity === "warning") - Number(b.severity === "warning"));
}
