// Every page of the site, prerendered on worker threads, one per core (decision 044): each worker renders
// pages as React Router's prerender does (render.ts) and makes the post-build step's edits to each page as
// it comes (below), so both spread over the cores; the main thread only collects the files.
import os from "node:os";
import type { Redirect } from "../../core/content-types.ts";
import { pageFile } from "../lib/page-file.ts";
import { NOT_FOUND_PAGE } from "../lib/site-paths.ts";
import { withMetaPolicy } from "./csp.ts";
import { deferScripts } from "./defer-scripts.ts";
import { notFoundPage, redirectPage } from "./host-files.ts";
import { parsePage } from "./html.ts";
import type { RenderedPage } from "./render.ts";

/** A page as build/client holds it. */
export interface FinishedPage {
  path: string;
  /** Its files (`about.html`, `about.data`; `404.html` alone for the not-found page) and their text. */
  files: [string, string][];
  /** The inline scripts it runs, as CSP sources (for `_headers`); none for 404.html, whose policy is in it. */
  scriptHashes?: string[];
  ogImages: string[];
  /** Suspense boundaries written as their fallback. */
  fallbacks: number;
}

/**
 * React Router's files for a page made into the site's: a short path of old links becomes a refresh page,
 * the scripts start after the first paint, the not-found page becomes 404.html with its policy inside.
 * React Router's `404.data` is left out: 404.html is served at addresses whose data nobody fetches.
 */
export function finishPage(rendered: RenderedPage, short: Redirect | undefined): FinishedPage {
  const parsed = parsePage(short ? redirectPage(short) : rendered.html);
  const deferred = deferScripts(parsed);
  if (rendered.path === NOT_FOUND_PAGE) {
    return { path: rendered.path, files: [["404.html", withMetaPolicy(notFoundPage(deferred.html), deferred.scriptHashes)]], ogImages: [], fallbacks: 0 };
  }
  return {
    path: rendered.path,
    files: [
      [pageFile(rendered.path), deferred.html],
      [rendered.dataFile, rendered.data],
    ],
    scriptHashes: deferred.scriptHashes,
    ogImages: parsed.ogImages,
    fallbacks: parsed.fallbacks,
  };
}

/** What a worker is given with each slice of the pages. */
export interface PageTask {
  /** React Router's server build (`index.js`). */
  server: string;
  /** Every page of the site: the ones the request handler answers. */
  paths: string[];
  pages: string[];
  shortPaths: Record<string, Redirect>;
}

/**
 * From how many pages the threads pay: a worker's start (its modules, the server build, React) costs about 0.75
 * CPU-s, a page about 9 ms to render and finish, so below some 300 pages a second thread costs more than it
 * saves (the shipped site, 56 pages, built 1.2 s slower on two threads than on one).
 */
const THREADS_FROM = 400;

/**
 * Prerenders and finishes `paths`, each slice of pages given to `take` as it is done (the post-build writes them
 * while the next render). A large site on worker threads, one per core: the threads start at once and take small
 * slices from one queue, so a core that gets the long posts does not leave the other idle at the end. A small one
 * in this thread, with the same code.
 */
export async function prerenderPages(server: string, paths: string[], shortPaths: Map<string, Redirect>, take: (pages: FinishedPage[]) => void): Promise<void> {
  const threads = Math.max(1, os.availableParallelism());
  if (threads === 1 || paths.length < THREADS_FROM) {
    const { default: renderSlice } = await import("./page-worker.ts");
    return take(await renderSlice({ server, paths, pages: paths, shortPaths: Object.fromEntries(shortPaths) }));
  }
  const { Tinypool } = await import("tinypool");
  const pool = new Tinypool({
    filename: new URL("./page-worker.ts", import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // As React Router's prerender runs the server build: with React's production build, which renders the
    // same markup as its development build (which checks as it goes) with 40 % less CPU time.
    env: { ...process.env, NODE_ENV: "production" } as Record<string, string>,
  });
  const size = Math.max(1, Math.ceil(paths.length / (threads * 8)));
  const slices: Promise<void>[] = [];
  const shorts = Object.fromEntries(shortPaths);
  for (let i = 0; i < paths.length; i += size)
    slices.push(pool.run({ server, paths, pages: paths.slice(i, i + size), shortPaths: shorts } satisfies PageTask).then(take));
  try {
    await Promise.all(slices);
  } finally {
    await pool.destroy();
  }
}
