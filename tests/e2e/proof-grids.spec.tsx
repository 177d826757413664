// The grids an owner fills from content (install photos, client logos, the team, the quotes) look intentional at any
// count: rendered by their own components with 1, 2, 3, 4 and 7 labelled samples (tests/demo-proof/images,
// never real installs, clients or people) under the built site's stylesheets, at phone, tablet and desktop
// widths, every row of each grid is covered from edge to edge: no empty cell, no ragged last row.
import fs from "node:fs/promises";
import path from "node:path";
import type { Locator } from "@playwright/test";
import { renderToStaticMarkup } from "react-dom/server";
import type { BuiltImage } from "../../core/content-types.ts";
import { ClientLogos, InstallPhotos } from "../../src/components/HomeProof.tsx";
import { TeamGrid } from "../../src/components/TeamGrid.tsx";
import { Testimonials } from "../../src/components/Testimonials.tsx";
import { expect, test } from "./fixtures.ts";

const COUNTS = [1, 2, 3, 4, 7];
const WIDTHS = [375, 768, 1280];
/** How far (px) the items may fall short of an edge, or leave between them beyond the grid's own gap. */
const TOLERANCE = 2;
const SAMPLE_PAGE = "/__proof-grids";

/** A sample picture of the demo set, served by this test; `n` keeps each one's address (its key) apart. */
const sample = (file: string, width: number, height: number, alt: string, n: number): BuiltImage => {
  const src = `${SAMPLE_PAGE}/images/${file}?n=${n}`;
  return { src, srcSet: "", large: src, width, height, alt };
};

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

const photos = (count: number) =>
  range(count).map((n) => ({
    image: sample("sample-install-lobby.svg", 1200, 800, `Sample photo ${n} (demo content, not a real install)`, n),
    place: `Sample place ${n}`,
    town: "Sampletown",
  }));

const clients = (count: number) =>
  range(count).map((n) => ({ name: `Sample Co. ${n} (demo)`, logo: sample("sample-client-a.svg", 240, 112, `Sample Co. ${n} logo (demo content)`, n) }));

/** Quotes of every other length, as real ones come: sample words, never a real host's. */
const quotes = (count: number) =>
  range(count).map((n) => ({
    quote: `Sample quote ${n} (demo content, not a real host).${n % 2 ? "" : " A longer sample, to see two lengths side by side in one row."}`,
    name: `Sample Host ${n}`,
    company: "Sample Co. (demo)",
    permissionDate: "2000-01-01",
  }));

/** Every other member without a photo, so that the initials stand in a row of portraits. */
const team = (count: number) =>
  range(count).map((n) => ({
    name: `Sample Person ${n}`,
    role: "Sample role (demo)",
    photo: n % 2 ? sample("sample-team-member.svg", 400, 400, "Placeholder portrait (demo content)", n) : undefined,
  }));

/**
 * What of the grid's content box its items leave empty. Each item is taken with the gaps after it (to its
 * right and below), as its cell in the grid; then along the top, middle and bottom line of every such cell,
 * the cells crossing the line must cover it from the left edge to the right one without a hole, and
 * together the cells must reach from the box's top to its bottom.
 */
