// A worker thread of the markdown pool (see `startRendering` in markdown.ts).
import type { ImageTable } from "./images.ts";
import { renderMarkdown, type RenderedMarkdown } from "../../core/content/markdown-processor.ts";

/** Renders a slice of the documents, in order. */
export default async function render({ markdowns, images }: { markdowns: string[]; images: ImageTable }): Promise<RenderedMarkdown[]> {
  const out: RenderedMarkdown[] = [];
  for (const markdown of markdowns) out.push(await renderMarkdown(markdown, images));
  return out;
}
