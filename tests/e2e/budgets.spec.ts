import path from "node:path";
import { BUDGET, kb, measureSite } from "../../scripts/bench/page-weight.ts";
import { expect, test } from "./fixtures.ts";

// The same count as `npm run bench:size`, so a page that grows past the budget fails the test run too.
test("no page loads more than 130 KB gzip of JavaScript or 20 KB gzip of CSS before interaction", async () => {
  const pages = measureSite(path.resolve("build/client")).filter((p) => p.scripts.length + p.styles.length > 0);
  expect(pages.length).toBeGreaterThan(10);
  const over = pages
    .filter((p) => p.jsFiles > BUDGET.jsGzip || p.css > BUDGET.cssGzip)
    .map((p) => `${p.page}: JS ${kb(p.jsFiles)} KB, CSS ${kb(p.css)} KB`);
  expect(over).toEqual([]);
});
