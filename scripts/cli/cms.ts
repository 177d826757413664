// `npx content cms`'s files: the schemas and content/site.yaml read for the editor's configuration
// (core/content/cms-config.ts), and the content files rewritten in the form the editor saves them
// (`--normalize`). Decision record 016.
import fs from "node:fs/promises";
import path from "node:path";
import { type Paths } from "./config.ts";
import { COLLECTIONS, extensionOf, fileOf } from "../../core/content/collections.ts";
import { cmsConfigOf, editorSettingsOf, formatPost, formatYaml, type CmsConfig, type EditorSettings, type Schemas } from "../../core/content/cms-config.ts";
import type { SchemaNode } from "../../core/content/schema-ref.ts";

/** The editor settings of content/site.yaml; a file that does not parse or is missing gives empty ones. */
const readEditorSettings = async (contentDir: string): Promise<EditorSettings> =>
  editorSettingsOf(await fs.readFile(path.join(contentDir, "site.yaml"), "utf8").catch(() => ""));

/** Every schema file, parsed, by file name. */
export async function loadSchemas(dir: string): Promise<Schemas> {
  const names = (await fs.readdir(dir)).filter((n) => n.endsWith(".schema.json")).sort();
  return new Map(await Promise.all(names.map(async (n) => [n, JSON.parse(await fs.readFile(path.join(dir, n), "utf8"))] as [string, SchemaNode])));
}

/** The whole configuration, from the schema files and content/site.yaml. */
export async function cmsConfig(paths: Pick<Paths, "schemas"> & Partial<Pick<Paths, "content">>): Promise<CmsConfig> {
  // content/ beside schemas/ unless named: the callers that know only schemas/ (the dev server) use the repo's.
  const editor = await readEditorSettings(paths.content ?? path.join(path.dirname(paths.schemas), "content"));
  return cmsConfigOf(await loadSchemas(paths.schemas), editor);
}

/** Every content file, its schema, and whether it is markdown with front matter (its schema is of the front matter only). */
export async function contentFiles(paths: Pick<Paths, "content">): Promise<{ rel: string; file: string; schema: string; markdown: boolean }[]> {
  const list = async (dir: string, ext: string) =>
    (await fs.readdir(path.join(paths.content, dir)).catch(() => [] as string[])).filter((n) => n.endsWith(ext)).sort();
  const out: { rel: string; file: string; schema: string; markdown: boolean }[] = [];
  for (const c of COLLECTIONS) {
    const names = c.files ?? (await list(c.folder, `.${extensionOf(c)}`)).map((n) => n.slice(0, -`.${extensionOf(c)}`.length));
    for (const name of names) out.push({ rel: fileOf(c, name).slice("content/".length), file: "", schema: c.schema(name), markdown: c.format === "markdown" });
  }
  return out.map((f) => ({ ...f, file: path.join(paths.content, f.rel) }));
}

/** Rewrites (or, with `check`, only lists) the content files that are not in the editor's form. */
export async function normalizeContent(paths: Pick<Paths, "content" | "schemas">, opts: { check?: boolean } = {}): Promise<string[]> {
  const schemas = await loadSchemas(paths.schemas);
  const changed: string[] = [];
  for (const { rel, file, schema, markdown } of await contentFiles(paths)) {
    const text = await fs.readFile(file, "utf8").catch(() => undefined);
    if (text === undefined) continue;
    let next: string;
    try {
      next = markdown ? formatPost(schemas, text, schema) : formatYaml(schemas, schema, text);
    } catch {
      continue; // a file that does not parse is `content validate`'s to report, not ours to rewrite
    }
    if (next === text) continue;
    changed.push(`content/${rel}`);
    if (!opts.check) await fs.writeFile(file, next);
  }
  return changed;
}
