// Decision 013: every canonical address is served with 200 and no redirect, from the file Netlify (and
// Cloudflare Pages, GitHub Pages) would serve there; the other slash form is a 301 to it; every internal
// link, canonical tag, sitemap and feed entry and structured-data URL uses the canonical form.
import fs from "node:fs";
import path from "node:path";
import { pageFile } from "../../scripts/lib/page-file.ts";
import { StaticHandler } from "../../scripts/host/engines.ts";
import { prettyUrl } from "../../scripts/host/pretty-urls.ts";
import { expect, test } from "./fixtures.ts";

const CLIENT = path.resolve("build/client");
const ORIGIN: string = JSON.parse(fs.readFileSync(path.resolve("dist-content/site.json"), "utf8")).origin;
const sitemapPaths = [...fs.readFileSync(path.join(CLIENT, "sitemap.xml"), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
const ROUTES: string[] = JSON.parse(fs.readFileSync(path.resolve("dist-content/routes.json"), "utf8"));
const netlifyFiles = new StaticHandler({ directory: CLIENT });
const isFile = async (rel: string) => fs.statSync(path.join(CLIENT, rel), { throwIfNoEntry: false })?.isFile() ?? false;
const htmlFiles = fs
  .readdirSync(CLIENT, { recursive: true, withFileTypes: true })
  .filter((e) => e.isFile() && e.name.endsWith(".html"))
  .map((e) => path.relative(CLIENT, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'");

test("every sitemap URL is a file Netlify serves at that very address with 200, and the local host does the same", async ({ request }) => {
  test.setTimeout(120_000);
  expect(sitemapPaths.length).toBeGreaterThan(20);
  const problems: string[] = [];
  for (const pathname of sitemapPaths) {
    // By Netlify's own file lookup (`@netlify/static`) and the table of decision 013 (pretty-urls.ts): the
    // page's own file at the address, with no redirect or 404 of ours in front of it.
    const override = await prettyUrl(pathname, isFile);
    if (override) problems.push(`${pathname}: Netlify would answer ${JSON.stringify(override)}`);
    const match = await netlifyFiles.match(new Request(`http://site.local${pathname}`));
    const served = match && Buffer.from(await (await match.handle()).arrayBuffer());
    if (!served || served.compare(fs.readFileSync(path.join(CLIENT, pageFile(pathname)))) !== 0)
      problems.push(`${pathname}: Netlify's engine serves ${served ? "another file" : "no file"}, not ${pageFile(pathname)}`);
    const answer = await request.get(pathname, { maxRedirects: 0 });
    if (answer.status() !== 200) problems.push(`${pathname}: ${answer.status()} ${answer.headers().location ?? ""}`);
    if (!answer.headers()["content-security-policy"]?.includes("script-src")) problems.push(`${pathname}: no Content-Security-Policy`);
    if ((await answer.body()).compare(fs.readFileSync(path.join(CLIENT, pageFile(pathname)))) !== 0)
      problems.push(`${pathname}: not the body of ${pageFile(pathname)}`);
    // The other slash form.
    if (pathname !== "/") {
      const slashed = await request.get(`${pathname}/`, { maxRedirects: 0 });
      if (slashed.status() !== 301 || slashed.headers().location !== pathname)
        problems.push(`${pathname}/: ${slashed.status()} ${slashed.headers().location ?? ""}, expected 301 to ${pathname}`);
    }
  }
  expect(problems).toEqual([]);
});

test("the .html file name of a page answers as Netlify does, with the page's own policy", async ({ request }) => {
  for (const pathname of ["/", "/about", "/blog", "/contact/thanks"]) {
    const canonical = await request.get(pathname, { maxRedirects: 0 });
    const file = `/${pageFile(pathname)}`;
    const alias = await request.get(file, { maxRedirects: 0 });
    expect(alias.status(), file).toBe(200);
    expect(alias.headers()["content-security-policy"], file).toBe(canonical.headers()["content-security-policy"]);
  }
  const form = await request.get("/forms/contact", { maxRedirects: 0 });
  expect(form.status()).toBe(200);
  expect(form.headers()["content-security-policy"]).toContain("script-src 'self'");
  // A page is no folder: its name with a slash and index.html is an unknown address.
  const folder = await request.get("/about/index.html", { maxRedirects: 0 });
  expect(folder.status()).toBe(404);
  expect(await folder.text()).toContain('http-equiv="Content-Security-Policy"');
});

test("no internal link of any built page points at a redirect or a non-canonical form", async ({ request }) => {
  test.setTimeout(180_000);
  const problems: string[] = [];
  const checked = new Map<string, string | undefined>();
  const canonical = new Set(ROUTES);
  for (const rel of htmlFiles) {
    const html = fs.readFileSync(path.join(CLIENT, rel), "utf8");
    if (/<meta http-equiv="refresh"/.test(html)) continue; // a short path's refresh page, itself behind a 301
    const hrefs = [...html.matchAll(/<(?:a|form)\b[^>]*?\s(?:href|action)="([^"]*)"/gi)].map((m) => decode(m[1]));
    for (const href of hrefs) {
      if (!href.startsWith("/") || href.startsWith("//")) continue;
      const pathname = new URL(href, "http://site").pathname;
      if (!checked.has(pathname)) {
        const answer = await request.get(pathname, { maxRedirects: 0 });
        checked.set(pathname, answer.status() === 200 ? undefined : `${answer.status()}${answer.headers().location ? ` to ${answer.headers().location}` : ""}`);
      }
      const bad = checked.get(pathname);
      if (bad) problems.push(`${rel}: link ${href} answers ${bad}`);
      else if (!canonical.has(pathname) && !/\.[a-z0-9]+$/i.test(pathname)) problems.push(`${rel}: link ${href} is not a canonical page address`);
    }
    // Canonical tags, og:url and structured data name the production origin: each path must be a canonical one.
    for (const m of html.matchAll(new RegExp(`${ORIGIN.replace(/[.]/g, "\\.")}(/[^"'\\s<>#?]*)`, "g"))) {
      const pathname = m[1] || "/";
      if (/\.[a-z0-9]+$/i.test(pathname)) continue; // pictures, the feed
      if (!canonical.has(pathname)) problems.push(`${rel}: ${ORIGIN}${pathname} is not a canonical address`);
    }
  }
  for (const feed of ["rss.xml", "sitemap.xml"]) {
    for (const m of fs.readFileSync(path.join(CLIENT, feed), "utf8").matchAll(/<(?:link|loc|guid[^>]*)>([^<]+)</g)) {
      const pathname = new URL(m[1]).pathname;
      if (!canonical.has(pathname)) problems.push(`${feed}: ${m[1]} is not a canonical address`);
    }
  }
  expect(problems).toEqual([]);
  expect(checked.size, "distinct internal addresses checked").toBeGreaterThan(40);
});
