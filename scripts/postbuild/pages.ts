// The pages React Router prerendered, made into the site's: each is read once with an HTML tokenizer (html.ts),
// its scripts started after the first paint (defer-scripts.ts), its inline scripts listed for its policy.
import fs from "node:fs";
import path from "node:path";
import type { Redirect } from "../../core/content-types.ts";
import { pageFile } from "../lib/page-file.ts";
import { NOT_FOUND_PAGE } from "../lib/site-paths.ts";
import { withMetaPolicy } from "./csp.ts";
import { deferScripts } from "./defer-scripts.ts";
import { notFoundPage, redirectPage } from "./host-files.ts";
import { parsePage } from "./html.ts";

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
 * The files React Router's prerender wrote for `page` in `prerendered` (`about/index.html` and `about.data`;
 * `index.html` and `_.data` for `/`), made into the site's: a short path of old links becomes a refresh page,
 * the scripts start after the first paint, the not-found page becomes 404.html with its policy inside.
 * React Router's `404.data` is left out: 404.html is served at addresses whose data nobody fetches.
 */
export async function finishPage(prerendered: string, page: string, short: Redirect | undefined): Promise<FinishedPage> {
  const dataFile = page === "/" ? "_.data" : `${page.slice(1)}.data`;
  const html = short ? redirectPage(short) : fs.readFileSync(path.join(prerendered, page.slice(1), "index.html"), "utf8");
  const parsed = parsePage(html);
  const deferred = deferScripts(parsed);
  if (page === NOT_FOUND_PAGE) {
    return { path: page, files: [["404.html", withMetaPolicy(notFoundPage(deferred.html), deferred.scriptHashes)]], ogImages: [], fallbacks: 0 };
  }
  return {
    path: page,
    files: [
      [pageFile(page), deferred.html],
      [dataFile, fs.readFileSync(path.join(prerendered, dataFile), "utf8")],
    ],
    scriptHashes: deferred.scriptHashes,
    ogImages: parsed.ogImages,
    fallbacks: parsed.fallbacks,
  };
}
