import type { Page } from "@playwright/test";
import { expect, holdScripts, hydrated, test } from "./fixtures.ts";

/**
 * Serves the site's style sheets as a browser without `feature` reads them: every rule naming it is
 * dropped as invalid, and `@supports selector(feature)` is false (the name is changed to one no browser
 * knows). Chromium then shows what Safari before 18.4 or Firefox before 121/143 show.
 */
async function withoutCss(page: Page, feature: "::details-content" | ":has(") {
  const unknown = feature === ":has(" ? ":not-a-has(" : "::not-a-details-content";
  let rewritten = 0;
  await page.route(/\/assets\/[^?]+\.css(\?|$)/, async (route) => {
    const response = await route.fetch();
    const css = await response.text();
    if (css.includes(feature)) rewritten++;
    await route.fulfill({ response, body: css.replaceAll(feature, unknown) });
  });
  return () => rewritten;
}

const panelsShown = (page: Page, selector: string) =>
  page
    .locator(selector)
    .evaluateAll((panels) => panels.map((p) => p.checkVisibility() && p.getBoundingClientRect().height > 0 && p.getBoundingClientRect().width > 0));

test.describe("desktop card sections in a browser without ::details-content", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("are closed titles before the scripts run, then open with their text and links once they have", async ({ page }) => {
    const rewritten = await withoutCss(page, "::details-content");
    const release = await holdScripts(page);
    await page.goto("/");
    expect(rewritten(), "the page's style sheets had ::details-content rules").toBeGreaterThan(0);
    const benefits = "section#benefits .accordion__panel";
    // What the rule being gone means: the closed cards hide their text.
    expect(await panelsShown(page, benefits)).not.toContain(true);
    release();
    await hydrated(page);
    await expect.poll(() => panelsShown(page, benefits)).not.toContain(false);
    expect(await panelsShown(page, "section#about .accordion__panel")).not.toContain(false);
    // A card's link is clickable where it is (Playwright clicks only what receives the pointer).
    await page.locator("section#about .accordion__panel").getByRole("link").first().click();
    await expect(page).toHaveURL(/\/solutions\/smart-stores$/);
  });

  for (const route of ["/about", "/locations", "/locations/office-buildings"]) {
    test(`${route}: every static card shows its text once the scripts have run`, async ({ page }) => {
      await withoutCss(page, "::details-content");
      await page.goto(route);
      await hydrated(page);
      const panels = ".accordion--mobile-only .accordion__panel";
      expect(await page.locator(panels).count()).toBeGreaterThan(2);
      await expect.poll(() => panelsShown(page, panels)).not.toContain(false);
    });
  }

  test("/locations: a card's Learn More link takes the visitor to its page", async ({ page }) => {
    await withoutCss(page, "::details-content");
    await page.goto("/locations");
    await hydrated(page);
    await page.locator(".accordion--mobile-only .accordion__panel").first().getByRole("link").first().click();
    await expect(page).toHaveURL(/\/locations\/[a-z-]+$/);
  });

  test("without scripts, a click on a card's title opens it (the title stays a button)", async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    await withoutCss(page, "::details-content");
    await page.goto("/locations");
    const card = page.locator(".accordion--mobile-only .accordion__item").first();
    await expect(card.locator(".accordion__panel")).toBeHidden();
    await card.locator("summary").click();
    await expect(card.locator(".accordion__panel")).toBeVisible();
    await expect(card.locator(".accordion__panel").getByRole("link").first()).toBeVisible();
    await context.close();
  });
});

test("with ::details-content, desktop cards stay closed details shown open, their titles not buttons", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/locations");
  await hydrated(page);
  const card = page.locator(".accordion--mobile-only .accordion__item").first();
  await expect(card.locator(".accordion__panel")).toBeVisible();
  expect(await card.evaluate((d: HTMLDetailsElement) => d.open)).toBe(false);
  expect(await card.locator("summary").evaluate((s) => getComputedStyle(s).pointerEvents)).toBe("none");
});

test.describe("the contact form without scripts in a browser without :has()", () => {
  test.use({ javaScriptEnabled: false });

  test("shows the location details and the message from the start", async ({ page }) => {
    const rewritten = await withoutCss(page, ":has(");
    await page.goto("/contact");
    expect(rewritten()).toBeGreaterThan(0);
    await expect(page.getByLabel("Business Name")).toBeVisible();
    await expect(page.getByLabel("Location Type")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Message" })).toBeVisible();
  });
});

test("the contact form with scripts and without :has() keeps the details for the answers that need them", async ({ page }) => {
  await withoutCss(page, ":has(");
  await page.goto("/contact");
  await hydrated(page);
  await expect(page.getByLabel("Business Name")).toBeHidden();
  await page.getByRole("radio", { name: "Location Assessment" }).check();
  await expect(page.getByLabel("Business Name")).toBeVisible();
});
