import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const read = (rel: string) => JSON.parse(fs.readFileSync(path.resolve("dist-content", rel), "utf8"));
const overview = read("pages/solutions.json");

const SOLUTION_PAGES = [
  { slug: "smart-stores", button: "Install My Smart Store", slides: 7 },
  { slug: "micro-markets", button: "Design My Micro Market", slides: 7 },
  { slug: "smart-coolers", button: "Get My Smart Cooler", slides: 1 },
  { slug: "smart-vending", button: "Upgrade My Vending", slides: 3 },
] as const;

const section = (page: Page, heading: string) => page.getByRole("region", { name: heading });

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the solutions overview shows its intro, the fade carousel, six benefits and four linked formats", async ({ page }) => {
      await page.goto("/solutions");
      await expect(page.getByRole("heading", { level: 1, name: overview.heading })).toBeVisible();
      await expect(page.getByText(overview.intro)).toBeVisible();

      const carousel = page.getByRole("region", { name: "Our unattended retail solutions" });
      await expect(carousel).toBeVisible();
      await expect(carousel.getByRole("group", { name: /^\d+ of 12/, includeHidden: true })).toHaveCount(12);
      await expect(carousel).toHaveClass(/carousel--fade/);

      const benefits = section(page, overview.benefits.heading);
      await expect(benefits.getByRole("listitem")).toHaveCount(6);
      for (const item of overview.benefits.items) await expect(benefits.getByRole("heading", { name: item.title })).toBeVisible();

      const formats = section(page, overview.blocks.heading);
      await expect(formats.getByRole("article")).toHaveCount(4);
      for (const block of overview.blocks.items) {
        await expect(formats.getByRole("heading", { name: block.title })).toBeVisible();
        await expect(formats.getByRole("link", { name: block.linkLabel })).toHaveAttribute("href", `/solutions/${block.solution}`);
      }
      await expect(page.getByRole("link", { name: "Inquire Today" })).toHaveAttribute("href", "/contact");
    });

    test("a format link leads to its solution page", async ({ page }) => {
      await page.goto("/solutions");
      await page.getByRole("link", { name: overview.blocks.items[1].linkLabel }).click();
      await expect(page).toHaveURL(/\/solutions\/micro-markets$/);
      await expect(page.getByRole("link", { name: "Design My Micro Market" })).toBeVisible();
    });

    for (const s of SOLUTION_PAGES) {
      test(`/solutions/${s.slug} shows its heading, button, ${s.slides === 1 ? "picture" : `${s.slides}-slide carousel`}, five benefits and a call-out`, async ({
        page,
      }) => {
        const record = read(`solutions/${s.slug}.json`);
        await page.goto(`/solutions/${s.slug}`);
        await expect(page.getByRole("heading", { level: 1, name: record.heading })).toBeVisible();
        await expect(page.getByRole("link", { name: s.button })).toHaveAttribute("href", "/contact");

        const carousel = page.getByRole("region", { name: `${record.name} gallery` });
        if (s.slides === 1) {
          await expect(carousel).toHaveCount(0);
          await expect(page.getByRole("img", { name: record.carousel[0].alt })).toBeVisible();
        } else {
          await expect(carousel).toBeVisible();
          await expect(carousel.getByRole("group", { name: /^\d+ of \d+/, includeHidden: true })).toHaveCount(s.slides);
        }

        const benefits = section(page, record.benefitsHeading);
        await expect(benefits.getByRole("listitem")).toHaveCount(5);
        for (const b of record.benefits) await expect(benefits.getByRole("heading", { name: b.title })).toBeVisible();

        await expect(page.getByRole("heading", { name: "Get a Free On-Site Consultation" })).toBeVisible();
      });
    }
  });
}

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("the format blocks alternate their picture from left to right", async ({ page }) => {
    await page.goto("/solutions");
    const blocks = section(page, overview.blocks.heading).getByRole("article");
    const sides: string[] = [];
    for (let i = 0; i < 4; i++) {
      const img = await blocks.nth(i).getByRole("img").boundingBox();
      const heading = await blocks.nth(i).getByRole("heading").boundingBox();
      sides.push(img!.x < heading!.x ? "left" : "right");
    }
    expect(sides).toEqual(["left", "right", "left", "right"]);
  });

  test("a solution page describes the format as a service of the local business for search engines", async ({ page }) => {
    await page.goto("/solutions/smart-coolers");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const service = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "Service");
    expect(service?.name).toBe("Smart Coolers");
    expect(service?.provider?.["@type"]).toBe("LocalBusiness");
  });
});
