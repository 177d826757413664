// How the route loaders read dist-content/: from disk. The editor's previews read it from the content they
// are given instead (src/admin-preview/store.ts, which their build puts in this module's place).
import fs from "node:fs/promises";
import path from "node:path";
import type { ReadContent } from "../../core/content-api.ts";

// Route loaders run at build time (prerendering) and in the dev server; both start at the repo root.
const DIST = path.resolve(process.cwd(), "dist-content");

/**
 * Parsed files, kept while the file is unchanged: prerendering asks for the same few files (the post list,
 * the site record) on every one of a thousand pages. A production build reads content that no longer
 * changes; the dev server checks each file's time and size, so it still sees a rebuilt file.
 */
const cache = new Map<string, { stamp: string; value: Promise<unknown> }>();

export const readContent: ReadContent = async (rel) => {
  const file = path.join(DIST, rel);
  try {
    const stamp = import.meta.env?.PROD ? "build" : await fs.stat(file).then((s) => `${s.mtimeMs}:${s.size}`);
    const hit = cache.get(file);
    if (hit?.stamp === stamp) return await hit.value;
    const value = fs.readFile(file, "utf8").then((text) => JSON.parse(text) as unknown);
    cache.set(file, { stamp, value });
    value.catch(() => cache.delete(file));
    return await value;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
};
