// `npm run build`, its last step: after `content build` and `react-router build`, every page prerendered
// through React Router's server build on worker threads (decision 044), and what React Router does not do for
// a static host (decision 022). It uses React Router's public API and output, never its internals, and writes
// build/client whole at the end: a build that fails anywhere leaves the last good site in place.
import "./production.ts";
import fs from "node:fs/promises";
import path from "node:path";
import type { PostSummary, Redirect, SiteData } from "../../core/content-types.ts";
import { isFolderRule } from "../../core/redirects.ts";
import { listFiles, produceOutput, type OutputEntry } from "../lib/output.ts";
import { ROOT } from "../lib/root.ts";
import { sitePaths } from "../lib/site-paths.ts";
import { adminFiles, adminHeaders } from "../admin/editor.ts";
import { ensurePreviewBundle } from "../admin/preview-files.ts";
import { headersFile } from "./csp.ts";
import { FORM_SKELETON_PATH, formSkeletonHtml } from "./form-skeleton.ts";
import { NOINDEX, redirectRules, robotsTxt, rss, sitemap } from "./host-files.ts";
import { ready } from "./build-task.ts";
import { prerenderPages } from "./pages.ts";
import { pictureFiles } from "./pictures.ts";
import { shareImages } from "./share-images.ts";

const at = (...rel: string[]) => path.join(ROOT, ...rel);
/** React Router's client build and server build (`buildDirectory` in react-router.config.ts). */
const RENDERED = at(".cache/site/bundle/client");
const SERVER = at(".cache/site/bundle/server/index.js");
const DIST = at("dist-content");
const CLIENT = at("build/client");

const readJson = async <T>(rel: string): Promise<T> => JSON.parse(await fs.readFile(path.join(DIST, rel), "utf8"));
const text = (s: string): OutputEntry => ({ bytes: Buffer.from(s) });

export async function postbuild(): Promise<void> {
  await ready("inputs");
  const started = performance.now();
  // The editor's preview bundle (its own Vite build when there is none of this code) is made while the pages render.
  const previewBundle = ensurePreviewBundle();
  const [site, routes, posts, redirects] = await Promise.all([
    readJson<SiteData>("site.json"),
    readJson<string[]>("routes.json"),
    readJson<PostSummary[]>("posts/index.json"),
    readJson<Redirect[]>("redirects.json"),
  ]);
  const shortPaths = new Map(redirects.filter((r) => !isFolderRule(r.from)).map((r) => [r.from, r]));
  const entries = new Map<string, OutputEntry>();
  // React Router's client build: its scripts, styles and fonts. Not its pages: its SPA fallback (index.html when
  // it prerenders no page) is not served, unknown addresses get 404.html, and every page is rendered here.
  for (const rel of (await listFiles(RENDERED)).sort()) if (!/\.(html|data)$/.test(rel)) entries.set(rel, { from: path.join(RENDERED, rel) });
  const policies: { path: string; hashes: string[] }[] = [];
  const ogImages = new Set<string>();
  let shares = new Map<string, string>();
  // Each page is written into the new build/client as it comes from the threads, while the next ones render.
  const written = await produceOutput(CLIENT, async (put) => {
    const withFallbacks: string[] = [];
    await prerenderPages(SERVER, sitePaths(ROOT), shortPaths, (pages) => {
      for (const page of pages) {
        for (const [rel, content] of page.files) put(rel, text(content));
        if (!page.scriptHashes) continue;
        if (page.fallbacks) withFallbacks.push(page.path);
        for (const url of page.ogImages) ogImages.add(url);
        policies.push({ path: page.path, hashes: page.scriptHashes });
      }
    });
    if (withFallbacks.length)
      throw new Error(`prerendered HTML shows a loading fallback instead of content (a component suspended):\n  ${withFallbacks.join("\n  ")}`);

    // The content build's pictures, favicon, maps and search index; in `npm run build`, the pictures from their own step.
    for (const rel of await listFiles(path.join(DIST, "public"))) entries.set(rel, { from: path.join(DIST, "public", rel) });
    for (const [rel, file] of await pictureFiles(DIST)) entries.set(rel, { from: file });
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
    // The editor at /admin/ (decision 016), previewing entries in the site's own stylesheets.
    const stylesheets = [...entries.keys()].filter((rel) => /^assets\/[^/]+\.css$/.test(rel)).map((rel) => `/${rel}`);
    await previewBundle;
    for (const [rel, entry] of await adminFiles({ schemas: at("schemas") }, stylesheets)) entries.set(rel, entry);
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

await postbuild().catch((err: Error) => {
  console.error(`postbuild failed: ${err.message}\nbuild/client is unchanged.`);
  process.exitCode = 1;
});
