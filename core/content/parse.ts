// One content file from its text, as the validator judges it: its kind and schema from where it lives,
// its fields parsed with positions. The CLI reads the text from content/ (scripts/cli/load.ts); the editor
// at /admin has it from the last build and from the entry being edited (decision 034).
import { placeOf } from "./collections.ts";
import { loadMarkdown } from "./loaders/markdown.ts";
import { loadYaml } from "./loaders/yaml.ts";
import { START, type Problems } from "./problems.ts";
import type { SourceFile } from "./source.ts";

/**
 * The file at `rel` parsed from `text`; its syntax errors are reported. Undefined text (a file that could
 * not be read) still gives the file, without data, so links to its page are not reported as broken too;
 * a markdown file without front matter gives none.
 */
export function parseSource(rel: string, text: string | undefined, problems: Problems): SourceFile | undefined {
  const place = placeOf(rel);
  if (!place) return undefined;
  const { kind, schemaId, name } = place;
  if (place.format === "yaml") {
    const doc = loadYaml(text ?? "");
    if (text === undefined) return { rel, kind, name, schemaId, doc, data: undefined };
    for (const e of doc.syntaxErrors) problems.error(rel, e.pos, e.message);
    return { rel, kind, name, schemaId, doc, data: doc.data };
  }
  const md = loadMarkdown(text ?? "");
  const file: SourceFile = { rel, kind, name, schemaId, doc: md.frontMatter, data: md.frontMatter.data, body: md.body, bodyLine: md.bodyLine };
  if (text === undefined) return { ...file, data: undefined };
  if (md.missingFrontMatter) {
    problems.error(rel, START, `front matter is missing: a ${kind === "post" ? "post" : "page"} starts with a --- line, its fields, and another --- line`);
    return undefined;
  }
  for (const e of md.frontMatter.syntaxErrors) problems.error(rel, e.pos, e.message.replace("YAML", "front matter"));
  return file;
}
