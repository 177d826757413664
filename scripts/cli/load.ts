import fs from "node:fs/promises";
import path from "node:path";
import { COLLECTIONS, extensionOf } from "../../core/content/collections.ts";
import type { SourceFile } from "../../core/content/source.ts";
import type { Paths } from "./config.ts";
import { staysInside } from "./images.ts";
import { readText } from "./loaders/text.ts";
import { exists } from "../lib/output.ts";
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
    // content/ must not point elsewhere on disk.
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
    if (await exists(abs)) return add(abs);
    problems.error(rel(abs), START, `file is missing: ${rel(abs)} must exist`);
  };

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

  // The files at content/'s top: each named one of a collection, and nothing else.
  const topFiles = COLLECTIONS.filter((c) => !c.folder).flatMap((c) => c.files!.map((name) => `${name}.${extensionOf(c)}`));
  const folders = [...new Set(COLLECTIONS.filter((c) => c.folder).map((c) => c.folder)), "images"];
  for (const name of topFiles) await required(path.join(paths.content, name));
  const top = await fs.readdir(paths.content, { withFileTypes: true }).catch(() => []);
  for (const entry of top) {
    if (entry.isDirectory() || entry.name.startsWith(".") || topFiles.includes(entry.name)) continue;
    const near = topFiles.find((n) => entry.name.toLowerCase().startsWith(`${n.replace(/\.[^.]*$/, "")}.`));
    const abs = path.join(paths.content, entry.name);
    problems.error(
      rel(abs),
      START,
      near
        ? `rename ${rel(abs)} to content/${near}`
        : `${rel(abs)} is not a content file: content/ holds ${topFiles.join(", ")} and the folders ${folders.slice(0, -1).join(", ")} and ${folders.at(-1)}`,
    );
  }

  for (const c of COLLECTIONS.filter((c) => c.folder)) {
    const dir = path.join(paths.content, c.folder);
    const ext = `.${extensionOf(c)}`;
    const article = /^[aeiou]/.test(c.kind) ? "an" : "a";
    const what = c.format === "markdown" && !c.files ? `${article} ${c.kind}` : `${article} ${c.kind} file`;
    if (c.files) for (const name of c.files) await required(path.join(dir, `${name}${ext}`));
    const { names, strays: others } = await listFiles(dir, ext, unreadable(dir));
    strays(dir, others, ext, what);
    if (c.files) {
      for (const name of names.filter((n) => !c.files!.includes(path.basename(n, ext)))) {
        problems.error(
          rel(path.join(dir, name)),
          START,
          `there is no page "${path.basename(name, ext)}": the files of ${rel(dir)}/ are ${c.files.map((n) => `${n}${ext}`).join(", ")}`,
        );
      }
      continue;
    }
    // Read all at once, parsed in order: a thousand posts read one after another wait on the disk a thousand times.
    const texts = await Promise.all(names.map((name) => read(path.join(dir, name))));
    for (const [i, name] of names.entries()) {
      const file = parseSource(rel(path.join(dir, name)), texts[i], problems);
      if (file) files.push(file);
    }
  }
  return files;
}
