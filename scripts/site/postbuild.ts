// After `react-router build`: turns the prerendered pages into what a static host needs: 404.html,
// _redirects, 1200x630 share pictures, sitemap.xml, robots.txt and the blog's RSS feed; and refuses a
// build whose HTML would show a loading fallback instead of content.
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { ROOT } from "../cli/config.ts";
import { SHARE_IMAGE } from "../../src/constants.ts";
import { NOT_FOUND_PATH_GLOBAL } from "../../src/lib/nav.ts";
import { SHARE_DIR } from "../../src/lib/meta.ts";
import type { PostSummary, Redirect, SiteData } from "../../src/content/types.ts";
import { writeFormSkeleton } from "./form-skeleton.ts";

const CLIENT = path.join(ROOT, "build", "client");
const DIST = path.join(ROOT, "dist-content");

const readJson = async <T>(rel: string): Promise<T> => JSON.parse(await fs.readFile(path.join(DIST, rel), "utf8"));
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** Pages that exist for visitors but not for search engines. */
export const NOINDEX = new Set(["/contact/thanks"]);

/**
 * Runs in 404.html before the app's scripts. The host serves that page at any unknown address, but it
 * was rendered for /404: the router must hydrate at /404 to match the markup, so the address is swapped
 * and remembered; the not-found route sends the router back to it once hydrated.
 */
export const NOT_FOUND_SCRIPT = `<script>if(location.pathname!=="/404"){window.${NOT_FOUND_PATH_GLOBAL}=location.pathname+location.search+location.hash;history.replaceState(history.state,"","/404")}</script>`;

/** React Router will not prerender a non-200 page: the not-found page is rendered at /404 and moved here. */
async function writeNotFound() {
  const html = await fs.readFile(path.join(CLIENT, "404", "index.html"), "utf8");
  // Right after the charset, before any other script (csp.ts later hashes it into the page's policy).
  const withScript = html.replace(/<meta charSet="utf-8"\/?>/i, (tag) => `${tag}${NOT_FOUND_SCRIPT}`);
  if (withScript === html) throw new Error("404/index.html has no <meta charSet> to put the address script after");
  await fs.writeFile(path.join(CLIENT, "404.html"), withScript);
  await fs.rm(path.join(CLIENT, "404"), { recursive: true, force: true });
  await fs.rm(path.join(CLIENT, "404.data"), { force: true });
  // Written by React Router for SPA fallbacks; every page is prerendered, so it must never be served.
  await fs.rm(path.join(CLIENT, "__spa-fallback.html"), { force: true });
}

/**
 * Netlify syntax. `301!` forces the short paths past the prerendered redirect pages at the same path;
 * the splat rule only applies when no file exists (unknown industries go to the list).
 */
export function redirectRules(redirects: readonly Redirect[]): string {
  const lines = redirects.map((r) => `${r.from}  ${r.to}  ${r.status}!`);
  lines.push("/locations/*  /locations  301");
  return `${lines.join("\n")}\n`;
}

/** The canonical pages only: no redirecting short paths, no noindex pages; posts carry their date. */
export function sitemap(origin: string, routes: readonly string[], posts: readonly Pick<PostSummary, "slug" | "date">[], noindex: ReadonlySet<string> = NOINDEX): string {
  const postDates = new Map(posts.map((p) => [`/blog/${p.slug}`, p.date]));
  const urls = routes
    .filter((r) => !noindex.has(r))
    .map((r) => {
      const lastmod = postDates.get(r);
      return `  <url><loc>${escapeXml(origin + r)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ""}</url>`;
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

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith(".html")).map((e) => path.join(e.parentPath, e.name));
}

/**
 * React marks a Suspense boundary that was not ready (`<!--$?-->`) or fell back after an error
 * (`<!--$!-->`); such a page would show a fallback without JavaScript and to crawlers.
 */
export function suspenseFallbacks(html: string): number {
  return (html.match(/<!--\$[?!]-->/g) ?? []).length;
}

/**
 * Share pictures must be 1200x630, as the og:image tags say. Pages name `/share/<name>.jpg`; each is cut
 * here from the picture's largest webp variant.
 */
async function writeShareImages(pages: Map<string, string>, origin: string): Promise<number> {
  const prefix = `${origin}/${SHARE_DIR}/`;
  const names = new Set<string>();
  for (const html of pages.values()) {
    for (const m of html.matchAll(/<meta property="og:image" content="([^"]+)"/g)) {
      if (m[1].startsWith(prefix)) names.add(m[1].slice(prefix.length).replace(/\.jpg$/, ""));
    }
  }
  await fs.mkdir(path.join(CLIENT, SHARE_DIR), { recursive: true });
  await Promise.all(
    [...names].map(async (name) => {
      const source = path.join(CLIENT, "images", `${name}_large.webp`);
      await sharp(source)
        .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: "cover", position: sharp.strategy.attention })
        .flatten({ background: "#ffffff" })
        .jpeg({ quality: 82, mozjpeg: true })
        .toFile(path.join(CLIENT, SHARE_DIR, `${name}.jpg`));
    }),
  );
  return names.size;
}

export async function postbuild(): Promise<void> {
  const [site, routes, posts, redirects] = await Promise.all([
    readJson<SiteData>("site.json"),
    readJson<string[]>("routes.json"),
    readJson<PostSummary[]>("posts/index.json"),
    readJson<Redirect[]>("redirects.json"),
  ]);
  await writeNotFound();

  const pages = new Map<string, string>();
  for (const file of await htmlFiles(CLIENT)) pages.set(path.relative(CLIENT, file), await fs.readFile(file, "utf8"));
  const withFallbacks = [...pages].filter(([, html]) => suspenseFallbacks(html) > 0).map(([file]) => file);
  if (withFallbacks.length) {
    throw new Error(`prerendered HTML shows a loading fallback instead of content (a component suspended):\n  ${withFallbacks.join("\n  ")}`);
  }

  const shareImages = await writeShareImages(pages, site.origin);
  await fs.writeFile(path.join(CLIENT, "_redirects"), redirectRules(redirects));
  await fs.writeFile(path.join(CLIENT, "sitemap.xml"), sitemap(site.origin, routes, posts));
  await fs.writeFile(path.join(CLIENT, "robots.txt"), `User-agent: *\nAllow: /\n\nSitemap: ${site.origin}/sitemap.xml\n`);
  await fs.writeFile(path.join(CLIENT, "rss.xml"), rss(site, posts));
  // The host's form handler finds forms by parsing the deployed HTML: a bare copy makes detection certain.
  await writeFormSkeleton(CLIENT);
  const indexed = routes.filter((r) => !NOINDEX.has(r)).length;
  console.log(`postbuild: 404.html, _redirects, ${shareImages} share pictures, sitemap.xml (${indexed} pages), robots.txt, rss.xml, forms/contact.html`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await postbuild().catch((err: Error) => {
    console.error(`postbuild: ${err.message}`);
    process.exitCode = 1;
  });
}
