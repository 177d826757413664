// A worker thread of the page pool (see `prerenderPages` in pages.ts).
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { finishPage, type FinishedPage, type PageTask } from "./pages.ts";
import { pageRenderer, type RenderedPage } from "./render.ts";

/** The renderer, made once per thread with the first slice: the server build is the same for every slice. */
let renderer: Promise<(page: string) => Promise<RenderedPage>> | undefined;

/** Renders and finishes a slice of the pages, in order. */
export default async function renderSlice({ server, paths, pages, shortPaths }: PageTask): Promise<FinishedPage[]> {
  renderer ??= import(pathToFileURL(server).href).then((build: ServerBuild) => pageRenderer(build, paths));
  const render = await renderer;
  const out: FinishedPage[] = [];
  for (const page of pages) out.push(finishPage(await render(page), shortPaths[page]));
  return out;
}
