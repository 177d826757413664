// A worker thread of the markdown pool (see `startRendering` in markdown.ts).
import type { ImageTable } from "./images.ts";
import { renderMarkdown, type RenderedMarkdown } from "../../core/content/markdown-processor.ts";
import { scanMarkdown, type Scan } from "../../core/content/links.ts";

/** Renders a slice of the documents, in order. */
export default async function render({ markdowns, images }: { markdowns: string[]; images: ImageTable }): Promise<RenderedMarkdown[]> {
  const out: RenderedMarkdown[] = [];
  for (const markdown of markdowns) out.push(await renderMarkdown(markdown, images));
  return out;
}

/** Scans a slice of the texts for the link check, in order. */
export function scan({ texts }: { texts: string[] }): Scan[] {
  return texts.map(scanMarkdown);
}
