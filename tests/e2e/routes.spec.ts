import { ROUTES, expect, test } from "./fixtures.ts";

const pages = ROUTES.filter((r) => r !== "/contact/thanks");

test.describe("every prerendered page", () => {
  for (const route of ROUTES) {
    test(`${route} answers 200 with its own title and main heading`, async ({ page }) => {
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      await expect(page).toHaveTitle(/\S/);
      await expect(page.locator("h1").first()).toBeVisible();
    });
  }

  test("titles are unique across pages", async ({ request }) => {
    const titles = new Map<string, string>();
    for (const route of pages) {
      const html = await (await request.get(route)).text();
      const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "";
      expect(titles.get(title), `${route} shares its title with ${titles.get(title)}`).toBeUndefined();
      titles.set(title, route);
    }
  });

  test("each page carries its heading, canonical link and Open Graph tags in the HTML itself", async ({ request }) => {
    for (const route of ROUTES) {
      const html = await (await request.get(route)).text();
      expect(html, route).toMatch(/<h1[\s>]/);
      expect(html, route).toContain(`<link rel="canonical" href="https://patapsco-vending.example${route === "/" ? "/" : route}"`);
      expect(html, route).toMatch(/<meta property="og:image" content="https:\/\/[^"]+"/);
    }
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  for (const route of ["/", "/solutions/smart-stores", "/locations/office-buildings", "/service-area/westminster", "/blog", "/faq", "/contact"]) {
    test(`${route} still shows its main content`, async ({ page }) => {
      await page.goto(route);
      await expect(page.locator("h1").first()).toBeVisible();
      await expect(page.locator("main")).toContainText(/\w{20,}|\w+ \w+ \w+ \w+/);
      await expect(page.getByRole("contentinfo")).toBeVisible();
    });
  }
});

test.describe("the static host", () => {
  test("an unknown path answers 404 with the not-found page", async ({ page }) => {
    const response = await page.goto("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { name: /Page Not Found/ })).toBeVisible();
    await expect(page.getByText("Sorry, the page you are looking for does not exist or has been moved")).toBeVisible();
    await expect(page.getByRole("link", { name: /homepage/i })).toHaveAttribute("href", "/");
  });

  for (const [from, to] of [
    ["/locations/apartments", "/locations/apartments-multi-family"],
    ["/locations/high-traffic", "/locations/high-traffic-locations"],
    ["/solutions/smart-store", "/solutions/smart-stores"],
    ["/locations/nope", "/locations"],
  ]) {
    test(`${from} is a permanent redirect to ${to}`, async ({ request, page }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(301);
      expect(response.headers().location).toBe(to);
      await page.goto(from);
      await expect(page).toHaveURL(to);
    });
  }

  test("an unknown town and an unknown post show the not-found page", async ({ page }) => {
    for (const path of ["/service-area/frederick", "/blog/no-such-post"]) {
      const response = await page.goto(path);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: /Page Not Found/ })).toBeVisible();
    }
  });

  test("a missing route-data file answers 404, and the SPA fallback is never served", async ({ request }) => {
    expect((await request.get("/service-area/frederick.data")).status()).toBe(404);
    expect((await request.get("/__spa-fallback.html")).status()).toBe(404);
  });

  test("sitemap.xml lists exactly the canonical pages and robots.txt points at it", async ({ request }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1].replace("https://patapsco-vending.example", ""));
    expect(locs.sort()).toEqual([...pages].sort());
    const robots = await (await request.get("/robots.txt")).text();
    expect(robots).toContain("Sitemap: https://patapsco-vending.example/sitemap.xml");
  });
});

test("client-side navigation does not reload the document", async ({ page }) => {
  await page.goto("/");
  await page.evaluate(() => ((window as any).__marker = "still here"));
  await page.getByRole("contentinfo").getByRole("link", { name: "FAQ" }).click();
  await expect(page).toHaveURL("/faq");
  await expect(page.locator("h1")).toBeVisible();
  expect(await page.evaluate(() => (window as any).__marker)).toBe("still here");
});
