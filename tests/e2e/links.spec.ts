import fs from "node:fs";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { ROUTES, expect, test } from "./fixtures.ts";

const REDIRECTS = new Map(
  (JSON.parse(fs.readFileSync(path.resolve("dist-content/redirects.json"), "utf8")) as { from: string; to: string }[]).map((r) => [r.from, r.to]),
);

const decode = (s: string) =>
  s
    .replace(/&amp;/g, "&")
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">");
const attr = (tag: string, name: string) => {
  const v = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return v === undefined ? undefined : decode(v);
};
const srcsetUrls = (srcset: string | undefined) =>
  (srcset ?? "")
    .split(",")
    .map((c) => c.trim().split(/\s+/)[0])
    .filter(Boolean);
/** A link into this site: a root-relative path (not protocol-relative), or a same-page fragment. */
const internal = (href: string) => (href.startsWith("/") && !href.startsWith("//")) || href.startsWith("#");

interface PageLinks {
  /** <a href> and <form action>: pages a visitor can go to. */
  pages: string[];
  /** <img src/srcset>, <source srcset>, <link href>: files the page loads. */
  files: string[];
  ids: Set<string>;
}

function linksOf(html: string): PageLinks {
  const pages: string[] = [];
  const files: string[] = [];
  for (const [tag] of html.matchAll(/<a\b[^>]*>/gi)) {
    const href = attr(tag, "href");
    if (href && internal(href)) pages.push(href);
  }
  for (const [tag] of html.matchAll(/<form\b[^>]*>/gi)) {
    const action = attr(tag, "action");
    if (action && internal(action)) pages.push(action);
  }
  for (const [tag] of html.matchAll(/<(?:img|source)\b[^>]*>/gi)) {
    for (const url of [attr(tag, "src"), ...srcsetUrls(attr(tag, "srcset") ?? attr(tag, "srcSet"))]) if (url && internal(url)) files.push(url);
  }
  for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(tag, "rel") ?? "";
    if (rel === "canonical" || rel === "alternate") continue; // the canonical is the production origin
    for (const url of [attr(tag, "href"), ...srcsetUrls(attr(tag, "imageSrcSet") ?? attr(tag, "imagesrcset"))]) if (url && internal(url)) files.push(url);
  }
  const ids = new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((m) => decode(m[1])));
  return { pages, files, ids };
}

/** A page's status after the redirects the site is meant to have; any other redirect is a problem. */
async function resolvePage(request: APIRequestContext, pathname: string): Promise<{ status: number; finalPath: string; html?: string; problem?: string }> {
  const response = await request.get(pathname, { maxRedirects: 0 });
  if (response.status() >= 300 && response.status() < 400) {
    const location = response.headers().location ?? "";
    const expected = REDIRECTS.get(pathname);
    if (expected !== location)
      return { status: response.status(), finalPath: location, problem: `unexpected redirect to ${location}${expected ? ` (expected ${expected})` : ""}` };
    const target = await request.get(location, { maxRedirects: 0 });
    return { status: target.status(), finalPath: location, html: await target.text() };
  }
  const html = (response.headers()["content-type"] ?? "").startsWith("text/html") ? await response.text() : undefined;
  return { status: response.status(), finalPath: pathname, html };
}

test("a crawl from the home page finds every page, and every link, picture and #anchor on the way answers", async ({ request }) => {
  test.setTimeout(240_000);
  const problems: string[] = [];
  const linkedFrom = new Map<string, Set<string>>();
  const pageIds = new Map<string, Set<string>>();
  const anchors: { from: string; page: string; id: string }[] = [];
  const checkedFiles = new Set<string>();
  const queue = ["/"];
  const seen = new Set(queue);

  while (queue.length) {
    const from = queue.shift()!;
    const result = await resolvePage(request, from);
    if (result.problem) problems.push(`${from}: ${result.problem}`);
    if (result.status !== 200) {
      problems.push(`${from} answers ${result.status} (linked from ${[...(linkedFrom.get(from) ?? [])].slice(0, 3).join(", ")})`);
      continue;
    }
    if (!result.html) continue;
    const links = linksOf(result.html);
    pageIds.set(from, links.ids);

    for (const href of links.pages) {
      const url = new URL(href, `http://site${from}`);
      const target = href.startsWith("#") ? from : url.pathname;
      if (url.hash.length > 1) anchors.push({ from, page: REDIRECTS.get(target) ?? target, id: decodeURIComponent(url.hash.slice(1)) });
      if (target !== from) {
        if (!linkedFrom.has(target)) linkedFrom.set(target, new Set());
        linkedFrom.get(target)!.add(from);
      }
      if (!seen.has(target)) {
        seen.add(target);
        queue.push(target);
      }
    }
    for (const file of links.files) {
      const pathname = new URL(file, `http://site${from}`).pathname;
      if (checkedFiles.has(pathname)) continue;
      checkedFiles.add(pathname);
      const status = (await request.head(pathname, { maxRedirects: 0 })).status();
      if (status !== 200) problems.push(`${from}: ${pathname} answers ${status}`);
    }
  }

  for (const { from, page, id } of anchors) {
    const ids = pageIds.get(page);
    if (ids && !ids.has(id)) problems.push(`${from}: link to ${page}#${id}, but ${page} has no element with id "${id}"`);
  }
  for (const route of ROUTES) {
    if (route !== "/" && !linkedFrom.get(route)?.size) problems.push(`${route} is an orphan: no page links to it`);
  }
  expect(problems).toEqual([]);
  expect(checkedFiles.size, "pictures and files checked").toBeGreaterThan(10);
});
