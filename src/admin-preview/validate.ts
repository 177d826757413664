// The site's own rules on the entry being edited at /admin (decision 034): the entry written out as the
// editor will save it, checked with core/content/entry-check.ts against the other files as the last build
// read them, with the schemas' validators compiled ahead of time (no eval under /admin's policy). The
// problems carry the CLI's words and, for the editor, the field they are in.
import validators from "virtual:content-validators";
import { stringify } from "yaml";
import { knownPictures, type AdminPreviewData } from "../../core/admin-preview.ts";
import { COLLECTIONS, fileOf } from "../../core/content/collections.ts";
import { checkEntry } from "../../core/content/entry-check.ts";
import type { Problem } from "../../core/content/problems.ts";

/** A problem of the entry, and the label of the field it is in (as the editor's form names it). */
export interface EntryProblem extends Problem {
  field: string;
}

type Json = Record<string, unknown>;

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
export function entryText(rel: string, data: Json): string {
  const { body, ...fields } = data;
  const kept = (written(rel.endsWith(".md") ? fields : data) ?? {}) as Json;
  const yaml = stringify(kept, { lineWidth: 0 });
  return rel.endsWith(".md") ? `---\n${yaml}---\n${typeof body === "string" ? body : ""}` : yaml;
}

interface SchemaNode {
  title?: string;
  properties?: Record<string, SchemaNode>;
}

/** The label of the field a line of `text` belongs to: the top-level field it is in, or the body. */
function fieldOf(rel: string, text: string, line: number, schema: SchemaNode | undefined): string {
  const lines = text.split("\n");
  if (rel.endsWith(".md")) {
    const bodyStart = lines.indexOf("---", 1) + 2;
    if (line >= bodyStart) return `${rel.includes("/posts/") ? "Text of the post" : "Text of the page"}, line ${line - bodyStart + 1}`;
  }
  for (let i = Math.min(line, lines.length) - 1; i >= 0; i--) {
    const key = /^([A-Za-z][\w-]*):/.exec(lines[i])?.[1];
    if (key) return schema?.properties?.[key]?.title ?? key;
  }
  return "The entry";
}

/** The entry's problems, each with its field, errors first. */
export async function entryProblems(
  rel: string,
  data: Json,
  preview: AdminPreviewData,
  opts: { replaces?: string; uploads?: string[]; schemaId: string },
): Promise<EntryProblem[]> {
  const text = entryText(rel, data);
  const pictures = await knownPictures(
    preview,
    text,
    (opts.uploads ?? []).map((p) => p.split("/").at(-1)!),
  );
  const found = await checkEntry(rel, text, { sources: preview.sources, pictures, validatorFor: (id) => validators[id] }, opts.replaces);
  const schema = preview.schemas[opts.schemaId] as SchemaNode | undefined;
  return found
    .map((p) => ({ ...p, field: p.file === rel ? fieldOf(rel, text, p.line, schema) : p.file }))
    .sort((a, b) => Number(a.severity === "warning") - Number(b.severity === "warning"));
}
