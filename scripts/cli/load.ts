import fs from "node:fs/promises";
import path from "node:path";
import { PAGE_NAMES, type Paths } from "./config.ts";
import { loadMarkdown } from "./loaders/markdown.ts";
import { loadYaml, type SourceDoc } from "./loaders/yaml.ts";
import { START, type Problems } from "./problems.ts";

export type Kind = "site" | "page" | "solution" | "industry" | "town" | "faq" | "post";

/** One content file, parsed, with the means to point at any of its values. */
export interface SourceFile {
  rel: string; // path relative to the repo root, forward slashes
  kind: Kind;
  /** The file name without extension: the record's slug, or the page's name. */
  name: string;
  schemaId: string;
  doc: SourceDoc;
  /** As parsed, before validation (fields may be missing or of another type); undefined when it did not parse. */
  data: unknown;
  /** Markdown body of a post, and the file line it starts on. */
  body?: string;
  bodyLine?: number;
}

/** A parsed file's top-level fields, to be read one by one before validation (none for a value that is not a group of fields). */
export const fieldsOf = (data: unknown): Record<string, unknown> => (data && typeof data === "object" ? (data as Record<string, unknown>) : {});

const SCHEMA_OF: Record<Exclude<Kind, "page">, string> = {
  site: "site.schema.json",
  solution: "solution.schema.json",
  industry: "industry.schema.json",
  town: "town.schema.json",
  faq: "faq.schema.json",
  post: "post.schema.json",
};

async function listFiles(dir: string, ext: string): Promise<string[]> {
  try {
    const names = await fs.readdir(dir);
    return names.filter((n) => n.endsWith(ext)).sort();
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
}

/**
 * Reads every content file. Syntax errors are reported here; a file that does not parse is left out of
 * the later checks (its data is undefined) so one typo does not cascade into dozens of messages.
 */
export async function loadContent(paths: Paths, problems: Problems): Promise<SourceFile[]> {
  const rel = (abs: string) => path.relative(paths.root, abs).split(path.sep).join("/");
  const files: SourceFile[] = [];

  const addYaml = async (abs: string, kind: Kind, schemaId: string) => {
    const text = await fs.readFile(abs, "utf8");
    const doc = loadYaml(text);
    for (const e of doc.syntaxErrors) problems.error(rel(abs), e.pos, e.message);
    files.push({ rel: rel(abs), kind, name: path.basename(abs, ".yaml"), schemaId, doc, data: doc.data });
  };

  const required = async (abs: string, kind: Kind, schemaId: string) => {
    try {
      await addYaml(abs, kind, schemaId);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== "ENOENT") throw err;
      problems.error(rel(abs), START, `file is missing: ${rel(abs)} must exist`);
    }
  };

  await required(path.join(paths.content, "site.yaml"), "site", SCHEMA_OF.site);
  await required(path.join(paths.content, "faq.yaml"), "faq", SCHEMA_OF.faq);
  for (const name of PAGE_NAMES) {
    await required(path.join(paths.content, "pages", `${name}.yaml`), "page", `page-${name}.schema.json`);
  }
  for (const [dir, kind] of [
    ["solutions", "solution"],
    ["industries", "industry"],
    ["towns", "town"],
  ] as const) {
    for (const name of await listFiles(path.join(paths.content, dir), ".yaml")) {
      await addYaml(path.join(paths.content, dir, name), kind, SCHEMA_OF[kind]);
    }
  }

  const postsDir = path.join(paths.content, "posts");
  const postNames = await listFiles(postsDir, ".md");
  // Read all at once, parsed in order: a thousand posts read one after another wait on the disk a thousand times.
  const postTexts = await Promise.all(postNames.map((name) => fs.readFile(path.join(postsDir, name), "utf8")));
  for (const [i, name] of postNames.entries()) {
    const abs = path.join(postsDir, name);
    const md = loadMarkdown(postTexts[i]);
    const file: SourceFile = {
      rel: rel(abs),
      kind: "post",
      name: path.basename(name, ".md"),
      schemaId: SCHEMA_OF.post,
      doc: md.frontMatter,
      data: md.frontMatter.data,
      body: md.body,
      bodyLine: md.bodyLine,
    };
    if (md.missingFrontMatter) {
      problems.error(file.rel, START, "front matter is missing: a post starts with a --- line, its fields, and another --- line");
      continue;
    }
    for (const e of md.frontMatter.syntaxErrors) problems.error(file.rel, e.pos, e.message.replace("YAML", "front matter"));
    files.push(file);
  }
  return files;
}
