// `npm run build`, its last step: React Router's client build and the pages it prerendered, made into the
// site a static host serves (build/client), with what React Router does not write for one: 404.html,
// `_headers` with each page's script hashes, `_redirects` and a refresh page at each short path of old links,
// the sitemap, robots.txt, the RSS feed, the share pictures, the pictures' variants and the editor at /admin/.
// build/client is written whole at the end: a build that fails anywhere leaves the last good site in place.
import fs from "node:fs/promises";
import path from "node:path";
import type { PostSummary, Redirect, SiteData } from "../../core/content-types.ts";
import { isFolderRule } from "../../core/redirects.ts";
import { listFiles, produceOutput, type OutputEntry } from "../lib/output.ts";
import { ROOT } from "../lib/root.ts";
import { sitePaths } from "../lib/site-paths.ts";
import { adminFiles, adminHeaders } from "../admin/editor.ts";
import { headersFile } from "./csp.ts";
import { FORM_SKELETON_PATH, formSkeletonHtml } from "./form-skeleton.ts";
import { NOINDEX, redirectRules, robotsTxt, rss, sitemap } from "./host-files.ts";
import { finishPage } from "./pages.ts";
import { shareImages } from "./share-images.ts";

const at = (...rel: string[]) => path.join(ROOT, ...rel);
/** React Router's client build, with the pages it prerendered (`buildDirectory` in react-router.config.ts). */
export const PRERENDERED = at(".cache/site/bundle/client");
export const DIST = at("dist-content");
const CLIENT = at("build/client");

const readJson = async <T>(rel: string): Promise<T> => JSON.parse(await fs.readFile(path.join(DIST, rel), "utf8"));
const text = (s: string): OutputEntry => ({ bytes: Buffer.from(s) });

/** What the post-build takes from the work that ran beside the steps before it: each awaited where it is needed. */
export interface Beside {
  /** The pictures' variants in the picture cache, by their path in the site (./pictures.ts). */
  pictures: Promise<Map<string, string>>;
  /** The editor's preview bundle of the code as it is now, in the cache (scripts/admin/preview-files.ts). */
  previewBundle: Promise<unknown>;
}

export async function postbuild({ pictures, previewBundle }: Beside): Promise<void> {
  const started = performance.now();
  const [site, routes, posts, redirects] = await Promise.all([
    readJson<SiteData>("site.json"),
    readJson<string[]>("routes.json"),
    readJson<PostSummary[]>("posts/index.json"),
    readJson<Redirect[]>("redirects.json"),
  ]);
  const shortPaths = new Map(redirects.filter((r) => !isFolderRule(r.from)).map((r) => [r.from, r]));
  const entries = new Map<string, OutputEntry>();
  // React Router's scripts, styles and fonts. Its pages are taken one by one below; its SPA fallback
  // (`__spa-fallback.html`) is not served: unknown addresses get 404.html.
  for (const rel of (await listFiles(PRERENDERED)).sort()) if (!/\.(html|data)$/.test(rel)) entries.set(rel, { from: path.join(PRERENDERED, rel) });
  const policies: { path: string; hashes: string[] }[] = [];
  const ogImages = new Set<string>();
  let shares = new Map<string, string>();
  const written = await produceOutput(CLIENT, async (put) => {
    const withFallbacks: string[] = [];
    for (const page of sitePaths(ROOT)) {
      const finished = await finishPage(PRERENDERED, page, shortPaths.get(page));
      for (const [rel, content] of finished.files) put(rel, text(content));
      if (!finished.scriptHashes) continue;
      if (finished.fallbacks) withFallbacks.push(finished.path);
      for (const url of finished.ogImages) ogImages.add(url);
      policies.push({ path: finished.path, hashes: finished.scriptHashes });
    }
    if (withFallbacks.length)
      throw new Error(`prerendered HTML shows a loading fallback instead of content (a component suspended):\n  ${withFallbacks.join("\n  ")}`);

    // The content build's favicon, maps and search index, and the pictures' variants.
    for (const rel of await listFiles(path.join(DIST, "public"))) entries.set(rel, { from: path.join(DIST, "public", rel) });
    for (const [rel, file] of await pictures) entries.set(rel, { from: file });
    const largest = (name: string) => {
      const entry = entries.get(`images/${name}_large.webp`);
      if (!entry || !("from" in entry)) throw new Error(`a page shares the picture ${name}, which has no variants`);
      return entry.from;
    };
    shares = await shareImages(ogImages, { origin: site.origin, largest, cacheDir: at(".cache/content/share") });
    for (const [rel, file] of shares) entries.set(rel, { from: file });

    // The form definition is an HTML page too (no scripts): every HTML answer carries a policy.
    policies.push({ path: `/${FORM_SKELETON_PATH.replace(/\.html$/, "")}`, hashes: [] });
    entries.set("_headers", text(`${headersFile(policies.sort((a, b) => a.path.localeCompare(b.path)))}\n${adminHeaders()}`));
    // The editor at /admin/, previewing entries in the site's own stylesheets.
    const stylesheets = [...entries.keys()].filter((rel) => /^assets\/[^/]+\.css$/.test(rel)).map((rel) => `/${rel}`);
    await previewBundle;
    for (const [rel, entry] of await adminFiles({ schemas: at("schemas") }, stylesheets, site.name)) entries.set(rel, entry);
    entries.set("_redirects", text(redirectRules(redirects)));
    entries.set("sitemap.xml", text(sitemap(site.origin, routes, posts)));
    entries.set("robots.txt", text(robotsTxt(site.origin)));
    entries.set("rss.xml", text(rss(site, posts)));
    // The host's form handler finds forms by parsing the deployed HTML: a bare copy makes detection certain.
    entries.set(FORM_SKELETON_PATH, text(formSkeletonHtml()));
    for (const [rel, entry] of entries) put(rel, entry);
  });
  const indexed = routes.filter((r) => !NOINDEX.has(r)).length;
  console.log(
    `postbuild: ${policies.length - 1} pages, 404.html, _headers, _redirects, sitemap.xml (${indexed} pages), robots.txt, rss.xml, ` +
      `${FORM_SKELETON_PATH}, ${shares.size} share pictures, /admin/\n` +
      `build/client: ${written.written} written, ${written.unchanged} unchanged, ${written.removed} removed (${((performance.now() - started) / 1000).toFixed(1)} s)`,
  );
}
