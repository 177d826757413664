import fs from "node:fs";
import path from "node:path";
import { isFolderRule } from "../../core/redirects.ts";

/** Where React Router writes its client and server bundles (`buildDirectory`); the site build takes them from here. */
export const BUNDLE_DIR = ".cache/site/bundle";
/** The server build, kept: React Router deletes its own after prerendering when `ssr` is false. */
export const SERVER_DIR = ".cache/site/server";
/** Rendered pages, keyed by the app bundle and each page's route data. */
export const PAGE_CACHE_DIR = ".cache/site/pages";

/** Every path the site prerenders: the content build's routes, the old short links (not the folder rules), and /404 (becomes 404.html). */
export function sitePaths(root = process.cwd()): string[] {
  const read = (rel: string) => JSON.parse(fs.readFileSync(path.join(root, "dist-content", rel), "utf8"));
  const routes: string[] = read("routes.json");
  const redirects: { from: string }[] = read("redirects.json");
  return [...routes, ...redirects.filter((r) => !isFolderRule(r.from)).map((r) => r.from), "/404"];
}
