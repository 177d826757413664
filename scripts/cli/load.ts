import fs from "node:fs/promises";
import path from "node:path";
import { LEGAL_NAMES, PAGE_NAMES } from "../../core/content/collections.ts";
import type { SourceFile } from "../../core/content/source.ts";
import type { Paths } from "./config.ts";
import { readText } from "./loaders/text.ts";
import { parseSource } from "../../core/content/parse.ts";
import { START, type Problems } from "../../core/content/problems.ts";

/** A content folder's entries: the files with the extension, and the near misses an editor should rename. */
async function listFiles(dir: string, ext: string, failed: (code: string) => void): Promise<{ names: string[]; strays: string[] }> {
  try {
    const names = (await fs.readdir(dir)).sort();
    // Dot files (.DS_Store, editor swap files) are not content.
    return { names: names.filter((n) => n.endsWith(ext)), strays: names.filter((n) => !n.endsWith(ext) && !n.startsWith(".")) };
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    if (code !== "ENOENT") failed(String(code));
    return { names: [], strays: [] };
  }
}

/** The name a stray file was probably meant to have: `westminster.yml` → `westminster.yaml`. */
const intended = (name: string, ext: string) => `${name.replace(/\.[^.]*$/, "")}${ext}`;

/** Whether `abs`, followed through any symlink, is still inside `dir` (content/ must not point elsewhere on disk). */
export async function staysInside(abs: string, dir: string): Promise<boolean> {
  const [real, base] = await Promise.all([fs.realpath(abs).catch(() => abs), fs.realpath(dir).catch(() => dir)]);
  const rel = path.relative(base, real);
  return rel !== "" && !rel.startsWith("..") && !path.isAbsolute(rel);
}

/**
 * Reads every content file. Syntax errors are reported here; a file that does not parse is left out of
 * the later checks (its data is undefined) so one typo does not cascade into dozens of messages. A file
 * that cannot be read at all (a folder, no permission, not UTF-8) is reported and left out.
 */
export async function loadContent(paths: Paths, problems: Problems): Promise<SourceFile[]> {
  const rel = (abs: string) => path.relative(paths.root, abs).split(path.sep).join("/");
  const files: SourceFile[] = [];

  /** The file's text, or undefined after reporting why there is none. */
  const read = async (abs: string): Promise<string | undefined> => {
    if (!(await staysInside(abs, paths.content))) {
      problems.error(rel(abs), START, `${rel(abs)} is a link to a file outside content/: copy the file into content/ instead`);
      return undefined;
    }
    const got = await readText(abs, rel(abs));
    if (got.failure) {
      problems.error(rel(abs), got.failure.pos, got.failure.message);
      return undefined;
    }
    for (const p of got.problems) problems.error(rel(abs), p.pos, p.message);
    return got.text;
  };

  /** A file of content/ read and parsed (a file that cannot be read still names its page). */
  const add = async (abs: string) => {
    const file = parseSource(rel(abs), await read(abs), problems);
    if (file) files.push(file);
  };

  const strays = (dir: string, names: string[], ext: string, what: string) => {
    for (const name of names) {
      const abs = path.join(dir, name);
      problems.error(
        rel(abs),
        START,
        `${what} must end in ${ext}: rename ${rel(abs)} to ${rel(path.join(dir, intended(name, ext)))}, or move it out of ${rel(dir)}/`,
      );
    }
  };

  const required = async (abs: string) => {
    const exists = await fs.lstat(abs).then(
      () => true,
      () => false,
    );
    if (exists) return add(abs);
    problems.error(rel(abs), START, `file is missing: ${rel(abs)} must exist`);
  };

  await required(path.join(paths.content, "site.yaml"));
  await required(path.join(paths.content, "faq.yaml"));
  const top = await fs.readdir(paths.content, { withFileTypes: true }).catch(() => []);
  for (const entry of top) {
    if (entry.isDirectory() || entry.name.startsWith(".") || entry.name === "site.yaml" || entry.name === "faq.yaml") continue;
    const near = ["site", "faq"].find((n) => entry.name.toLowerCase().startsWith(`${n}.`));
    const abs = path.join(paths.content, entry.name);
    problems.error(
      rel(abs),
      START,
      near
        ? `rename ${rel(abs)} to content/${near}.yaml`
        : `${rel(abs)} is not a content file: content/ holds site.yaml, faq.yaml and the folders pages, legal, solutions, industries, towns, posts and images`,
    );
  }
  const pagesDir = path.join(paths.content, "pages");
  for (const name of PAGE_NAMES) {
    await required(path.join(pagesDir, `${name}.yaml`));
  }
  const unreadable = (dir: string) => (code: string) =>
    problems.error(
      rel(dir),
      START,
      code === "EACCES" || code === "EPERM"
        ? `the folder ${rel(dir)}/ cannot be read (permission denied): give your user access, e.g. chmod u+rx ${rel(dir)}`
        : code === "ENOTDIR"
          ? `${rel(dir)} is a file, not a folder: rename it, and put the files in a folder of that name`
          : `the folder ${rel(dir)}/ cannot be read (${code})`,
    );
  const pages = await listFiles(pagesDir, ".yaml", unreadable(pagesDir));
  strays(pagesDir, pages.strays, ".yaml", "a page file");
  for (const name of pages.names.filter((n) => !PAGE_NAMES.includes(path.basename(n, ".yaml")))) {
    problems.error(
      rel(path.join(pagesDir, name)),
      START,
      `there is no page "${path.basename(name, ".yaml")}": the page files are ${PAGE_NAMES.map((n) => `${n}.yaml`).join(", ")}`,
    );
  }
  for (const [dir, kind] of [
    ["solutions", "solution"],
    ["industries", "industry"],
    ["towns", "town"],
  ] as const) {
    const { names, strays: others } = await listFiles(path.join(paths.content, dir), ".yaml", unreadable(path.join(paths.content, dir)));
    strays(path.join(paths.content, dir), others, ".yaml", `a ${kind} file`);
    for (const name of names) {
      await add(path.join(paths.content, dir, name));
    }
  }

  const legalDir = path.join(paths.content, "legal");
  for (const name of LEGAL_NAMES) {
    const abs = path.join(legalDir, `${name}.md`);
    const exists = await fs.lstat(abs).then(
      () => true,
      () => false,
    );
    if (exists) await add(abs);
    else problems.error(rel(abs), START, `file is missing: ${rel(abs)} must exist`);
  }
  const legal = await listFiles(legalDir, ".md", unreadable(legalDir));
  strays(legalDir, legal.strays, ".md", "a legal page");
  for (const name of legal.names.filter((n) => !LEGAL_NAMES.includes(path.basename(n, ".md")))) {
    problems.error(
      rel(path.join(legalDir, name)),
      START,
      `there is no page "${path.basename(name, ".md")}": the files of content/legal/ are ${LEGAL_NAMES.map((n) => `${n}.md`).join(", ")}`,
    );
  }

  const postsDir = path.join(paths.content, "posts");
  const { names: postNames, strays: postStrays } = await listFiles(postsDir, ".md", unreadable(postsDir));
  strays(postsDir, postStrays, ".md", "a post");
  // Read all at once, parsed in order: a thousand posts read one after another wait on the disk a thousand times.
  const postTexts = await Promise.all(postNames.map((name) => read(path.join(postsDir, name))));
  for (const [i, name] of postNames.entries()) {
    const file = parseSource(rel(path.join(postsDir, name)), postTexts[i], problems);
    if (file) files.push(file);
  }
  return files;
}
