import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { defaultPaths, type Paths } from "../../scripts/cli/config.ts";
import { listFiles } from "../../scripts/lib/output.ts";
import { ROOT } from "../../scripts/lib/root.ts";
import { checkContent } from "../../scripts/cli/pipeline.ts";
import { formatProblem } from "../../core/content/problems.ts";

/** content/ and schemas/ as the repo has them: each file's path and bytes. */
async function readSnapshot(): Promise<[rel: string, bytes: Buffer][]> {
  const files: [string, Buffer][] = [];
  for (const top of ["content", "schemas"])
    for (const rel of await listFiles(path.join(ROOT, top))) files.push([`${top}/${rel}`, await fs.readFile(path.join(ROOT, top, rel))]);
  return files;
}

/**
 * Read once per test worker (the tests change their copies, never the repo's files): a copy written from
 * memory takes a tenth of the time `fs.cp` takes to walk, stat and copy the same 150 files.
 */
let snapshot: Promise<[rel: string, bytes: Buffer][]> | undefined;

/** A scratch copy of the real content (and schemas) that a test may break without touching the repo. */
export async function scratchSite(opts: { sharedCache?: boolean } = { sharedCache: true }): Promise<Paths & { dispose(): Promise<void> }> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "content-test-"));
  const files = await (snapshot ??= readSnapshot());
  for (const folder of new Set(files.map(([rel]) => path.dirname(rel)))) await fs.mkdir(path.join(root, folder), { recursive: true });
  await Promise.all(files.map(([rel, bytes]) => fs.writeFile(path.join(root, rel), bytes)));
  const paths = defaultPaths(root);
  const dispose = () => fs.rm(root, { recursive: true, force: true });
  if (!opts.sharedCache) return { ...paths, dispose };
  // One cache of picture sizes for every scratch copy: each picture is read once, not once per test. Entries
  // are keyed by the picture's bytes and written whole, so runs at the same time can share it.
  const shared = path.join(os.tmpdir(), "content-test-cache");
  await fs.mkdir(shared, { recursive: true });
  await fs.mkdir(path.dirname(paths.cache), { recursive: true });
  await fs.symlink(shared, paths.cache);
  return { ...paths, dispose };
}

/** Replaces the first `find` in a content file; returns the 1-based line where the replacement starts. */
export async function edit(paths: Paths, rel: string, find: string | RegExp, replace: string): Promise<number> {
  const file = path.join(paths.root, rel);
  const text = await fs.readFile(file, "utf8");
  const index = typeof find === "string" ? text.indexOf(find) : text.search(find);
  if (index < 0) throw new Error(`${rel} does not contain ${find}`);
  await fs.writeFile(file, text.replace(find, replace));
  return text.slice(0, index).split("\n").length;
}

/** Every problem line `content validate` would print. */
export async function problemLines(paths: Paths): Promise<string[]> {
  const { problems } = await checkContent(paths);
  return problems.sorted().map(formatProblem);
}
