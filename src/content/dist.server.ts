// How the route loaders read dist-content/: from disk. The editor's previews read it from the content they
// are given instead (src/admin-preview/store.ts, which their build puts in this module's place).
import fs from "node:fs";
import path from "node:path";
import type { ReadContent } from "../../core/content-api.ts";

// Route loaders run at build time (prerendering) and in the dev server; both start at the repo root.
const DIST = path.resolve(process.cwd(), "dist-content");

/**
 * Parsed files, kept while the file is unchanged: prerendering asks for the same few files (the post list,
 * the site record) on every one of a thousand pages. A production build reads content that no longer
 * changes; the dev server checks each file's time and size, so it still sees a rebuilt file. Read at once, not
 * through Node's thread pool: the pages are prerendered one after another, and handing each small read to another
 * thread and back costs more than the read.
 */
const cache = new Map<string, { stamp: string; value: unknown }>();

export const readContent: ReadContent = async (rel) => {
  const file = path.join(DIST, rel);
  try {
    let stamp = "build";
    if (!import.meta.env?.PROD) {
      const stat = fs.statSync(file);
      stamp = `${stat.mtimeMs}:${stat.size}`;
    }
    const hit = cache.get(file);
    if (hit?.stamp === stamp) return hit.value;
    const value: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    cache.set(file, { stamp, value });
    return value;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
};
