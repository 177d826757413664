// The pictures' variants when `npm run build` encodes them apart from the content build: the content build lists
// the pictures it checked (PICTURES_APART_FILE) and writes none of their files; their webp variants are encoded
// into the picture cache (or found there) while React Router builds, and taken from there into build/client.
import fs from "node:fs/promises";
import path from "node:path";
import { defaultPaths, PICTURES_APART_FILE } from "../cli/config.ts";
import { encodeImages, probeImages } from "../cli/images.ts";
import { ROOT } from "../lib/root.ts";

/**
 * The variants of the pictures `dist` lists, by their path in the site (images/foo_small.webp) to their file in
 * the picture cache, encoded there when missing; none when the content build wrote the variants into
 * dist-content/public itself.
 */
export async function pictureFiles(dist: string): Promise<Map<string, string>> {
  const text = await fs.readFile(path.join(dist, PICTURES_APART_FILE), "utf8").catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return undefined;
    throw err;
  });
  if (text === undefined) return new Map();
  const refs = JSON.parse(text) as string[];
  const paths = defaultPaths(ROOT);
  // Checked as the content build checked them: a picture changed since then is checked anew, not trusted.
  const { table, missing } = await probeImages(refs, paths);
  if (missing.size) throw new Error([...missing.values()].join("\n"));
  const { files, encoded, reused } = await encodeImages(table, paths);
  console.log(`pictures: ${encoded} encoded, ${reused} from the picture cache`);
  return files;
}
