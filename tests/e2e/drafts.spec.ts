// Drafts and scheduled posts in a built copy of the site (decision 036): a production build leaves both
// out of every file it writes; a deploy preview's build shows each with its banner, kept from search engines.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { listFiles } from "../../scripts/lib/output.ts";
import { repoCopy } from "../unit/repo-copy.ts";
import { expect, test } from "./fixtures.ts";

const SHOTS = process.env.DRAFT_SHOTS;
const front = (slug: string, title: string, date: string, extra = "") => `---
title: "${title}"
slug: ${slug}
date: "${date}"
${extra}summary: "${title}: a post an editor has saved but not published."
imageUrl: /images/smart-cooler.svg
imageAlt: "A smart cooler beside a breakroom counter, stocked for the morning shift"
metaTitle: "${title}"
metaDescription: "${title}, a post saved in the editor and kept off the live site until it is ready."
---

${title} is saved in the editor, and only a preview of the site shows it.
`;

test.describe("drafts and scheduled posts in a built site", () => {
  test.setTimeout(300_000);
  let dir = "";
  const build = (env: Record<string, string>) => {
    const run = spawnSync("npm", ["run", "--silent", "build"], {
      cwd: dir,
      env: { ...process.env, BUILD_DATE: "2026-11-25", ...env },
      encoding: "utf8",
      maxBuffer: 64 << 20,
    });
    expect(run.status, `${run.stdout}${run.stderr}`.slice(-3000)).toBe(0);
  };
  const client = (rel = "") => path.join(dir, "build", "client", rel);

  test.beforeAll(async () => {
    dir = await repoCopy("drafts-");
    const posts = path.join(dir, "content", "posts");
    fs.writeFileSync(
      path.join(posts, "breakroom-budget-draft.md"),
      front("breakroom-budget-draft", "Planning a Breakroom Budget", "November 1, 2026", "draft: true\n"),
    );
    fs.writeFileSync(path.join(posts, "holiday-hours-2027.md"), front("holiday-hours-2027", "Holiday Restocking Hours for 2027", "November 25, 2027"));
  });
  test.afterAll(() => {
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  test("a live build writes neither anywhere", async () => {
    // A plain `npm run build`: what a production deploy publishes (its launch check aside).
    build({ CONTEXT: "", LAUNCH: "" });
    const named: string[] = [];
    for (const rel of await listFiles(client())) {
      const text = fs.readFileSync(client(rel), "latin1");
      if (/breakroom-budget-draft|holiday-hours-2027|Planning a Breakroom Budget|Holiday Restocking Hours/.test(text)) named.push(rel);
    }
    expect(named).toEqual([]);
  });

  test("a deploy preview shows each with its banner, and search engines are told to keep away", async ({ page }) => {
    build({ CONTEXT: "deploy-preview" });
    for (const [slug, banner] of [
      ["breakroom-budget-draft", "Draft: not published"],
      ["holiday-hours-2027", "Scheduled for November 25, 2027: not published yet"],
    ]) {
      const html = fs.readFileSync(client(`blog/${slug}.html`), "utf8");
      expect(html).toContain(banner);
      expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"\/?>/);
    }
    // The banner as a visitor of the preview sees it, from the built files.
    await page.route("http://preview.test/**", (route) => {
      const url = new URL(route.request().url());
      const rel = url.pathname === "/" ? "index.html" : path.extname(url.pathname) ? url.pathname.slice(1) : `${url.pathname.slice(1)}.html`;
      return fs.existsSync(client(rel)) ? route.fulfill({ path: client(rel) }) : route.fulfill({ status: 404 });
    });
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("http://preview.test/blog/holiday-hours-2027");
      await expect(page.getByRole("status").filter({ hasText: "Scheduled for November 25, 2027" })).toBeVisible();
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `scheduled-banner-${width}.png`) });
    }
  });
});
