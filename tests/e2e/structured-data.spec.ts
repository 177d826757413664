import fs from "node:fs";
import path from "node:path";
import { ROUTES, expect, test } from "./fixtures.ts";

const site = JSON.parse(fs.readFileSync(path.resolve("dist-content/site.json"), "utf8")) as { origin: string };
const posts = JSON.parse(fs.readFileSync(path.resolve("dist-content/posts/index.json"), "utf8")) as { slug: string }[];
const ORIGIN = site.origin;
/** Pages kept out of search engines carry no structured data to check. */
const NOINDEX = new Set(["/contact/thanks"]);
const indexed = ROUTES.filter((r) => !NOINDEX.has(r));

type Node = Record<string, unknown>;

/** The JSON-LD blocks of a page; a block that is not JSON fails here. */
function ldJson(html: string, route: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m, i) => {
    try {
      return JSON.parse(m[1]) as Node;
    } catch (err) {
      throw new Error(`${route}: JSON-LD block ${i + 1} is not JSON (${(err as Error).message})`);
    }
  });
}

/** Every typed object of a graph, nested ones included, with where it sits. */
function typedNodes(value: unknown, at = "$"): { node: Node; at: string }[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => typedNodes(v, `${at}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const node = value as Node;
  const own = typeof node["@type"] === "string" ? [{ node, at }] : [];
  return [...own, ...Object.entries(node).flatMap(([k, v]) => typedNodes(v, `${at}.${k}`))];
}

const text = (v: unknown) => typeof v === "string" && v.trim().length > 0;
const isoDate = (v: unknown) => typeof v === "string" && /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2})?)?$/.test(v) && !Number.isNaN(Date.parse(v));
const absolute = (v: unknown) => typeof v === "string" && /^https:\/\/\S+$/.test(v);
const imageOk = (v: unknown): boolean =>
  absolute(v) || (Array.isArray(v) && v.length > 0 && v.every(imageOk)) || (!!v && typeof v === "object" && absolute((v as Node).url));

/**
 * schema.org types this site uses, each with what Google's structured-data guidelines require or
 * recommend. An unknown type fails too: a misspelt @type is silently ignored by search engines.
 */
const RULES: Record<string, (n: Node) => string[]> = {
  LocalBusiness: (n) => [
    ...(text(n.name) ? [] : ["name is required"]),
    ...(n.address && typeof n.address === "object" ? [] : ["address (PostalAddress) is required"]),
    ...(absolute(n.url) ? [] : ["url is recommended"]),
    ...(text(n.telephone) ? [] : ["telephone is recommended"]),
  ],
  PostalAddress: (n) =>
    ["streetAddress", "addressLocality", "addressRegion", "postalCode", "addressCountry"].filter((k) => !text(n[k])).map((k) => `${k} is required`),
  GeoCoordinates: (n) => (typeof n.latitude === "number" && typeof n.longitude === "number" ? [] : ["latitude and longitude must be numbers"]),
  OpeningHoursSpecification: (n) =>
    Array.isArray(n.dayOfWeek) && /^\d\d:\d\d$/.test(String(n.opens)) && /^\d\d:\d\d$/.test(String(n.closes))
      ? []
      : ["dayOfWeek, opens and closes (hh:mm) are required"],
  FAQPage: (n) => (Array.isArray(n.mainEntity) && n.mainEntity.length > 0 ? [] : ["mainEntity must list the questions"]),
  Question: (n) => [
    ...(text(n.name) ? [] : ["name (the question) is required"]),
    ...((n.acceptedAnswer as Node | undefined)?.["@type"] === "Answer" ? [] : ["acceptedAnswer (Answer) is required"]),
  ],
  Answer: (n) => (text(n.text) ? [] : ["text is required"]),
  BlogPosting: (n) => [
    ...(text(n.headline) ? [] : ["headline is required"]),
    ...(imageOk(n.image) ? [] : ["image (absolute URL) is required"]),
    ...(isoDate(n.datePublished) ? [] : ["datePublished (ISO 8601) is required"]),
    ...(n.dateModified === undefined || isoDate(n.dateModified) ? [] : ["dateModified must be ISO 8601"]),
    ...(text((n.author as Node | undefined)?.name) ? [] : ["author with a name is required"]),
    ...(absolute(n.url) || n.mainEntityOfPage ? [] : ["url or mainEntityOfPage is recommended"]),
  ],
  Person: (n) => (text(n.name) ? [] : ["name is required"]),
  Organization: (n) => (text(n.name) ? [] : ["name is required"]),
  ImageObject: (n) => (absolute(n.url) ? [] : ["url (absolute) is required"]),
  WebPage: (n) => (absolute(n["@id"]) || absolute(n.url) ? [] : ["@id or url is required"]),
  BreadcrumbList: (n) => {
    const items = n.itemListElement as Node[] | undefined;
    if (!Array.isArray(items) || items.length < 2) return ["itemListElement needs at least two ListItems"];
    return items.flatMap((item, i) => [
      ...(item.position === i + 1 ? [] : [`item ${i + 1}: position must be ${i + 1}`]),
      ...(text(item.name) ? [] : [`item ${i + 1}: name is required`]),
      ...(i === items.length - 1 || absolute(item.item) ? [] : [`item ${i + 1}: item (absolute URL) is required`]),
    ]);
  },
  ListItem: (n) => (typeof n.position === "number" ? [] : ["position is required"]),
  Service: (n) => [...(text(n.name) ? [] : ["name is required"]), ...(n.provider ? [] : ["provider is recommended"])],
  City: (n) => (text(n.name) ? [] : ["name is required"]),
  AdministrativeArea: (n) => (text(n.name) ? [] : ["name is required"]),
  State: (n) => (text(n.name) ? [] : ["name is required"]),
  Place: (n) => (text(n.name) ? [] : ["name is required"]),
  Offer: () => [],
  WebSite: (n) => (text(n.name) && absolute(n.url) ? [] : ["name and url are required"]),
};

/** The schema.org types each page must carry. */
function expectedTypes(route: string): string[] {
  const types: string[] = [];
  if (route === "/" || route === "/contact") types.push("LocalBusiness");
  if (route === "/faq" || /^\/locations\/[^/]+$/.test(route)) types.push("FAQPage");
  if (posts.some((p) => route === `/blog/${p.slug}`)) types.push("BlogPosting");
  if (route !== "/") types.push("BreadcrumbList");
  return types;
}

test.describe("structured data", () => {
  // Whole-site loops: one test walks every page.
  test.describe.configure({ timeout: 120_000 });
  test("every page's JSON-LD is valid schema.org with the fields search engines require", async ({ request }) => {
    const problems: string[] = [];
    const urls = new Set<string>();
    for (const route of indexed) {
      const html = await (await request.get(route)).text();
      const blocks = ldJson(html, route);
      const topTypes = blocks.map((b) => b["@type"]);
      for (const type of expectedTypes(route)) if (!topTypes.includes(type)) problems.push(`${route}: no ${type}`);
      for (const [i, block] of blocks.entries()) {
        if (block["@context"] !== "https://schema.org") problems.push(`${route} block ${i + 1}: @context must be https://schema.org`);
        for (const { node, at } of typedNodes(block)) {
          const rule = RULES[node["@type"] as string];
          if (!rule) problems.push(`${route} ${at}: unknown @type ${String(node["@type"])}`);
          else for (const p of rule(node)) problems.push(`${route} ${at} (${String(node["@type"])}): ${p}`);
        }
        // The last crumb is this very page, at its canonical address.
        if (block["@type"] === "BreadcrumbList") {
          const items = block.itemListElement as Node[];
          expect(items.at(-1)?.item, `${route}: last breadcrumb`).toBe(`${ORIGIN}${route}`);
        }
        for (const m of JSON.stringify(block).matchAll(new RegExp(`"(${ORIGIN.replace(/\./g, "\\.")}[^"#]*)`, "g"))) urls.add(m[1]);
      }
    }
    expect(problems).toEqual([]);
    // Every address of the site named in structured data answers.
    for (const url of urls) {
      const response = await request.get(url.slice(ORIGIN.length) || "/", { maxRedirects: 0 });
      expect(response.status(), url).toBe(200);
    }
  });

  test("the FAQ page's structured data has every question shown on the page", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    const faq = ldJson(html, "/faq").find((b) => b["@type"] === "FAQPage");
    const questions = (faq?.mainEntity as Node[]).map((q) => q.name);
    const entries = (JSON.parse(fs.readFileSync(path.resolve("dist-content/faq.json"), "utf8")) as { entries: { question: string }[] }).entries;
    expect(questions.sort()).toEqual(entries.map((e) => e.question).sort());
  });
});

