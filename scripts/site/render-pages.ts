// One prerender worker: renders its share of the site's pages with React Router's server build, the way
// `react-router build` does for `ssr: false` (7.18: a `.data` request per page, then the document with
// that data handed over in the build-time header, and a small refresh page for a redirect). A page whose
// route data and app bundle are both unchanged since it was last rendered is taken from the page cache:
// its HTML and data files there, and what the build needs to know of it from the cache's list (`known`).
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { parentPort, workerData } from "node:worker_threads";
import { createRequestHandler, type ServerBuild } from "react-router";
import { writeWhole } from "../lib/output.ts";
import { inlineScriptHashes } from "./csp.ts";
import { suspenseFallbacks } from "./host-files.ts";
import { deferScripts } from "./defer-scripts.ts";
import { preloadStylesheets } from "./preload-css.ts";
import { dataRequest, documentRequest, enablePrerenderRequests, redirectPage } from "./react-router-adapter.ts";
import { pageFile } from "../lib/page-file.ts";

export interface RenderJob {
  /** The server build's entry file (a kept copy: React Router deletes its own for `ssr: false`). */
  serverEntry: string;
  /** Identifies the app bundle and anything else every page depends on (the year in the footer). */
  stamp: string;
  /** Every prerendered path: the server runtime checks that a path is prerendered, and the workers render them. */
  paths: string[];
  /**
   * Shared by all the workers: the index in `paths` of the next page no worker has taken. Each takes the
   * next one when it has a lane free, so the workers finish together whatever each page costs.
   */
  next: Int32Array;
  cacheDir: string;
  /** The facts of the pages in the cache, by cache key (the list the last build wrote). */
  known: Record<string, PageFacts>;
}

/** What the page cache keeps beside each page's HTML. */
export interface PageFacts {
  scriptHashes: string[];
  ogImages: string[];
  /** Suspense boundaries written as their fallback: such a page would show a spinner without JavaScript. */
  fallbacks: number;
  redirect: boolean;
}

export interface RenderedPage extends PageFacts {
  path: string;
  /** Names the page's route data and the bundle: its files in the page cache are `<key>.html` and `<key>.data`. */
  key: string;
  /** Relative to the site root: `_root.data`, `blog/x.data`. */
  dataFile: string;
  /** The page's route data in the page cache. */
  cachedData: string;
  /** Relative to the site root: `index.html`, `blog/x.html` (decision 013: served at `/blog/x` with no redirect). */
  htmlFile: string;
  /** The page's HTML in the page cache. */
  cached: string;
  /** Rendered in this build (false: taken from the cache). */
  fresh: boolean;
}

/** Pages in progress at once in one worker. */
const PAGES_AT_ONCE = 4;
const REDIRECT_STATUS = new Set([301, 302, 303, 307, 308]);

const dataFileOf = (page: string) => (page === "/" ? "_root.data" : `${page.slice(1)}.data`);

function pageFacts(html: string, redirect: boolean): PageFacts {
  return {
    scriptHashes: inlineScriptHashes(html),
    ogImages: [...html.matchAll(/<meta property="og:image" content="([^"]+)"/g)].map((m) => m[1]),
    fallbacks: suspenseFallbacks(html),
    redirect,
  };
}

async function renderPage(job: RenderJob, handler: ReturnType<typeof createRequestHandler>, page: string): Promise<RenderedPage> {
  const dataFile = dataFileOf(page);
  const dataResponse = await handler(dataRequest(page));
  const data = await dataResponse.text();
  if (dataResponse.status !== 200 && dataResponse.status !== 202) {
    // The server runtime has already logged the loader's error; the encoded body would say no more.
    throw new Error(`prerendering ${page}: its route data failed (status ${dataResponse.status}; the error is printed above)`);
  }
  const key = createHash("sha256")
    .update(JSON.stringify([job.stamp, page, data]))
    .digest("hex")
    .slice(0, 32);
  const cached = path.join(job.cacheDir, `${key}.html`);
  const cachedData = path.join(job.cacheDir, `${key}.data`);
  const files = { path: page, key, dataFile, cachedData, htmlFile: pageFile(page), cached };
  // Synchronous file calls: this thread does nothing else, and each is a few microseconds.
  const known = job.known[key];
  if (known && fs.existsSync(cached) && fs.existsSync(cachedData)) return { ...files, fresh: false, ...known };

  const request = documentRequest(page, data);
  const response = await handler(request);
  let html = await response.text();
  const redirect = REDIRECT_STATUS.has(response.status);
  if (redirect) html = redirectPage(new URL(request.url).pathname, response.headers.get("Location") ?? "", response.status);
  else if (response.status !== 200) throw new Error(`prerendering ${page}: the page failed (status ${response.status}; the error is printed above)`);
  else html = deferScripts(preloadStylesheets(html));

  await writeWhole(cached, html);
  await writeWhole(cachedData, data);
  return { ...files, fresh: true, ...pageFacts(html, redirect) };
}

/** What a worker tells the build: each page as it is done, then that it has no more. */
export type RenderMessage = { page: RenderedPage } | { done: true };

/** Renders pages from the shared list until none is left, reporting each one. */
export async function renderPages(job: RenderJob, report: (page: RenderedPage) => void): Promise<void> {
  enablePrerenderRequests();
  const build: ServerBuild = await import(pathToFileURL(job.serverEntry).href);
  const handler = createRequestHandler({ ...build, prerender: job.paths }, "production");
  fs.mkdirSync(job.cacheDir, { recursive: true });

  // A few pages at a time: while one waits for a file, another renders.
  const lane = async () => {
    for (let i = Atomics.add(job.next, 0, 1); i < job.paths.length; i = Atomics.add(job.next, 0, 1)) report(await renderPage(job, handler, job.paths[i]));
  };
  await Promise.all(Array.from({ length: PAGES_AT_ONCE }, lane));
}

if (parentPort && workerData) {
  const port = parentPort;
  await renderPages(workerData as RenderJob, (page) => port.postMessage({ page } satisfies RenderMessage));
  port.postMessage({ done: true } satisfies RenderMessage);
}
