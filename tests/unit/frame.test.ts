import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { afterAll, describe, expect, it } from "vitest";
import { RedirectsHandler } from "../../scripts/host/engines.ts";
import { NOINDEX, redirectRules, sitemap } from "../../scripts/postbuild/host-files.ts";
import { parsePage } from "../../scripts/postbuild/html.ts";
import { matchPattern } from "../../core/redirects.ts";
import type { SiteData } from "../../core/content-types.ts";
import { pageMeta, shareImageUrl } from "../../src/lib/meta.ts";
import { activeSection, isActivePath } from "../../src/lib/nav.ts";
import { decideSplash, isExternalReferrer, SPLASH_KEYS } from "../../src/lib/splash.ts";

const ORIGIN = "https://patapsco-vending.example";

describe("isActivePath", () => {
  it("marks a link active on its own page and on every page below it", () => {
    expect(isActivePath("/solutions", "/solutions")).toBe(true);
    expect(isActivePath("/solutions/smart-coolers", "/solutions")).toBe(true);
    expect(isActivePath("/service-area/westminster/", "/service-area")).toBe(true);
  });

  it("does not mark a link whose path is only a prefix of another word", () => {
    expect(isActivePath("/solutions-archive", "/solutions")).toBe(false);
    expect(isActivePath("/blog", "/blog/post")).toBe(false);
  });

  it("marks the home link only on the home page itself", () => {
    expect(isActivePath("/", "/")).toBe(true);
    expect(isActivePath("/about", "/")).toBe(false);
  });
});

describe("activeSection", () => {
  const tops = [
    { id: "hero", top: 68 },
    { id: "about", top: 900 },
    { id: "benefits", top: 1800 },
  ];

  it("is the last section whose top is above the scroll position plus the offset", () => {
    expect(activeSection(tops, 0, 100)).toBe("hero");
    expect(activeSection(tops, 799, 100)).toBe("hero");
    expect(activeSection(tops, 800, 100)).toBe("about");
    expect(activeSection(tops, 5000, 100)).toBe("benefits");
  });

  it("is undefined above the first section", () => {
    expect(activeSection([{ id: "hero", top: 500 }], 0, 100)).toBeUndefined();
  });
});

/** sessionStorage's three methods over a plain map, to watch what the splash rule writes. */
function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  return {
    items,
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
  };
}

describe("decideSplash", () => {
  it("shows the splash on the first visit of a session and records the visit", () => {
    const storage = memoryStorage();
    expect(decideSplash(storage, "", ORIGIN)).toBe(true);
    expect(storage.items.get(SPLASH_KEYS.visited)).toBe("true");
  });

  it("does not show it again once the session has visited", () => {
    const storage = memoryStorage();
    decideSplash(storage, "", ORIGIN);
    expect(decideSplash(storage, `${ORIGIN}/about`, ORIGIN)).toBe(false);
  });

  it("skips it for a visitor arriving from another site, and clears the external-referrer flag", () => {
    const storage = memoryStorage();
    expect(decideSplash(storage, "https://www.google.com/", ORIGIN)).toBe(false);
    expect(storage.items.has(SPLASH_KEYS.external)).toBe(false);
    // The visit counts: a reload of the same page does not bring the splash back.
    expect(decideSplash(storage, "", ORIGIN)).toBe(false);
  });

  it("skips it when the session already carries the external-referrer flag", () => {
    const storage = memoryStorage({ [SPLASH_KEYS.external]: "true" });
    expect(decideSplash(storage, "", ORIGIN)).toBe(false);
    expect(storage.items.has(SPLASH_KEYS.external)).toBe(false);
  });

  it("treats a page of this site as an internal referrer, whatever its path", () => {
    expect(isExternalReferrer(`${ORIGIN}/blog`, ORIGIN)).toBe(false);
    expect(isExternalReferrer("https://patapsco-vending.example.evil.test/", ORIGIN)).toBe(true);
    expect(isExternalReferrer("not a url", ORIGIN)).toBe(false);
  });
});

const tempDirs: string[] = [];
afterAll(() => tempDirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** `text` as a `_redirects` file in a folder of its own. */
function writeTemp(text: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "redirects-"));
  tempDirs.push(dir);
  fs.writeFileSync(path.join(dir, "_redirects"), text);
  return path.join(dir, "_redirects");
}

