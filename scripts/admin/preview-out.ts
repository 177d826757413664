// Where ./preview-build.ts writes the editor's preview bundle (git-ignored) and ./preview-files.ts reads it.
import fs from "node:fs/promises";
import path from "node:path";
import { ADMIN_PREVIEW_SCRIPT } from "../../core/admin-preview.ts";
import { ROOT } from "../lib/root.ts";

export const PREVIEW_OUT = path.join(ROOT, ".cache", "admin-preview");
export const previewBundlePath = () => path.join(PREVIEW_OUT, ADMIN_PREVIEW_SCRIPT);

/** The newest change to anything the bundle is built from (the app, core/, the schemas its validators come from). */
async function newestSource(): Promise<number> {
  const sources = ["src", "core", "schemas", "scripts/cli", "scripts/admin", "package-lock.json"].map((rel) => path.join(ROOT, rel));
  let newest = 0;
  for (const source of sources) {
    const stat = await fs.stat(source).catch(() => undefined);
    if (!stat) continue;
    newest = Math.max(newest, stat.mtimeMs);
    if (!stat.isDirectory()) continue;
    for (const entry of await fs.readdir(source, { withFileTypes: true, recursive: true })) {
      if (entry.isFile()) newest = Math.max(newest, (await fs.stat(path.join(entry.parentPath, entry.name))).mtimeMs);
    }
  }
  return newest;
}

/** Whether the preview bundle is there and newer than every source it is built from (a light check: no Vite loaded). */
export async function previewBundleFresh(): Promise<boolean> {
  const built = await fs.stat(previewBundlePath()).catch(() => undefined);
  return built !== undefined && built.mtimeMs >= (await newestSource());
}
