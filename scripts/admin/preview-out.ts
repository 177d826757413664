// Where ./preview-build.ts writes the editor's preview bundle and ./preview-files.ts reads it: in the cache the
// host keeps between deploys (.cache/content, netlify/plugins/picture-cache), in a folder named by the hash of
// the code it is built from (decision 056). A deploy whose code did not change, an editor's save in /admin,
// finds it there and builds it not again; a change to any of its sources names another folder.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { ADMIN_PREVIEW_SCRIPT } from "../../core/admin-preview.ts";
import { bundleProblem, droppedNote, shownCachePath } from "../lib/cache-check.mjs";
import { exists, listFiles } from "../lib/output.ts";
import { ROOT } from "../lib/root.ts";

export const PREVIEW_CACHE = path.join(ROOT, ".cache", "content", "admin-preview");

/** What the bundle is built from: the app, core/, the schemas its validators come from, its build code, the packages. */
const SOURCES = ["src", "core", "schemas", "scripts/cli", "scripts/admin", "scripts/lib", "package-lock.json"];

/** The hash of every source file's path and bytes (a few megabytes: some tens of milliseconds). */
export async function previewSourcesHash(): Promise<string> {
  const hash = createHash("sha256");
  for (const source of SOURCES) {
    const stat = await fs.stat(path.join(ROOT, source)).catch(() => undefined);
    if (!stat) continue;
    const files = stat.isDirectory() ? (await listFiles(path.join(ROOT, source))).sort().map((rel) => `${source}/${rel}`) : [source];
    for (const rel of files) hash.update(`${rel}\0`).update(await fs.readFile(path.join(ROOT, rel)));
  }
  return hash.digest("hex").slice(0, 16);
}

/** The folder of the bundle built from the sources as they are now. */
export const previewOut = async (): Promise<string> => path.join(PREVIEW_CACHE, await previewSourcesHash());

/**
 * Whether the bundle of the sources as they are now (in `out`, when known) is there and whole, as the record written
 * with it says (a light check: no Vite loaded). One that is not is removed, with a note, to be built again.
 */
export async function previewBundleFresh(out?: string): Promise<boolean> {
  const folder = out ?? (await previewOut());
  if (!(await exists(path.join(folder, ADMIN_PREVIEW_SCRIPT)))) return false;
  const why = await bundleProblem(folder);
  if (!why) return true;
  console.warn(droppedNote(shownCachePath(folder), why));
  await fs.rm(folder, { recursive: true, force: true });
  return false;
}
