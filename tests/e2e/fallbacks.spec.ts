import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

/**
 * Serves the site's style sheets as a browser without `feature` reads them: every rule naming it is
 * dropped as invalid, and `@supports selector(feature)` is false (the name is changed to one no browser
 * knows). Chromium then shows what Firefox before 121 shows.
 */
async function withoutCss(page: Page, feature: ":has(") {
  const unknown = ":not-a-has(";
  let rewritten = 0;
  await page.route(/\/assets\/[^?]+\.css(\?|$)/, async (route) => {
    const response = await route.fetch();
    const css = await response.text();
    if (css.includes(feature)) rewritten++;
    await route.fulfill({ response, body: css.replaceAll(feature, unknown) });
  });
  return () => rewritten;
}

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