function uncovered(list: Locator, tolerance: number): Promise<string[]> {
  return list.evaluate((grid, tolerance) => {
    const style = getComputedStyle(grid);
    const box = grid.getBoundingClientRect();
    const px = (value: string) => parseFloat(value) || 0;
    const [columnGap, rowGap] = [px(style.columnGap), px(style.rowGap)];
    const left = box.left + px(style.borderLeftWidth) + px(style.paddingLeft);
    const right = box.right - px(style.borderRightWidth) - px(style.paddingRight) + columnGap;
    const top = box.top + px(style.borderTopWidth) + px(style.paddingTop);
    const bottom = box.bottom - px(style.borderBottomWidth) - px(style.paddingBottom) + rowGap;
    const cells = [...grid.children].map((item) => {
      const r = item.getBoundingClientRect();
      return { left: r.left, right: r.right + columnGap, top: r.top, bottom: r.bottom + rowGap };
    });
    const problems: string[] = [];
    if (Math.min(...cells.map((c) => c.top)) - top > tolerance) problems.push("an empty band above the first row");
    if (bottom - Math.max(...cells.map((c) => c.bottom)) > tolerance) problems.push("an empty band below the last row");
    const lines = new Set(cells.flatMap((c) => [c.top + 1, (c.top + c.bottom) / 2, c.bottom - 1].map(Math.round)));
    for (const y of [...lines].sort((a, b) => a - b)) {
      const crossing = cells.filter((c) => c.top <= y && c.bottom >= y).sort((a, b) => a.left - b.left);
      let reach = left;
      for (const c of crossing) {
        if (c.left - reach > tolerance) problems.push(`${Math.round(c.left - reach)} px empty at x=${Math.round(reach - left)}, y=${Math.round(y - top)}`);
        reach = Math.max(reach, c.right);
      }
      if (right - reach > tolerance) problems.push(`${Math.round(right - reach)} px empty at the right end of y=${Math.round(y - top)}`);
    }
    return problems;
  }, tolerance);
}

test.describe("the proof grids at any count", () => {
  test.beforeEach(async ({ page }) => {
    // The site's own stylesheets, as the about page (the team, the proof styles) and the home page (the
    // quotes) link them.
    const stylesheets = new Set<string>();
    for (const url of ["/about", "/"]) {
      await page.goto(url);
      for (const href of await page.locator("link[rel=stylesheet]").evaluateAll((links) => links.map((l) => (l as HTMLLinkElement).href)))
        stylesheets.add(href);
    }
    expect(stylesheets.size).toBeGreaterThan(0);
    await page.route(`**${SAMPLE_PAGE}/images/*`, async (route) => {
      const file = path.basename(new URL(route.request().url()).pathname);
      await route.fulfill({ contentType: "image/svg+xml", body: await fs.readFile(path.resolve("tests/demo-proof/images", file)) });
    });
    await page.route(`**${SAMPLE_PAGE}?count=*`, async (route) => {
      const count = Number(new URL(route.request().url()).searchParams.get("count"));
      const body = renderToStaticMarkup(
        <>
          <InstallPhotos photos={photos(count)} />
          <ClientLogos clients={clients(count)} />
          <TeamGrid team={team(count)} />
          <Testimonials items={quotes(count)} />
        </>,
      );
      const links = [...stylesheets].map((href) => `<link rel="stylesheet" href="${href}">`).join("");
      await route.fulfill({
        contentType: "text/html",
        body: `<!doctype html><html lang="en-US"><head><meta charset="utf-8"><title>Proof grids, ${count} samples</title>${links}</head><body><main>${body}</main></body></html>`,
      });
    });
  });

  for (const width of WIDTHS) {
    test(`at ${width} px, the install photos, client logos, team and quotes fill every row with 1, 2, 3, 4 and 7 entries`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const count of COUNTS) {
        await page.goto(`${SAMPLE_PAGE}?count=${count}`);
        for (const name of ["Recent Installations", "Trusted by Local Businesses", "Meet the Team", "What Our Hosts Say"]) {
          const list = page.getByRole("region", { name }).getByRole("list");
          await expect(list.getByRole("listitem")).toHaveCount(count);
          expect(await uncovered(list, TOLERANCE), `${name}, ${count} at ${width} px`).toEqual([]);
        }
      }
    });
  }

  test("a member without a photo shows initials that screen readers skip, and the name is read once", async ({ page }) => {
    await page.goto(`${SAMPLE_PAGE}?count=2`);
    const members = page.getByRole("region", { name: "Meet the Team" }).getByRole("listitem");
    await expect(members.nth(0).getByRole("img", { name: "Placeholder portrait (demo content)" })).toBeVisible();
    const withoutPhoto = members.nth(1);
    await expect(withoutPhoto.getByText("S2", { exact: true })).toBeVisible();
    await expect(withoutPhoto.getByRole("img")).toHaveCount(0);
    await expect(withoutPhoto).toMatchAriaSnapshot(`
      - listitem:
        - paragraph: Sample Person 2
        - paragraph: Sample role (demo)
    `);
  });
});
