import path from "node:path";
import { BUDGET, kb, measureSite } from "../helpers/page-weight.ts";
import { expect, hydrated, test } from "./fixtures.ts";

// The same count as `npm run bench:size`, so a page that grows past the budget fails the test run too.
test("no page loads more than 130 KB gzip of JavaScript or 20 KB gzip of CSS before interaction", async () => {
  const pages = measureSite(path.resolve("build/client")).filter((p) => p.scripts.length + p.styles.length > 0);
  expect(pages.length).toBeGreaterThan(10);
  const over = pages.filter((p) => p.jsFiles > BUDGET.jsGzip || p.css > BUDGET.cssGzip).map((p) => `${p.page}: JS ${kb(p.jsFiles)} KB, CSS ${kb(p.css)} KB`);
  expect(over).toEqual([]);
});

// The page is whole in its HTML; its JavaScript must not compete with the first paint on a slow link.
test("a page paints before any of its scripts is requested, then comes alive", async ({ page }) => {
  await page.goto("/solutions");
  await hydrated(page);
  const timing = await page.evaluate(() => ({
    paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime,
    scripts: performance
      .getEntriesByType("resource")
      .filter((e) => new URL(e.name).pathname.endsWith(".js"))
      .map((e) => ({ url: new URL(e.name).pathname, start: e.startTime })),
  }));
  expect(timing.paint).toBeGreaterThan(0);
  expect(timing.scripts.length).toBeGreaterThan(3);
  expect(timing.scripts.filter((s) => s.start < timing.paint!)).toEqual([]);
});
