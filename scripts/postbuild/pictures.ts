// The pictures' variants when `npm run build` encodes them in a step of their own (decision 047): the content
// build lists the pictures it checked (PICTURES_APART_FILE) and writes none of their files; they are taken here
// from the picture cache once that step is done, and any still missing there are encoded now.
import fs from "node:fs/promises";
import path from "node:path";
import { defaultPaths, PICTURES_APART_FILE } from "../cli/config.ts";
import { encodeImages, probeImages } from "../cli/images.ts";
import { ROOT } from "../lib/root.ts";
import { ready } from "./build-task.ts";

/**
 * The variants of the pictures `dist` lists, by their path in the site (images/foo_small.webp) to their file in
 * the picture cache; none when the content build wrote the variants into dist-content/public itself.
 */
export async function pictureFiles(dist: string): Promise<Map<string, string>> {
  const text = await fs.readFile(path.join(dist, PICTURES_APART_FILE), "utf8").catch((err: NodeJS.ErrnoException) => {
    if (err.code === "ENOENT") return undefined;
    throw err;
  });
  if (text === undefined) return new Map();
  const refs = JSON.parse(text) as string[];
  await ready("pictures");
  const paths = defaultPaths(ROOT);
  // Checked again as the content build checked them: a picture changed since then is checked anew, not trusted.
  const { table, missing } = await probeImages(refs, paths);
  if (missing.size) throw new Error([...missing.values()].join("\n"));
  return (await encodeImages(table, paths)).files;
}
