import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../../scripts/lib/root.ts";

/** What a build reads: the content, the code and its configuration. */
const BUILD_INPUTS = [
  "content",
  "schemas",
  "core",
  "src",
  "scripts",
  "package.json",
  "package-lock.json",
  "tsconfig.json",
  "vite.config.ts",
  "react-router.config.ts",
];

/**
 * A temporary copy of the repo that a test may build and change: the build inputs copied (or only `names`),
 * node_modules linked, and the repo's picture cache linked (keyed by each picture's bytes, so the copy
 * need not encode them again). Returns the copy's folder.
 */
export async function repoCopy(prefix: string, names: readonly string[] = BUILD_INPUTS): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  for (const name of names) await fs.cp(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  await fs.symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  await fs.mkdir(path.join(ROOT, ".cache", "content"), { recursive: true });
  await fs.mkdir(path.join(dir, ".cache"), { recursive: true });
  await fs.symlink(path.join(ROOT, ".cache", "content"), path.join(dir, ".cache", "content"), "dir");
  return dir;
}
