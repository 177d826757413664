// The headings' web font (docs/design.md): one preloaded file of at most 40 KB, used, and nothing moves.
import { expect, test } from "./fixtures.ts";

const FONT_BUDGET_BYTES = 40 * 1024;

for (const viewport of [
  { width: 375, height: 667 },
  { width: 1280, height: 800 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    for (const path of ["/", "/locations/office-buildings", "/contact"]) {
      test(`${path} sets its headings in Outfit from one small preloaded file, with no layout shift`, async ({ page }) => {
        await page.addInitScript(() => {
          const w = window as unknown as { shifts: number };
          w.shifts = 0;
          new PerformanceObserver((list) => {
            for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
              if (!entry.hadRecentInput) w.shifts += entry.value;
            }
          }).observe({ type: "layout-shift", buffered: true });
        });
        const fonts: { url: string; bytes: number }[] = [];
        page.on("response", async (response) => {
          if (response.request().resourceType() === "font") fonts.push({ url: response.url(), bytes: (await response.body()).length });
        });
        await page.goto(path);
        await expect(page.locator('link[rel="preload"][as="font"]')).toHaveAttribute("href", "/fonts/outfit-latin-700-normal.woff2");
        await page.evaluate(() => document.fonts.ready);
        expect(await page.evaluate(() => document.fonts.check('700 1em "Outfit"'))).toBe(true);
        await expect(page.getByRole("heading", { level: 1 })).toHaveCSS("font-family", /^Outfit/);
        // Measured once the font has loaded and the page has settled.
        await page.waitForTimeout(1000);
        expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
        expect(fonts.map((f) => new URL(f.url).pathname)).toEqual(["/fonts/outfit-latin-700-normal.woff2"]);
        expect(fonts.reduce((sum, f) => sum + f.bytes, 0)).toBeLessThanOrEqual(FONT_BUDGET_BYTES);
      });
    }
  });
}