/** Where Netlify's own matcher (`@netlify/redirects`, as the local host runs it) sends `pathname` under `text` as `_redirects`. */
function redirectsOf(text: string): (pathname: string) => Promise<{ to: string; status: number; force: boolean } | undefined> {
  const dir = path.dirname(writeTemp(text));
  const engine = new RedirectsHandler({ projectDir: dir, publicDir: dir, configRedirects: [], jwtRoleClaim: "", jwtSecret: "" });
  return async (pathname) => {
    const match = await engine.match(new Request(`http://site.local${pathname}`));
    return match && { to: match.target.href.replace("http://site.local", ""), status: match.statusCode, force: match.force };
  };
}

describe("_redirects rules", () => {
  const text = [
    "# short paths of old links",
    "/locations/apartments  /locations/apartments-multi-family  301!",
    "/solutions/smart-store  /solutions/smart-stores  301!",
    "/news/:year/:slug  /blog/:slug  302",
    "/old/*  /archive/:splat  301",
  ].join("\n");
  const match = redirectsOf(text);

  it("reads from, to, status and the force mark of each line with Netlify's parser, skipping comments", async () => {
    const { redirects, errors } = await parseAllRedirects({ redirectsFiles: [writeTemp(text)], configRedirects: [], minimal: false });
    expect(errors).toEqual([]);
    expect(redirects).toHaveLength(4);
    expect(redirects[0]).toMatchObject({ from: "/locations/apartments", to: "/locations/apartments-multi-family", status: 301, force: true });
    expect(redirects[3]).toMatchObject({ from: "/old/*", to: "/archive/:splat", status: 301, force: false });
  });

  it("defaults to a 301 when a line names no status", async () => {
    expect(await redirectsOf("/a  /b")("/a")).toEqual({ to: "/b", status: 301, force: false });
  });

  it("refuses a malformed line, as Netlify's build does", async () => {
    const { errors } = await parseAllRedirects({ redirectsFiles: [writeTemp("/a  /b  301\n/c")], configRedirects: [], minimal: false });
    expect(errors.map(String).join()).toMatch(/Missing destination path\/URL/);
  });

  it("matches a path with or without its trailing slash", async () => {
    expect((await match("/solutions/smart-store/"))?.to).toBe("/solutions/smart-stores");
  });

  it("marks forced rules (applied before files) apart from the others (applied where no file answers)", async () => {
    expect(await match("/locations/apartments")).toMatchObject({ force: true });
    expect(await match("/old/a")).toMatchObject({ force: false });
  });

  it("fills placeholders and the splat into the target", async () => {
    expect((await match("/news/2025/micro-markets"))?.to).toBe("/blog/micro-markets");
    expect((await match("/old/a/b"))?.to).toBe("/archive/a/b");
  });

  it("does not match a longer or shorter path than the pattern", async () => {
    expect(await match("/news/2025")).toBeUndefined();
    expect(await match("/news/2025/a/b")).toBeUndefined();
    expect(matchPattern("/news/:year/:slug", "/news/2025")).toBeUndefined();
    expect(matchPattern("/news/:year/:slug", "/news/2025/a/b")).toBeUndefined();
    expect(matchPattern("/locations/*", "/locations/")).toBeUndefined();
  });
});

describe("redirectRules", () => {
  const redirects = [
    { from: "/locations/apartments", to: "/locations/apartments-multi-family", status: 301 },
    { from: "/solutions/smart-store", to: "/solutions/smart-stores", status: 301 },
    { from: "/locations/:slug/*", to: "/locations", status: 301 },
  ];

  it("forces each short path past its prerendered page and sends unknown industries to the list", () => {
    expect(redirectRules(redirects)).toBe(
      [
        "/locations/apartments  /locations/apartments-multi-family  301!",
        "/solutions/smart-store  /solutions/smart-stores  301!",
        "/locations/:slug/*  /locations  301",
        "",
      ].join("\n"),
    );
  });

  it("writes rules Netlify's matcher reads back to the same redirects", async () => {
    const match = redirectsOf(redirectRules(redirects));
    expect(await match("/locations/apartments")).toEqual({ to: "/locations/apartments-multi-family", status: 301, force: true });
    // An industry page matches only the folder rule, which is not forced: its own file answers first.
    expect(await match("/locations/office-buildings")).toMatchObject({ force: false });
    expect(await match("/solutions/smart-stores")).toBeUndefined();
  });

  it("writes the folder rule in a form Netlify's matcher applies, below the folder only (decision 024)", async () => {
    const match = redirectsOf(redirectRules(redirects));
    for (const address of ["/locations/nope", "/locations/nope/", "/locations/a/b"])
      expect(await match(address), address).toMatchObject({ to: "/locations", force: false });
    expect(await match("/locations")).toBeUndefined();
    // `/locations/*` also matches `/locations` itself: netlify-redirector drops such a rule as a loop.
    expect(await redirectsOf("/locations/*  /locations  301")("/locations/nope")).toBeUndefined();
  });
});

