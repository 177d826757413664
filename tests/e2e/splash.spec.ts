// The first-visit splash: over a page already painted, for 1500 ms or until the first tap, scroll or key;
// never on a second page of the session nor for a visitor arriving from another site; still under reduced
// motion.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { stopClock } from "./carousel-helpers.ts";
import { CONTEXT_PER_TEST, expect, holdScripts, hydrated, test } from "./fixtures.ts";

// Its tests install the page clock (./fixtures.ts).
test.use(CONTEXT_PER_TEST);

const site = JSON.parse(fs.readFileSync(path.resolve("dist-content/site.json"), "utf8")) as { tagline: string; name: string };

test.describe("the first-visit splash (a new session, 375 px)", () => {
  // A session that has not seen the site yet; the page clock stands still, so the 1500 ms are the test's.
  test.use({ viewport: { width: 375, height: 800 }, firstVisit: true });
  test.beforeEach(({ page }) => stopClock(page));

  const splash = (page: Page) => page.locator(".splash");
  const headingBox = (page: Page) => page.getByRole("heading", { level: 1 }).boundingBox();

  test("covers a page already painted, shows the tagline, and is gone 1500 ms later, the page unmoved", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/about");
    // Before any script: the page itself, nothing over it.
    await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
    await expect(splash(page)).toHaveCount(0);
    const before = await headingBox(page);
    release();
    await hydrated(page);
    await expect(splash(page).getByText(site.tagline, { exact: true })).toBeVisible();
    expect(site.tagline).toBe("A SMARTER WAY TO VEND");
    const name = splash(page).getByText(site.name, { exact: true });
    await expect(name).toBeVisible();
    // The name in the face of the header's wordmark.
    const [face, wordmark] = await Promise.all(
      [name, page.locator(".wordmark__name").first()].map((el) => el.evaluate((e) => getComputedStyle(e).fontFamily.split(",")[0])),
    );
    expect(face).toBe(wordmark);
    expect(await splash(page).evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
    await page.clock.runFor(1400);
    await expect(splash(page)).toBeVisible();
    await page.clock.runFor(600);
    await expect(splash(page)).toHaveCount(0);
    expect(await headingBox(page), "an overlay: the page under it never moved").toEqual(before);
  });

  for (const [how, act] of [
    ["a tap", (page: Page) => page.mouse.click(180, 400)],
    ["a scroll", (page: Page) => page.mouse.wheel(0, 300)],
    ["a key", (page: Page) => page.keyboard.press("Tab")],
  ] as const) {
    test(`leaves at once at the visitor's first ${how.split(" ")[1]}`, async ({ page }) => {
      await page.goto("/about");
      await hydrated(page);
      await expect(splash(page)).toBeVisible();
      await act(page);
      // The fade (0.35 s) runs on the page's clock.
      await page.clock.runFor(400);
      await expect(splash(page)).toHaveCount(0);
    });
  }

  test("does not show on a second page of the session", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await expect(splash(page)).toBeVisible();
    await page.goto("/faq");
    await hydrated(page);
    await page.clock.runFor(100);
    await expect(splash(page)).toHaveCount(0);
  });

  test("does not show to a visitor arriving from another site, nor on their next page", async ({ page }) => {
    await page.goto("/about", { referer: "https://www.example.org/search?q=vending" });
    await hydrated(page);
    await page.clock.runFor(100);
    await expect(splash(page)).toHaveCount(0);
    await page.goto("/faq");
    await hydrated(page);
    await page.clock.runFor(100);
    await expect(splash(page)).toHaveCount(0);
  });

  test("nothing in it moves when the visitor asks for reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/about");
    await hydrated(page);
    await expect(splash(page)).toBeVisible();
    const motion = await splash(page).evaluate((el) =>
      [el, ...el.querySelectorAll("*")].map((node) => {
        const style = getComputedStyle(node);
        return `${style.animationName} ${style.transitionDuration}`;
      }),
    );
    expect(new Set(motion)).toEqual(new Set(["none 0s"]));
    await page.clock.runFor(1500);
    await expect(splash(page)).toHaveCount(0);
  });
});
