// Drafts and scheduled posts in a built copy of the site (decision 036): a deploy preview's build shows each
// with its banner, kept from search engines. The copy is the run's shared one (./built-sites.ts), which holds
// a draft and a scheduled post. That a production build writes neither anywhere is checked on the site
// build's unit test (tests/unit/site-build.test.ts).
import fs from "node:fs";
import path from "node:path";
import { DRAFT, previewSite, SCHEDULED } from "./built-sites.ts";
import { expect, test } from "./fixtures.ts";

const SHOTS = process.env.DRAFT_SHOTS;

test.describe("drafts and scheduled posts in a built site", () => {
  test.setTimeout(300_000);

  test("a deploy preview shows each with its banner, and search engines are told to keep away", async ({ page }) => {
    const root = path.join(await previewSite(), "build", "client");
    for (const { slug, banner } of [DRAFT, SCHEDULED]) {
      const html = fs.readFileSync(path.join(root, `blog/${slug}.html`), "utf8");
      expect(html).toContain(banner);
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    }
    // The banner as a visitor of the preview sees it, from the built files.
    await page.route("http://preview.test/**", (route) => {
      const url = new URL(route.request().url());
      const rel = url.pathname === "/" ? "index.html" : path.extname(url.pathname) ? url.pathname.slice(1) : `${url.pathname.slice(1)}.html`;
      return fs.existsSync(path.join(root, rel)) ? route.fulfill({ path: path.join(root, rel) }) : route.fulfill({ status: 404 });
    });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`http://preview.test/blog/${SCHEDULED.slug}`);
      await expect(page.getByRole("status").filter({ hasText: "Scheduled for November 25, 2027" })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `scheduled-banner-${width}.png`) });
    }
  });
});
