import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectPhoneAccordion } from "./accordion-helpers.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const read = (rel: string) => JSON.parse(fs.readFileSync(path.resolve("dist-content", rel), "utf8"));
const areaPage = read("pages/service-area.json");
const towns = read("towns/index.json");
const industries = read("industries/index.json");
const westminster = read("towns/westminster.json");
const MAPS = /^https:\/\/www\.google\.com\/maps/;

/** Counts requests to the maps service (the fixture blocks them; a request still shows it was made). */
function watchMaps(page: Page) {
  const seen: string[] = [];
  page.on("request", (r) => {
    if (MAPS.test(r.url())) seen.push(r.url());
  });
  return seen;
}

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("the service area groups its towns under their county, each linking to its page, lists the locations we serve and asks for an assessment", async ({
      page,
    }) => {
      await page.goto("/service-area");
      await expect(page.getByRole("heading", { level: 1, name: areaPage.heading })).toBeVisible();
      for (const county of areaPage.counties) {
        const section = page.getByRole("region", { name: county.name });
        await expect(section.getByText(county.description)).toBeVisible();
        const expected = towns.filter((t: any) => t.county === county.name);
        expect(expected.length, `${county.name} has towns in content/towns/`).toBeGreaterThan(0);
        await expect(section.getByRole("link")).toHaveText(expected.map((t: any) => t.name));
        for (const town of expected) await expect(section.getByRole("link", { name: town.name })).toHaveAttribute("href", `/service-area/${town.slug}`);
      }

      const served = page.getByRole("region", { name: areaPage.locationsWeServe.heading });
      for (const industry of industries) await expect(served.getByRole("link", { name: industry.name, exact: true })).toHaveAttribute("href", industry.path);
      await expect(page.getByRole("link", { name: "Request Service Assessment" })).toHaveAttribute("href", "/contact");
    });

    test("the county map loads only after Show map is pressed", async ({ page }) => {
      const requests = watchMaps(page);
      await page.goto("/service-area");
      await page.waitForLoadState("networkidle");
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(requests).toEqual([]);

      const preview = page.getByText(areaPage.mapCaption);
      await expect(preview).toBeVisible();
      // The drawn map is there before anything is asked for; the button swaps in the maps service's.
      await expect(page.getByRole("img", { name: /^Map of Carroll County and Baltimore County/ })).toBeVisible();
      await page.getByRole("button", { name: "Show map" }).click();

      const frame = page.locator(`iframe[title="${areaPage.mapCaption}"]`);
      await expect(frame).toHaveAttribute("src", /^https:\/\/www\.google\.com\/maps\?q=[-\d.]+,[-\d.]+&z=10&output=embed$/);
      expect(await frame.evaluate((f) => f.closest(".map-preview")!.getBoundingClientRect().height)).toBe(420);
    });

    test("a town page ends once, with both call-outs in one block, one assessment button and one call; its parts are in order", async ({ page }) => {
      await page.goto("/service-area/westminster");
      const shared = read("pages/shared.json");
      const site = read("site.json");
      const consultation = shared.callouts.find((c: any) => c.id === "free-consultation");
      const local = shared.callouts.find((c: any) => c.id === "local-service");
      // Everything after the solutions: the closing block, then the way back to the service area.
      const ending = page
        .getByRole("main")
        .locator(":scope > *")
        .filter({ has: page.getByRole("heading", { name: local.heading }) });
      await expect(ending).toHaveCount(1);
      await expect(ending.getByRole("heading", { level: 2 })).toHaveText([consultation.heading, local.heading]);
      // A static band: both read in place, side by side on a wide screen, one under the other on a phone,
      // each wholly inside the screen's width (nothing swiped to, no panel clipped).
      for (const text of [consultation.text, local.text]) {
        await ending.getByText(text).scrollIntoViewIfNeeded();
        await expect(ending.getByText(text)).toBeInViewport({ ratio: 1 });
      }
      const pair = ending.getByRole("list");
      expect(await pair.evaluate((el) => el.scrollWidth <= el.clientWidth + 1 && getComputedStyle(el).overflowX !== "auto")).toBe(true);
      // Both read in one go: whatever moves the page or the block between two reads (a fade-in) moves both alike.
      const [first, second] = await pair.getByRole("listitem").evaluateAll((items) => items.slice(0, 2).map((item) => item.getBoundingClientRect().toJSON()));
      if (viewport.width < 768) expect(second.y, "one under the other").toBeGreaterThanOrEqual(first.y + first.height);
      else expect(second.y, "side by side").toBeCloseTo(first.y, 0);
      await expect(ending.getByRole("link")).toHaveText([site.assessmentLabel, `Call ${site.phone}`]);
      // Nothing else after it asks for the assessment or the call: the page does not end twice.
      const after = await ending.evaluate((el) => {
        const later: string[] = [];
        for (let next = el.nextElementSibling; next; next = next.nextElementSibling)
          next.querySelectorAll("a").forEach((a) => later.push(a.getAttribute("href") ?? ""));
        return later;
      });
      expect(after).toEqual(["/service-area"]);

      // Its parts, in order.
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 1, name: "Westminster" })).toBeVisible();
      await expect(main.getByText("Carroll County, Maryland")).toBeVisible();
      await expect(main.getByText(westminster.hyperlocalIntro)).toBeVisible();
      await expect(main.getByRole("img", { name: westminster.image.alt })).toBeVisible();

      const scenarios = page.getByRole("region", { name: "How Westminster Businesses Use Smart Vending" });
      await expect(scenarios.getByRole("heading", { level: 3 })).toHaveText(westminster.solutionScenarios.map((s: any) => s.title));
      for (const s of westminster.solutionScenarios) await expect(scenarios.getByRole("img", { name: s.image.alt })).toBeVisible();

      const insights = page.getByRole("region", { name: "Local Insights" });
      await expect(insights.getByRole("heading", { level: 3 })).toHaveText(westminster.localInsights.map((i: any) => i.title));

      const about = page.getByRole("region", { name: "About Westminster" });
      // A phone reads the first paragraph and opens the rest with Read more (in the page, prerendered); a
      // wide screen shows the whole text and no control.
      const [lead, ...rest] = westminster.longDescription as string[];
      const readMore = about.getByText("Read more about Westminster");
      await expect(about.getByText(lead)).toBeVisible();
      if (viewport.width < 768) {
        for (const paragraph of rest) {
          await expect(about.getByText(paragraph)).toBeAttached();
          await expect(about.getByText(paragraph)).toBeHidden();
        }
        await readMore.click();
      } else {
        await expect(readMore).toBeHidden();
      }
      for (const paragraph of rest) await expect(about.getByText(paragraph)).toBeVisible();
      for (const landmark of westminster.landmarks) await expect(about.getByRole("listitem").filter({ hasText: landmark })).toBeVisible();
      for (const zip of westminster.zipCodes) await expect(about.getByRole("listitem").filter({ hasText: zip })).toBeVisible();

      const solutions = page.getByRole("region", { name: "Solutions for Westminster Businesses" });
      for (const p of ["/solutions/smart-stores", "/solutions/micro-markets", "/solutions/smart-coolers", "/solutions/smart-vending"]) {
        await expect(solutions.locator(`a[href="${p}"]`)).toHaveCount(1);
      }
      await expect(main.getByRole("heading", { name: "Local Service You Can Count On" })).toBeVisible();
      await expect(main.getByRole("link", { name: "Back to Service Area" })).toHaveAttribute("href", "/service-area");

      const h2 = await main.getByRole("heading", { level: 2 }).allTextContents();
      const order = [
        "How Westminster Businesses Use Smart Vending",
        "Local Insights",
        "About Westminster",
        "Services Available in Westminster",
        "Solutions for Westminster Businesses",
      ].map((h) => h2.indexOf(h));
      expect(order.every((i) => i >= 0)).toBe(true);
      expect([...order].sort((a, b) => a - b)).toEqual(order);
      await expect(main).not.toContainText("{town}");
    });

    test("a town page's six service cards: static cards on a wide screen, accordions on a phone", async ({ page }) => {
      await page.goto("/service-area/westminster");
      const services = page.getByRole("list", { name: "Services Available in Westminster" });
      const cards = areaPage.serviceCards.items.map((c: any) => ({
        title: c.title.replaceAll("{town}", "Westminster"),
        text: c.description.replaceAll("{town}", "Westminster"),
      }));
      await expect(services.getByRole("heading", { level: 3 })).toHaveText(cards.map((c: any) => c.title));
      if (viewport.width < 768) {
        // On a phone the cards are accordions, many open at once, every title in view.
        await hydrated(page);
        await expectPhoneAccordion(
          services,
          cards.map((c: any) => ({ title: c.title, text: c.text })),
          { exclusive: false },
        );
        return;
      }
      // On a wide screen every card's text is shown without a tap.
      for (const card of cards) {
        await services.getByText(card.text).scrollIntoViewIfNeeded();
        await expect(services.getByText(card.text)).toBeInViewport({ ratio: 0.5 });
      }
    });

    test("a town page's local insights: each card as tall as its text, every title in view on a phone", async ({ page }) => {
      await page.goto("/service-area/westminster");
      const insights = page.getByRole("list", { name: "Local Insights" });
      const items = westminster.localInsights.map((i: any) => ({ title: i.title, text: i.content }));
      if (viewport.width < 768) {
        // On a phone the insights are card accordions (several open at once), never a sideways row.
        await hydrated(page);
        await expectPhoneAccordion(insights, items, { exclusive: false });
        for (const item of items) {
          const closed = insights.locator("details:not([open]) > summary").filter({ hasText: item.title });
          if (await closed.count()) await closed.click();
        }
      }
      // Every card ends where its text ends: no blank block under a short one.
      for (const item of items) {
        const text = insights.getByText(item.text, { exact: true });
        await text.scrollIntoViewIfNeeded();
        await expect(text).toBeInViewport({ ratio: 0.5 });
        const card = insights.getByRole("listitem").filter({ has: page.getByText(item.text, { exact: true }) });
        const [cardBox, textBox] = [(await card.boundingBox())!, (await text.boundingBox())!];
        const tallest = Math.max(...(await insights.getByRole("listitem").evaluateAll((cards) => cards.map((c) => c.getBoundingClientRect().height))));
        // On a wide screen a row of three shares the tallest card's height; on a phone each card is its own.
        if (viewport.width < 768)
          expect(cardBox.y + cardBox.height - (textBox.y + textBox.height), `${item.title}: space under its text`).toBeLessThanOrEqual(32);
        else expect(cardBox.height).toBeCloseTo(tallest, 0);
      }
    });

    test("a town map loads its frame only after Show map is pressed", async ({ page }) => {
      const requests = watchMaps(page);
      await page.goto("/service-area/owings-mills");
      const owings = read("towns/owings-mills.json");
      await page.waitForLoadState("networkidle");
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(requests).toEqual([]);

      const button = page.getByRole("button", { name: "Show map" });
      await expect(button).toHaveCSS("min-height", "44px");
      await button.click();
      const frame = page.getByTitle("Map of Owings Mills, Maryland");
      const { latitude, longitude } = owings.geoCoordinates;
      await expect(frame).toHaveAttribute("src", `https://www.google.com/maps?q=${latitude},${longitude}&z=14&output=embed`);
      expect(await frame.evaluate((f) => f.getBoundingClientRect().height)).toBeCloseTo(400, -1);
    });
  });
}