test.describe("feeds", () => {
  test.describe.configure({ timeout: 120_000 });
  test("rss.xml is well-formed RSS listing every blog post, and every page links to it", async ({ page, request }) => {
    const response = await request.get("/rss.xml");
    expect(response.status()).toBe(200);
    const xml = await response.text();
    const feed = await page.evaluate((source) => {
      const doc = new DOMParser().parseFromString(source, "application/xml");
      const error = doc.querySelector("parsererror")?.textContent ?? null;
      const items = [...doc.querySelectorAll("channel > item")].map((item) => ({
        title: item.querySelector("title")?.textContent ?? "",
        link: item.querySelector("link")?.textContent ?? "",
        pubDate: item.querySelector("pubDate")?.textContent ?? "",
      }));
      return { error, root: doc.documentElement.nodeName, version: doc.documentElement.getAttribute("version"), items };
    }, xml);
    expect(feed.error).toBeNull();
    expect(feed.root).toBe("rss");
    expect(feed.version).toBe("2.0");
    expect(feed.items).toHaveLength(posts.length);
    expect(feed.items.map((i) => i.link).sort()).toEqual(posts.map((p) => `${ORIGIN}/blog/${p.slug}`).sort());
    for (const item of feed.items) {
      expect(item.title, item.link).not.toBe("");
      expect(Number.isNaN(Date.parse(item.pubDate)), `${item.link} pubDate ${item.pubDate}`).toBe(false);
    }
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      expect(html, route).toMatch(/<link rel="alternate" type="application\/rss\+xml" title="[^"]+" href="\/rss.xml"\/>/);
    }
  });
});
