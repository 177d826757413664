// A worker thread of the markdown pool (see `renderAll` in markdown.ts). A worker does not inherit the
// main thread's TypeScript loader, so it registers its own before importing the TypeScript module.
import { register } from "tsx/esm/api";

register();
const { renderMarkdown } = await import("./markdown.ts");

/** Renders a slice of the documents, in order. */
export default async function render({ markdowns, images }) {
  const out = [];
  for (const markdown of markdowns) out.push(await renderMarkdown(markdown, images));
  return out;
}
