// What a static host needs besides the pages, written by the post-build step: 404.html, the redirect
// pages and _redirects, sitemap.xml, robots.txt and the blog's RSS feed.
import { isFolderRule } from "../../core/redirects.ts";
import { insertAfterCharset } from "./html.ts";
import { NOT_FOUND_PATH_GLOBAL } from "../../core/site.ts";
import { hrefOf } from "../../core/routes.ts";
import { escapeXml } from "../../core/xml.ts";
import type { PostSummary, Redirect, SiteData } from "../../core/content-types.ts";

/** The escapes React Router uses for a redirect's target in the refresh page it prerenders. */
const escapeHtml = (s: string) =>
  s.replace(/[&><\u2028\u2029]/g, (c) => ({ "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" })[c]!);

/** Pages that exist for visitors but not for search engines. */
export const NOINDEX = new Set(["/contact/thanks"]);

/**
 * Runs in 404.html before the app's scripts. The host serves that page at any unknown address, but it
 * was rendered for /404: the router must hydrate at /404 to match the markup, so the address is swapped
 * and remembered; the not-found route sends the router back to it once hydrated.
 */
export const NOT_FOUND_SCRIPT = `<script>if(location.pathname!=="/404"){window.${NOT_FOUND_PATH_GLOBAL}=location.pathname+location.search+location.hash;history.replaceState(history.state,"","/404")}</script>`;

/** React Router will not prerender a non-200 page: the not-found page is rendered at /404 and becomes 404.html. */
export const notFoundPage = (html: string): string => insertAfterCharset(html, NOT_FOUND_SCRIPT);

/**
 * The page at a short path of old links, for hosts that don't read `_redirects`: a refresh to the canonical
 * page, as React Router writes for a prerendered redirect, made a valid document (an <html> start tag, a
 * charset, HTML's `0; url=` syntax).
 */
export function redirectPage({ from, to }: Pick<Redirect, "from" | "to">): string {
  const target = escapeHtml(to);
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>Redirecting to: ${target}</title>
<meta http-equiv="refresh" content="0; url=${target}">
<meta name="robots" content="noindex">
</head>
<body>
<a href="${target}">Redirecting from <code>${escapeHtml(`${from}/`)}</code> to <code>${target}</code></a>
</body>
</html>
`;
}

/**
 * Netlify syntax. `301!` forces the short paths past the prerendered redirect pages at the same path;
 * a folder rule (`/locations/*`: unknown industries go to the list) only applies when no file exists.
 */
export function redirectRules(redirects: readonly Redirect[]): string {
  const lines = redirects.map((r) => `${r.from}  ${r.to}  ${r.status}${isFolderRule(r.from) ? "" : "!"}`);
  return `${lines.join("\n")}\n`;
}

/** The canonical pages only: no redirecting short paths, no noindex pages; posts carry their date. */
export function sitemap(
  origin: string,
  routes: readonly string[],
  posts: readonly Pick<PostSummary, "slug" | "date">[],
  noindex: ReadonlySet<string> = NOINDEX,
): string {
  const postDates = new Map(posts.map((p) => [hrefOf("posts", p.slug), p.date]));
  const urls = routes
    .filter((r) => !noindex.has(r))
    .map((r) => {
      const lastmod = postDates.get(r);
      return `  <url><loc>${escapeXml(origin + r)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

export function rss(site: SiteData, posts: PostSummary[]): string {
  const items = posts.map((p) => {
    const url = `${site.origin}${hrefOf("posts", p.slug)}`;
    return `    <item>
      <title>${escapeXml(p.title)}</title>
      <link>${escapeXml(url)}</link>
      <guid isPermaLink="true">${escapeXml(url)}</guid>
      <pubDate>${new Date(`${p.date}T12:00:00Z`).toUTCString()}</pubDate>
      <author>${escapeXml(`${site.email} (${p.author})`)}</author>
      <description>${escapeXml(p.summary)}</description>
    </item>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(`${site.name} Blog`)}</title>
    <link>${escapeXml(`${site.origin}/blog`)}</link>
    <atom:link href="${escapeXml(`${site.origin}/rss.xml`)}" rel="self" type="application/rss+xml" />
    <description>${escapeXml(site.description)}</description>
    <language>en-us</language>
${items.join("\n")}
  </channel>
</rss>
`;
}

/** The editor at /admin/ is for the company's editors only (decision 016). */
export const robotsTxt = (origin: string) => `User-agent: *\nAllow: /\nDisallow: /admin/\n\nSitemap: ${origin}/sitemap.xml\n`;
