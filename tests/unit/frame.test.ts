import { describe, expect, it } from "vitest";
import { NOINDEX, redirectRules, sitemap } from "../../scripts/postbuild/host-files.ts";
import { pageFacts } from "../../scripts/postbuild/html.ts";
import { matchPattern } from "../../core/redirects.ts";
import { matchRedirect, parseRedirects } from "../../scripts/server/redirects.ts";
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

describe("_redirects rules", () => {
  const rules = parseRedirects(
    [
      "# short paths of old links",
      "/locations/apartments  /locations/apartments-multi-family  301!",
      "/solutions/smart-store  /solutions/smart-stores  301!",
      "/news/:year/:slug  /blog/:slug  302",
      "/locations/*  /locations  301",
      "/old/*  /archive/:splat  301",
    ].join("\n"),
  );

  it("reads from, to, status and the force mark of each line, skipping comments", () => {
    expect(rules).toHaveLength(5);
    expect(rules[0]).toEqual({ from: "/locations/apartments", to: "/locations/apartments-multi-family", status: 301, force: true });
    expect(rules[3]).toEqual({ from: "/locations/*", to: "/locations", status: 301, force: false });
  });

  it("defaults to a 301 when a line names no status", () => {
    expect(parseRedirects("/a  /b")[0]).toMatchObject({ status: 301, force: false });
  });

  it("rejects a malformed line with its line number", () => {
    expect(() => parseRedirects("/a  /b  301\n/c")).toThrow(/_redirects:2: expected/);
    expect(() => parseRedirects("/a  /b  299")).toThrow(/_redirects:1/);
  });

  it("matches a path with or without its trailing slash", () => {
    expect(matchRedirect(rules, "/solutions/smart-store/", { forcedOnly: true })?.location).toBe("/solutions/smart-stores");
  });

  it("applies only forced rules before files, and every rule after", () => {
    expect(matchRedirect(rules, "/locations/nope", { forcedOnly: true })).toBeUndefined();
    expect(matchRedirect(rules, "/locations/nope", { forcedOnly: false })?.location).toBe("/locations");
  });

  it("does not let a splat match the folder itself", () => {
    expect(matchRedirect(rules, "/locations", { forcedOnly: false })).toBeUndefined();
    expect(matchPattern("/locations/*", "/locations/")).toBeUndefined();
  });

  it("fills placeholders and the splat into the target", () => {
    expect(matchRedirect(rules, "/news/2025/micro-markets", { forcedOnly: false })).toMatchObject({ location: "/blog/micro-markets" });
    expect(matchRedirect(rules, "/old/a/b", { forcedOnly: false })?.location).toBe("/archive/a/b");
  });

  it("does not match a longer or shorter path than the pattern", () => {
    expect(matchPattern("/news/:year/:slug", "/news/2025")).toBeUndefined();
    expect(matchPattern("/news/:year/:slug", "/news/2025/a/b")).toBeUndefined();
  });
});

describe("redirectRules", () => {
  const redirects = [
    { from: "/locations/apartments", to: "/locations/apartments-multi-family", status: 301 },
    { from: "/solutions/smart-store", to: "/solutions/smart-stores", status: 301 },
    { from: "/locations/*", to: "/locations", status: 301 },
  ];

  it("forces each short path past its prerendered page and sends unknown industries to the list", () => {
    expect(redirectRules(redirects)).toBe(
      [
        "/locations/apartments  /locations/apartments-multi-family  301!",
        "/solutions/smart-store  /solutions/smart-stores  301!",
        "/locations/*  /locations  301",
        "",
      ].join("\n"),
    );
  });

  it("writes rules the local host reads back to the same redirects", () => {
    const rules = parseRedirects(redirectRules(redirects));
    expect(matchRedirect(rules, "/locations/apartments", { forcedOnly: true })?.location).toBe("/locations/apartments-multi-family");
    expect(matchRedirect(rules, "/locations/office-buildings", { forcedOnly: true })).toBeUndefined();
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

describe("pageFacts: loading fallbacks", () => {
  it("finds boundaries that were pending or fell back, not completed ones", () => {
    expect(pageFacts("<main><!--$--><p>ready</p><!--/$--></main>").fallbacks).toBe(0);
    expect(pageFacts('<main><!--$?--><template id="B:0"></template><p>Loading</p><!--/$--></main>').fallbacks).toBe(1);
    expect(pageFacts("<!--$!--><p>Loading</p><!--/$-->").fallbacks).toBe(1);
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
