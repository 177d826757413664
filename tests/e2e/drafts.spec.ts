// Drafts and scheduled posts in a built copy of the site (decision 036): a production build leaves both
// out of every file it writes; a deploy preview's build shows each with its banner, kept from search engines.
// Both copies are the run's shared ones (./built-sites.ts), which hold a draft and a scheduled post.
import fs from "node:fs";
import path from "node:path";
import { listFiles } from "../../scripts/lib/output.ts";
import { builtSite, DRAFT, SCHEDULED } from "./built-sites.ts";
import { expect, test } from "./fixtures.ts";

const SHOTS = process.env.DRAFT_SHOTS;

test.describe("drafts and scheduled posts in a built site", () => {
  test.setTimeout(300_000);

  test("a live build writes neither anywhere", async () => {
    const root = path.join(await builtSite("live"), "build", "client");
    const named: string[] = [];
    const files = await listFiles(root);
    expect(files, "the live build's files").toContain("blog.html");
    const names = new RegExp([DRAFT.slug, SCHEDULED.slug, DRAFT.title, SCHEDULED.title].join("|"));
    for (const rel of files) if (names.test(fs.readFileSync(path.join(root, rel), "latin1"))) named.push(rel);
    expect(named).toEqual([]);
  });

  test("a deploy preview shows each with its banner, and search engines are told to keep away", async ({ page }) => {
    const root = path.join(await builtSite("preview"), "build", "client");
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