describe("sitemap", () => {
  const xml = sitemap(ORIGIN, ["/", "/blog", "/blog/first-post", "/contact", "/contact/thanks"], [{ slug: "first-post", date: "2025-10-23" }]);
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);

  it("lists every canonical page with the site origin", () => {
    expect(locs).toEqual([`${ORIGIN}/`, `${ORIGIN}/blog`, `${ORIGIN}/blog/first-post`, `${ORIGIN}/contact`]);
  });

  it("leaves out pages kept from search engines", () => {
    expect(NOINDEX.has("/contact/thanks")).toBe(true);
    expect(xml).not.toContain("/contact/thanks");
  });

  it("dates each post", () => {
    expect(xml).toContain(`<loc>${ORIGIN}/blog/first-post</loc><lastmod>2025-10-23</lastmod>`);
  });

  it("escapes what XML cannot carry as is", () => {
    expect(sitemap("https://a.example", ["/q&a"], [])).toContain("<loc>https://a.example/q&amp;a</loc>");
  });
});

describe("parsePage: loading fallbacks", () => {
  it("finds boundaries that were pending or fell back, not completed ones", () => {
    expect(parsePage("<main><!--$--><p>ready</p><!--/$--></main>").fallbacks).toBe(0);
    expect(parsePage('<main><!--$?--><template id="B:0"></template><p>Loading</p><!--/$--></main>').fallbacks).toBe(1);
    expect(parsePage("<!--$!--><p>Loading</p><!--/$-->").fallbacks).toBe(1);
  });
});

describe("page meta", () => {
  const site = {
    name: "Patapsco Smart Vending",
    origin: ORIGIN,
    shareImage: { large: "/images/smart-store-700_large.webp", alt: "A Smart Store 700" },
  } as SiteData;
  const tags = pageMeta(site, { title: "About | Patapsco", description: "Who we are.", keywords: ["vending", "Westminster"], path: "/about" });
  const find = (key: string, value: string) => tags.find((t) => (t as Record<string, unknown>)[key] === value) as Record<string, string> | undefined;

  it("sets title, description, keywords and the canonical link to the page's address", () => {
    expect(tags[0]).toEqual({ title: "About | Patapsco" });
    expect(find("name", "description")?.content).toBe("Who we are.");
    expect(find("name", "keywords")?.content).toBe("vending, Westminster");
    expect(find("rel", "canonical")?.href).toBe(`${ORIGIN}/about`);
  });

  it("shares a 1200x630 picture at an absolute address, with the site name, locale and large card", () => {
    expect(find("property", "og:image")?.content).toBe(`${ORIGIN}/share/smart-store-700.jpg`);
    expect(find("property", "og:image:width")?.content).toBe("1200");
    expect(find("property", "og:image:height")?.content).toBe("630");
    expect(find("property", "og:site_name")?.content).toBe("Patapsco Smart Vending");
    expect(find("property", "og:locale")?.content).toBe("en_US");
    expect(find("name", "twitter:card")?.content).toBe("summary_large_image");
    expect(find("name", "twitter:image")?.content).toBe(`${ORIGIN}/share/smart-store-700.jpg`);
  });

  it("leaves a picture from elsewhere as it is, without claiming its size", () => {
    expect(shareImageUrl(ORIGIN, "https://images.example/photo.jpg")).toBe("https://images.example/photo.jpg");
    expect(shareImageUrl(ORIGIN, "/favicon.svg")).toBe(`${ORIGIN}/favicon.svg`);
    const external = pageMeta(site, { title: "T", description: "D", path: "/x", image: "https://images.example/photo.jpg" });
    expect(external.some((t) => (t as Record<string, unknown>).property === "og:image:width")).toBe(false);
  });

  it("keeps only the title for a page that opts out of the meta tags", () => {
    expect(pageMeta(site, { title: "Custom", description: "D", path: "/x", noMeta: true })).toEqual([{ title: "Custom" }]);
  });
});
