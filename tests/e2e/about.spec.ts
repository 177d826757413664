import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { stopClock } from "./carousel-helpers.ts";
import { expectPhoneAccordion, wordsCutInCardTitles } from "./accordion-helpers.ts";
import { CONTEXT_PER_TEST, expect, hydrated, test } from "./fixtures.ts";

// Two of its tests install the page clock (./fixtures.ts).
test.use(CONTEXT_PER_TEST);

const read = (file: string) => JSON.parse(fs.readFileSync(path.resolve("dist-content", file), "utf8"));
const about = read("pages/about.json");
const site = read("site.json");
const shared = read("pages/shared.json");

/** A page section found by its heading, as a visitor scanning the page would. */
const sectionOf = (page: Page, heading: string) => page.locator("section").filter({ has: page.getByRole("heading", { level: 2, name: heading, exact: true }) });

test.describe("about page on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("opens with its heading, the photo carousel and two buttons", async ({ page }) => {
    await stopClock(page);
    await page.goto("/about");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(about.hero.heading);
    const carousel = page.getByRole("region", { name: `Life at ${site.name}` });
    await expect(carousel).toBeVisible();
    await expect(carousel.getByRole("group", { name: `1 of 9: ${about.hero.carousel[0].title}` })).toBeVisible();
    await expect(carousel.getByRole("button", { name: "Next slide" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Inquire Today" })).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Explore Solutions" }).first()).toHaveAttribute("href", "/solutions");
  });

  test("tells who we are (the Chamber, the map on request), shows steps, values and offerings as open cards, ends on a call-out and why choose us", async ({
    page,
  }) => {
    await page.goto("/about");
    const story = sectionOf(page, about.story.heading);
    for (const paragraph of about.story.paragraphs) await expect(story.getByText(paragraph)).toBeVisible();
    await expect(story.getByText(about.story.chamber.text)).toBeVisible();
    await expect(story.getByRole("link", { name: new RegExp(about.story.chamber.linkLabel) })).toHaveAttribute("href", site.chamberOfCommerce.url);
    // The map costs nothing until asked for: a preview and a button, no embed yet.
    await expect(story.getByRole("button", { name: "Show map" })).toBeVisible();
    await expect(story.getByText(`Our service area around ${site.address.city}, ${site.address.region}`)).toBeVisible();
    await expect(story.locator("iframe")).toHaveCount(0);
    await expect(story.getByText(about.story.mapCaption)).toBeVisible();

    // The four process steps, six values and ten offerings, as open cards.
    const process = sectionOf(page, about.process.heading);
    await expect(process.getByRole("heading", { level: 3 })).toHaveCount(4);
    for (const [i, title] of ["Discovery & Assessment", "Custom Design & Curation", "Seamless Installation", "Ongoing Partnership & Optimization"].entries()) {
      await expect(process.getByRole("heading", { level: 3, name: `Step ${i + 1}: ${title}` })).toBeVisible();
    }
    for (const step of about.process.steps) await expect(process.getByText(step.description)).toBeVisible();
    await expect(process.getByRole("link", { name: "Start Your Journey" })).toHaveAttribute("href", "/contact");

    const values = sectionOf(page, about.values.heading);
    await expect(values.getByRole("heading", { level: 3 })).toHaveCount(6);
    for (const value of about.values.items) await expect(values.getByText(value.description)).toBeVisible();

    const offerings = sectionOf(page, about.offerings.heading);
    await expect(offerings.getByRole("heading", { level: 3 })).toHaveText(about.offerings.items.map((o: { title: string }) => o.title));
    for (const offering of about.offerings.items) await expect(offerings.getByText(offering.description)).toBeVisible();

    // It ends with a shared call-out and why businesses choose us, in that order.
    const headings = await page.getByRole("heading", { level: 2 }).allTextContents();
    const expected = [about.story.heading, about.process.heading, about.values.heading, about.offerings.heading];
    const callout = shared.callouts.find((c: { heading: string }) => headings.includes(c.heading));
    expect(callout, "one of the shared call-outs").toBeDefined();
    expect(headings.filter((h) => [...expected, callout.heading, about.whyChooseUs.heading].includes(h))).toEqual([
      ...expected,
      callout.heading,
      about.whyChooseUs.heading,
    ]);
    const band = page.locator(".callout").filter({ has: page.getByRole("heading", { name: callout.heading }) });
    await expect(band.getByRole("link", { name: site.assessmentLabel })).toHaveAttribute("href", "/contact");
    await expect(band.getByRole("link", { name: `Call ${site.phone}` })).toHaveAttribute("href", /^tel:/);
    const why = sectionOf(page, about.whyChooseUs.heading);
    await expect(why.getByRole("listitem")).toHaveText(about.whyChooseUs.points);
  });
});

test.describe("about page on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("process steps, values and offerings are accordions, one open at a time", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    for (const key of ["process", "values", "offerings"] as const) {
      const block = about[key];
      const items: { title: string; description: string }[] = key === "process" ? block.steps : block.items;
      const list = sectionOf(page, block.heading).getByRole("list", { name: block.heading });
      await expectPhoneAccordion(
        list,
        items.map((item) => ({ title: item.title, text: item.description })),
        { exclusive: true },
      );
    }
  });

  test("keeps the buttons and the first slide's caption on the first screen", async ({ page }) => {
    await stopClock(page);
    await page.goto("/about");
    await expect(page.getByRole("link", { name: "Inquire Today" })).toBeInViewport();
    const caption = page.getByRole("region", { name: `Life at ${site.name}` }).getByText(about.hero.carousel[0].description);
    await expect(caption.filter({ visible: true })).toHaveCount(1);
  });
});

// The card titles' lines are the stylesheet's alone: each page loaded once and measured at both widths.
test("at 320 and 375 px no card title on the pages with phone cards cuts a word across two lines", async ({ page }) => {
  for (const url of ["/", "/about", "/locations", "/locations/office-buildings", "/service-area/westminster"]) {
    await page.setViewportSize({ width: 320, height: 800 });
    await page.goto(url);
    for (const width of [320, 375]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await wordsCutInCardTitles(page), `${url} at ${width} px`).toEqual([]);
    }
  }
});