test("an unknown town is logged and shows the not-found page", async ({ page, problems }) => {
  const warnings: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  const response = await page.goto("/service-area/atlantis");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: /Page Not Found/ })).toBeVisible();
  await expect(page.getByRole("link", { name: /homepage/i })).toHaveAttribute("href", "/");
  await expect.poll(() => warnings).toContain("Town not found: atlantis");
  // The browser reports the 404 answers themselves (the page and its route data) as console errors: expected here.
  const rest = problems.filter((p) => !p.includes("status of 404 (Not Found)"));
  problems.splice(0, problems.length, ...rest);
});

test.describe("at 1280 px", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("a town page tells search engines the business serves that town", async ({ page }) => {
    await page.goto("/service-area/westminster");
    const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
    const business = data.find((d) => d["@type"] === "LocalBusiness");
    expect(business.areaServed.name).toBe("Westminster, Maryland");
    expect(business.areaServed.containedInPlace.name).toBe("Carroll County, Maryland");
  });
});

test.describe("at 768 px", () => {
  test.use({ viewport: { width: 768, height: 900 } });

  test("three scenarios and three insights each form one row, with no empty cell", async ({ page }) => {
    await page.goto("/service-area/westminster");
    for (const section of ["town-scenarios", "town-insights"]) {
      const tops = await page
        .locator(`[aria-labelledby="${section}"] li`)
        .evaluateAll((cards) => cards.filter((c) => c.parentElement?.closest("li") === null).map((c) => Math.round(c.getBoundingClientRect().top)));
      expect(tops, section).toHaveLength(3);
      expect(new Set(tops).size, `${section}: card tops ${tops.join(", ")}`).toBe(1);
    }
  });
});

test.describe("at 375 px without scripts", () => {
  test.use({ viewport: { width: 375, height: 800 }, javaScriptEnabled: false });

  test("a town's About text opens with Read more before any script", async ({ page }) => {
    await page.goto("/service-area/westminster");
    const about = page.getByRole("region", { name: "About Westminster" });
    const second = about.getByText(westminster.longDescription[1]);
    await expect(second).toBeHidden();
    await about.getByText("Read more about Westminster").click();
    await expect(second).toBeVisible();
  });
});
