import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";

const read = (rel: string) => JSON.parse(fs.readFileSync(path.resolve("dist-content", rel), "utf8"));
const overview = read("pages/solutions.json");

/** Each solution page's record; a carousel of one picture shows as the picture alone. */
const SOLUTION_PAGES = ["smart-stores", "micro-markets", "smart-coolers", "smart-vending"].map((slug) => ({
  slug,
  record: read(`solutions/${slug}.json`) as {
    name: string;
    heading: string;
    button: { label: string; href: string };
    carousel: { alt: string }[];
    benefitsHeading: string;
    benefits: { title: string }[];
  },
}));

const section = (page: Page, heading: string) => page.getByRole("region", { name: heading });

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the solutions overview shows its intro, the fade carousel, its benefits and its formats, each linking to its solution page", async ({ page }) => {
      await page.goto("/solutions");
      await expect(page.getByRole("heading", { level: 1, name: overview.heading })).toBeVisible();
      await expect(page.getByText(overview.intro)).toBeVisible();

      const carousel = page.getByRole("region", { name: "Our unattended retail solutions" });
      await expect(carousel).toBeVisible();
      const slides = overview.carousel.length;
      await expect(carousel.getByRole("group", { name: new RegExp(`^\\d+ of ${slides}`), includeHidden: true })).toHaveCount(slides);
      await expect(carousel).toHaveClass(/carousel--fade/);

      const benefits = section(page, overview.benefits.heading);
      await expect(benefits.getByRole("listitem")).toHaveCount(overview.benefits.items.length);
      for (const item of overview.benefits.items) await expect(benefits.getByRole("heading", { name: item.title })).toBeVisible();

      const formats = section(page, overview.blocks.heading);
      await expect(formats.getByRole("article")).toHaveCount(overview.blocks.items.length);
      for (const block of overview.blocks.items) {
        await expect(formats.getByRole("heading", { name: block.title })).toBeVisible();
        await expect(formats.getByRole("link", { name: block.linkLabel })).toHaveAttribute("href", `/solutions/${block.solution}`);
      }
      await expect(page.getByRole("link", { name: "Inquire Today" })).toHaveAttribute("href", "/contact");

      await page.getByRole("link", { name: overview.blocks.items[1].linkLabel }).click();
      await expect(page).toHaveURL(/\/solutions\/micro-markets$/);
      await expect(page.getByRole("link", { name: SOLUTION_PAGES[1].record.button.label })).toBeVisible();
    });

    for (const { slug, record } of SOLUTION_PAGES) {
      const slides = record.carousel.length;
      test(`/solutions/${slug} shows its heading, button, ${slides === 1 ? "picture" : "carousel"}, benefits and a call-out`, async ({ page }) => {
        await page.goto(`/solutions/${slug}`);
        await expect(page.getByRole("heading", { level: 1, name: record.heading })).toBeVisible();
        await expect(page.getByRole("link", { name: record.button.label })).toHaveAttribute("href", record.button.href);

        const carousel = page.getByRole("region", { name: `${record.name} gallery` });
        if (slides === 1) {
          await expect(carousel).toHaveCount(0);
          await expect(page.getByRole("img", { name: record.carousel[0].alt })).toBeVisible();
        } else {
          await expect(carousel).toBeVisible();
          await expect(carousel.getByRole("group", { name: new RegExp(`^\\d+ of ${slides}`), includeHidden: true })).toHaveCount(slides);
        }

        const benefits = section(page, record.benefitsHeading);
        await expect(benefits.getByRole("listitem")).toHaveCount(record.benefits.length);
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
    for (let i = 0; i < overview.blocks.items.length; i++) {
      const img = await blocks.nth(i).getByRole("img").boundingBox();
      const heading = await blocks.nth(i).getByRole("heading").boundingBox();
      sides.push(img!.x < heading!.x ? "left" : "right");
    }
    expect(sides).toEqual(overview.blocks.items.map((_: unknown, i: number) => (i % 2 ? "right" : "left")));
  });

  test("a solution page describes the format as a service of the local business for search engines", async ({ page }) => {
    await page.goto("/solutions/smart-coolers");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const service = blocks.map((b) => JSON.parse(b)).find((d) => d["@type"] === "Service");
    expect(service?.name).toBe("Smart Coolers");
    expect(service?.provider?.["@type"]).toBe("LocalBusiness");
  });
});
