// A worker thread of the markdown workers (see `startRendering` in markdown.ts).
import type { ImageTable } from "./images.ts";
import { renderMarkdown, type PublishedTrees, type RenderedMarkdown } from "../../core/content/markdown-processor.ts";
import { scanMarkdown, type Scan } from "../../core/content/links.ts";

/** The trees of the texts this worker scanned, until it renders them: a few hundred kB a post, so at most 1,000 posts'. */
const scanned = new Map<string, PublishedTrees>();

/** Renders a slice of the documents, in order, from the trees of their scan where this worker made them. */
export default async function render({ markdowns, images }: { markdowns: string[]; images: ImageTable }): Promise<RenderedMarkdown[]> {
  const out: RenderedMarkdown[] = [];
  for (const markdown of markdowns) {
    out.push(await renderMarkdown(markdown, images, scanned.get(markdown)));
    scanned.delete(markdown);
  }
  return out;
}

/** Scans a slice of the texts for the link check, in order, keeping their trees for the render. */
export function scan({ texts }: { texts: string[] }): Scan[] {
  return texts.map((text) => scanMarkdown(text, (trees) => scanned.size < 1000 && scanned.set(text, trees)));
}
