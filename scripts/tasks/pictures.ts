// `npm run build`'s picture step (decision 047): the webp variants of the pictures the content names, encoded
// into the picture cache while the content build, React Router's build and the pages run, at a lower CPU
// priority, so the pictures fill the cores the other steps leave idle. It only fills the cache: the post-build
// step takes the variants of the pictures the content build listed, and encodes any that are still missing
// there. So a picture this step passes over (one it cannot read, or a name it did not find) costs time, never
// a wrong site, and a picture that cannot be encoded is reported by the post-build, as the content build would.
import fs from "node:fs/promises";
import path from "node:path";
import { defaultPaths } from "../cli/config.ts";
import { encodeImages, PICTURE_REFERENCE, probeImages } from "../cli/images.ts";
import { publishing } from "../cli/publishing.ts";
import { loadMarkdown } from "../../core/content/loaders/markdown.ts";
import { postStatus } from "../../core/content/publish.ts";
import { listFiles } from "../lib/output.ts";

/** Whether a post's front matter makes it a draft or a post scheduled after `today` (core/content/publish.ts). */
function unpublished(text: string, today: string): boolean {
  try {
    const data = loadMarkdown(text).frontMatter.data;
    return Boolean(data && typeof data === "object" && postStatus(data as Record<string, unknown>, today));
  } catch {
    // Not readable as a post: the content build reports it; its pictures are encoded as if it were published.
    return false;
  }
}

const paths = defaultPaths();
const started = performance.now();
try {
  // The files of content/images that some content file names: the content build checks which are used and how.
  const pictures = new Set(await listFiles(path.join(paths.content, "images")));
  const named = new Set<string>();
  const texts = (await listFiles(paths.content)).filter((rel) => /\.(md|ya?ml)$/.test(rel));
  const { mode, today } = publishing();
  for (const rel of texts) {
    const text = await fs.readFile(path.join(paths.content, rel), "utf8");
    // A live build publishes no draft or scheduled post, nor the pictures only they use (the content build lists
    // the others): none of theirs is encoded for it.
    if (mode === "live" && rel.startsWith("posts/") && rel.endsWith(".md") && unpublished(text, today)) continue;
    for (const [, name] of text.matchAll(PICTURE_REFERENCE)) if (pictures.has(name)) named.add(`/images/${name}`);
  }
  // The same checks as the content build's before anything is rasterised: a refused picture is left out.
  const { table } = await probeImages(named, paths);
  const { encoded, reused } = await encodeImages(table, paths);
  console.log(`pictures: ${encoded} encoded, ${reused} from cache (${((performance.now() - started) / 1000).toFixed(1)} s)`);
} catch (err) {
  console.log(`pictures: left to the post-build step (${(err as Error).message.split("\n")[0]})`);
}
