// After `react-router build`: turns the prerendered pages into what a static host needs: 404.html,
// _redirects, sitemap.xml, robots.txt and the blog's RSS feed.
import fs from "node:fs/promises";
import path from "node:path";
import { ROOT } from "../cli/config.ts";
import type { PostSummary, Redirect, SiteData } from "../../src/content/types.ts";

const CLIENT = path.join(ROOT, "build", "client");
const DIST = path.join(ROOT, "dist-content");

const readJson = async <T>(rel: string): Promise<T> => JSON.parse(await fs.readFile(path.join(DIST, rel), "utf8"));
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** Pages that exist for visitors but not for search engines. */
export const NOINDEX = new Set(["/contact/thanks"]);

/** React Router will not prerender a non-200 page: the not-found page is rendered at /404 and moved here. */
async function writeNotFound() {
  await fs.rename(path.join(CLIENT, "404", "index.html"), path.join(CLIENT, "404.html"));
  await fs.rm(path.join(CLIENT, "404"), { recursive: true, force: true });
  await fs.rm(path.join(CLIENT, "404.data"), { force: true });
  // Written by React Router for SPA fallbacks; every page is prerendered, so it must never be served.
  await fs.rm(path.join(CLIENT, "__spa-fallback.html"), { force: true });
}

/**
 * Netlify syntax. `301!` forces the short paths past the prerendered redirect pages at the same path;
 * the splat rule only applies when no file exists (unknown industries go to the list).
 */
export function redirectRules(redirects: Redirect[]): string {
  const lines = redirects.map((r) => `${r.from}  ${r.to}  ${r.status}!`);
  lines.push("/locations/*  /locations  301");
  return `${lines.join("\n")}\n`;
}

function sitemap(site: SiteData, routes: string[], posts: PostSummary[]): string {
  const postDates = new Map(posts.map((p) => [`/blog/${p.slug}`, p.date]));
  const urls = routes
    .filter((r) => !NOINDEX.has(r))
    .map((r) => {
      const lastmod = postDates.get(r);
      return `  <url><loc>${escapeXml(site.origin + r)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}

function rss(site: SiteData, posts: PostSummary[]): string {
  const items = posts.map((p) => {
    const url = `${site.origin}/blog/${p.slug}`;
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

export async function postbuild(): Promise<void> {
  const [site, routes, posts, redirects] = await Promise.all([
    readJson<SiteData>("site.json"),
    readJson<string[]>("routes.json"),
    readJson<PostSummary[]>("posts/index.json"),
    readJson<Redirect[]>("redirects.json"),
  ]);
  await writeNotFound();
  await fs.writeFile(path.join(CLIENT, "_redirects"), redirectRules(redirects));
  await fs.writeFile(path.join(CLIENT, "sitemap.xml"), sitemap(site, routes, posts));
  await fs.writeFile(path.join(CLIENT, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
  await fs.writeFile(path.join(CLIENT, "rss.xml"), rss(site, posts));
  console.log(`postbuild: 404.html, _redirects, sitemap.xml (${routes.length - NOINDEX.size} pages), robots.txt, rss.xml`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await postbuild();
}
