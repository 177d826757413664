import fs from "node:fs";
import path from "node:path";
import { isFolderRule } from "../../core/redirects.ts";
import { ROUTES, expect, hydrated, test } from "./fixtures.ts";

const ORIGIN = "https://patapsco-vending.example";
const pages = ROUTES.filter((r) => r !== "/contact/thanks");
const allRedirects = JSON.parse(fs.readFileSync(path.resolve("dist-content/redirects.json"), "utf8")) as { from: string; to: string }[];
/** The short paths of old links; a folder rule (`/locations/:slug/*`) has no page of its own and is tried with an address under it. */
const redirects = allRedirects.filter((r) => !isFolderRule(r.from));
const folderRules = allRedirects.filter((r) => isFolderRule(r.from));

/**
 * A 404 answer is logged by the browser as a failed resource load; on the not-found tests that is the
 * point, so those lines (and only those) are taken off the fixture's list of problems.
 */
const expectNotFoundLoads = (problems: string[]) => {
  const rest = problems.filter((p) => !/Failed to load resource: the server responded with a status of 404/.test(p));
  problems.splice(0, problems.length, ...rest);
};

/** Width and height of a baseline or progressive JPEG, from its start-of-frame marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | undefined {
  let i = 2;
  while (i + 9 < bytes.length) {
    const marker = bytes[i + 1];
    if (marker >= 0xc0 && marker <= 0xc2) return { height: bytes.readUInt16BE(i + 5), width: bytes.readUInt16BE(i + 7) };
    i += 2 + bytes.readUInt16BE(i + 2);
  }
  return undefined;
}

test.describe("every prerendered page", () => {
  test("titles are unique across pages", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const route of pages) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(titles.get(title), `${route} shares its title with ${titles.get(title)}`).toBeUndefined();
      titles.set(title, route);
    }
  });

  test("each page carries its heading, meta tags, canonical link and share tags in the HTML itself, with no loading fallback", async ({ request }) => {
    for (const route of pages) {
      const html = await (await request.get(route)).text();
      expect(html, route).toMatch(/<h1[\s>]/);
      expect(html, route).toContain(`<link rel="canonical" href="${ORIGIN}${route}"`);
      expect(html, route).toMatch(/<meta name="description" content="[^"]{20,}"/);
      expect(html, route).toMatch(/<meta name="keywords" content="[^"]+"/);
      expect(html, route).toMatch(new RegExp(`<meta property="og:url" content="${ORIGIN}${route}"`));
      expect(html, route).toMatch(new RegExp(`<meta property="og:image" content="${ORIGIN}/[^"]+"`));
      expect(html, route).toContain('<meta property="og:image:width" content="1200"');
      expect(html, route).toContain('<meta property="og:image:height" content="630"');
      expect(html, route).toContain('<meta property="og:locale" content="en_US"');
      expect(html, route).toMatch(/<meta property="og:site_name" content="[^"]+"/);
      expect(html, route).toContain('<meta name="twitter:card" content="summary_large_image"');
      // React's marks of a Suspense boundary that showed its fallback instead of the content.
      expect(html, route).not.toMatch(/<!--\$[?!]-->/);
    }
  });

  test("the share pictures the pages name exist and are 1200x630", async ({ request }) => {
    const images = new Set<string>();
    for (const route of pages) {
      const html = await (await request.get(route)).text();
      images.add(/<meta property="og:image" content="([^"]+)"/.exec(html)![1].replace(ORIGIN, ""));
    }
    for (const image of images) {
      const response = await request.get(image);
      expect(response.status(), image).toBe(200);
      expect(jpegSize(await response.body()), image).toEqual({ width: 1200, height: 630 });
    }
  });

  test("every page's footer links to the privacy notice and the accessibility statement", async ({ request }) => {
    const missing: string[] = [];
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      const footer = html.slice(html.lastIndexOf("<footer"));
      for (const href of ["/privacy", "/accessibility"]) if (!footer.includes(`href="${href}"`)) missing.push(`${route}: no ${href}`);
    }
    expect(missing).toEqual([]);
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // Scripts off is a context of its own for each test: the pages share one.
  test("the home, solution, location, town, blog, FAQ and contact pages show their main content, and the header and footer links load their pages", async ({
    page,
  }) => {
    for (const route of ["/", "/solutions/smart-stores", "/locations/office-buildings", "/service-area/westminster", "/blog", "/faq", "/contact"]) {
      await page.goto(route);
      await expect(page.locator("h1").first(), route).toBeVisible();
      await expect(page.locator("main"), route).toContainText(/\w{20,}|\w+ \w+ \w+ \w+/);
      await expect(page.getByRole("contentinfo"), route).toBeVisible();
    }

    // The header and footer links are real links.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/");
    await page.getByRole("navigation", { name: "Main" }).getByRole("link", { name: "Service Area" }).click();
    await expect(page).toHaveURL("/service-area");
    await expect(page.locator("h1")).toBeVisible();
    await page.getByRole("contentinfo").getByRole("link", { name: "Customer Support" }).first().click();
    await expect(page).toHaveURL("/customer");
    await expect(page.locator("h1")).toBeVisible();
  });
});

test.describe("the static host", () => {
  test("an unknown path answers 404 with the not-found page and keeps its address", async ({ page, problems }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("404");
    await expect(page.getByRole("heading", { name: /Page Not Found/ })).toBeVisible();
    await expect(page.getByText("Sorry, the page you are looking for does not exist or has been moved")).toBeVisible();
    await expect(page.getByRole("link", { name: /homepage/i })).toHaveAttribute("href", "/");
    await expect(page).toHaveTitle(/Page Not Found/);
    await expect(page).toHaveURL("/no-such-page");
    // The page still works as an app: the home link navigates without a reload.
    await page.getByRole("link", { name: /homepage/i }).click();
    await expect(page).toHaveURL("/");
    await expect(page.locator("h1")).toBeVisible();
    expectNotFoundLoads(problems);
  });

  test("the not-found page offers the phone number and the site's search", async ({ page, problems }) => {
    const site = JSON.parse(fs.readFileSync(path.resolve("dist-content/site.json"), "utf8"));
    await page.goto("/no-such-page");
    await hydrated(page);
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: site.phone })).toHaveAttribute("href", `tel:+1${site.phone.replace(/\D/g, "")}`);
    await main.getByRole("button", { name: "Search the site" }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("searchbox").fill("micro market");
    await expect(dialog.getByRole("link").first()).toBeVisible();
    expectNotFoundLoads(problems);
  });

  test("each short path of an old link, and an unknown address under a location type, is a permanent redirect that lands on its page", async ({
    request,
    baseURL,
  }) => {
    for (const { from, to } of [...redirects, { from: "/locations/nope", to: "/locations" }, { from: "/locations/a/b", to: "/locations" }]) {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status(), from).toBe(301);
      expect(response.headers().location, from).toBe(to);
      // Followed as a browser follows it, to the page it names.
      const landed = await request.get(from);
      expect(landed.url(), from).toBe(`${baseURL}${to}`);
      expect(landed.status(), from).toBe(200);
    }
  });

  test("the short paths are also prerendered as redirect pages and written as _redirects rules", async ({ request }) => {
    const rules = fs.readFileSync(path.resolve("build/client/_redirects"), "utf8");
    for (const { from, to } of redirects) {
      expect(rules).toContain(`${from}  ${to}  301!`);
      const page = fs.readFileSync(path.resolve(`build/client${from}.html`), "utf8");
      // HTML's refresh syntax: a space after the semicolon (the W3C validator refuses "0;url=").
      expect(page).toContain(`<meta http-equiv="refresh" content="0; url=${to}">`);
    }
    // A folder rule applies only where no file answers: not forced, and no page of its own.
    expect(folderRules.map((r) => r.from)).toEqual(["/locations/:slug/*"]);
    for (const { from, to } of folderRules) expect(rules.split("\n")).toContain(`${from}  ${to}  301`);
    expect((await request.get("/_redirects")).status()).toBe(404);
  });

  test("an unknown town is logged and shows the not-found page", async ({ page, problems }) => {
    const warnings: string[] = [];
    page.on("console", (msg) => msg.type() === "warning" && warnings.push(msg.text()));
    const response = await page.goto("/service-area/frederick");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: /Page Not Found/ })).toBeVisible();
    await expect(page).toHaveURL("/service-area/frederick");
    await expect.poll(() => warnings.some((w) => /town.*not found.*frederick/i.test(w))).toBe(true);
    expectNotFoundLoads(problems);
  });

  test("an unknown post shows the not-found page", async ({ page, problems }) => {
    const response = await page.goto("/blog/no-such-post");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: /Page Not Found/ })).toBeVisible();
    await expect(page).toHaveURL("/blog/no-such-post");
    expectNotFoundLoads(problems);
  });

  test("a missing route-data file answers 404, and the SPA fallback is never served", async ({ request }) => {
    expect((await request.get("/service-area/frederick.data")).status()).toBe(404);
    expect((await request.get("/__spa-fallback.html")).status()).toBe(404);
  });

  test("hashed assets are cached for a year and text is compressed", async ({ request, page }) => {
    await page.goto("/");
    const script = await page.locator('script[type="module"][src^="/assets/"], link[rel="modulepreload"][href^="/assets/"]').first();
    const src = (await script.getAttribute("src")) ?? (await script.getAttribute("href"))!;
    const asset = await request.get(src, { headers: { "Accept-Encoding": "br, gzip" } });
    expect(asset.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(asset.headers()["content-encoding"]).toMatch(/br|gzip/);
    const html = await request.get("/", { headers: { "Accept-Encoding": "gzip" } });
    expect(html.headers()["cache-control"]).toContain("must-revalidate");
  });

  test("sitemap.xml lists exactly the canonical pages and robots.txt points at it", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace(ORIGIN, ""));
    expect(locs.sort()).toEqual([...pages].sort());
    for (const { from } of redirects) expect(locs).not.toContain(from);
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});

test("client-side navigation does not reload the document", async ({ page }) => {
  await page.goto("/");
  await hydrated(page);
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = "still here"));
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL("/faq");
  await expect(page.locator("h1")).toBeVisible();
  await page.getByRole("contentinfo").getByRole("link", { name: "About Us" }).click();
  await expect(page).toHaveURL("/about");
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe("still here");
});
