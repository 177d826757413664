// The editor's page previews, driven in Chromium as an editor would, on a copy of content/ in
// the browser's Origin Private File System (as cms-edit.spec.ts does): for one entry of every collection, the
// preview's main content reads exactly as the built page's <main>, and an edit shows in the preview (how
// soon: `npm run bench:editor`). `PREVIEW_SHOTS=/some/folder` saves screenshots of the editor with its preview.
import fs from "node:fs";
import path from "node:path";
import type { Browser, FrameLocator } from "@playwright/test";
import { choose, createNewEntry, expect, test } from "./cms-helpers.ts";

const ROOT = process.cwd();
const SHOTS = process.env.PREVIEW_SHOTS;

/** Visible text, its white space collapsed (line breaks between blocks count as one space). */
const collapse = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * The built pages' <main> as their HTML shows it (no script: what the preview shows is the prerendered
 * page), in one page of a context of its own, at the width asked for.
 */
async function builtPages(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  return {
    async mainText(url: string, width: number): Promise<string> {
      await page.setViewportSize({ width, height: 900 });
      const response = await page.goto(url);
      expect(response?.status(), url).toBeLessThan(500);
      return collapse(await page.locator("main").innerText());
    },
    close: () => context.close(),
  };
}

interface Case {
  /** The collection in the editor's list, and the entry's name in it. */
  collection: string;
  entry: string;
  /** The built page showing the entry. */
  url: string;
  /** A text field of the entry to change (its label, or its key path in a list), and the text to put in it. */
  field: string;
  text: string;
  shot?: string;
}

const CASES: Case[] = [
  { collection: "Site facts", entry: "Site facts", url: "/", field: "Phone", text: "(410) 555-0199" },
  {
    collection: "Pages",
    entry: "Home page",
    url: "/",
    field: "Heading",
    text: "Smart Vending and Micro Markets for Carroll County Workplaces",
    shot: "home",
  },
  { collection: "Solutions", entry: "Smart Stores", url: "/solutions/smart-stores", field: "Heading", text: "A Smart Store That Never Closes" },
  {
    collection: "Industries",
    entry: "Office Buildings",
    url: "/locations/office-buildings",
    field: "Title",
    text: "Breakroom Amenities for Westminster Office Buildings",
    shot: "industry",
  },
  {
    collection: "Towns",
    entry: "Eldersburg",
    url: "/service-area/eldersburg",
    field: "Name",
    text: "Eldersburg and Sykesville",
    shot: "town",
  },
  { collection: "FAQ", entry: "Questions and answers", url: "/faq", field: "entries.0.question", text: "What does a smart store cost the host?" },
  {
    collection: "Blog posts",
    entry: "AI Inventory Management in Smart Vending: Fewer Empty Shelves, Fresher Food (September 5, 2025)",
    url: "/blog/ai-inventory-management-smart-vending",
    field: "Title",
    text: "AI Inventory Management: Fuller Shelves, Fresher Food",
    shot: "post",
  },
];

/** The fixed pages the cases above do not open, by their name in the editor, and their address. */
const FIXED_PAGES: [string, string][] = [
  ["About page", "/about"],
  ["Solutions overview page", "/solutions"],
  ["Locations overview page", "/locations"],
  ["Service area page", "/service-area"],
  ["Contact page", "/contact"],
  ["Customer support page", "/customer"],
  ["Blog page", "/blog"],
  ["FAQ page", "/faq"],
  // Shown on the first town's page (two call-outs and the side box).
  ["Shared texts (call-outs, side box, not-found page)", JSON.parse(fs.readFileSync(path.join(ROOT, "dist-content/towns/index.json"), "utf8"))[0].path],
];

test.describe("the editor's page previews", () => {
  test.setTimeout(600_000);
  test.use({ actionTimeout: 20_000, viewport: { width: 1280, height: 900 } });

  test("for one entry of every collection, the preview shows the built page and follows each edit", async ({
    editor: { page, collections, elsewhere },
    browser,
    baseURL,
  }) => {
    await expect(collections.getByRole("treeitem", { name: "Towns" })).toBeVisible({ timeout: 30_000 });
    const built = await builtPages(browser, baseURL!);

    /** Opens an entry from its collection's list; the preview frame and its <main> once the page is drawn. */
    const open = async (collection: string, entry?: string) => {
      await choose(collections.getByRole("treeitem", { name: collection }));
      if (entry) await choose(page.getByRole("gridcell", { name: entry, exact: true }));
      else await createNewEntry(page);
      const frame = page.locator("iframe").first();
      await expect(frame).toBeVisible({ timeout: 20_000 });
      const preview: FrameLocator = page.frameLocator("iframe").first();
      await expect(preview.locator("main")).toBeVisible({ timeout: 20_000 });
      return { frame, preview, main: preview.locator("main") };
    };
    /** The preview's <main> reads as the built page's, at the preview's width. */
    const sameMain = async ({ frame, main }: Awaited<ReturnType<typeof open>>, url: string) => {
      const width = Math.round((await frame.boundingBox())!.width);
      const expected = await built.mainText(url, width);
      await expect
        .poll(async () => collapse(await main.innerText()), { message: `${url} at ${width} px: the preview's main text`, timeout: 10_000 })
        .toBe(expected);
    };
    /**
     * `text` shows in the preview (a boolean: a failure should not print the whole page;
     * the text as it is in the document, not as laid out: asking for the layout at every try slows the page).
     */
    const shows = async (preview: FrameLocator, text: string, what: string) => {
      const started = Date.now();
      await expect
        .poll(() => preview.locator("body").evaluate((body, wanted) => body.textContent!.includes(wanted), text), {
          message: `${what} in the preview`,
          intervals: [50],
        })
        .toBe(true);
      const render = await preview.locator("[data-render-ms]").getAttribute("data-render-ms");
      test.info().annotations.push({ type: "preview update", description: `${what}: seen after ${Date.now() - started} ms, rendered in ${render} ms` });
    };
    const leave = async () => {
      await page.getByRole("button", { name: "Cancel Editing" }).click();
      const discard = page.getByRole("button", { name: "Discard" });
      if (await discard.isVisible().catch(() => false)) await discard.click();
    };

    for (const c of CASES) {
      await test.step(`${c.collection}: ${c.entry}`, async () => {
        const shown = await open(c.collection, c.entry);
        await sameMain(shown, c.url);
        let field = page.getByRole("textbox", { name: c.field, exact: true }).first();
        if (c.field.startsWith("entries.")) {
          // A question's fields are drawn once its item has been in view.
          field = page.locator(`[data-key-path="${c.field}"]`).getByRole("textbox");
          await expect(async () => {
            await page
              .getByRole("group", { name: /^\W*Questions\W*Field$/ })
              .getByRole("button", { name: "Remove" })
              .first()
              .scrollIntoViewIfNeeded();
            await expect(field).toBeVisible({ timeout: 1_000 });
          }).toPass({ timeout: 20_000 });
        }
        await field.fill(c.text);
        await shows(shown.preview, c.text, `${c.collection}: ${c.field}`);
        if (SHOTS && c.shot) await page.screenshot({ path: path.join(SHOTS, `${c.shot}-1280.png`) });

        if (c.collection === "Towns") {
          // At a phone's width the page takes its phone layout, as the built page does at that width.
          await shown.preview.getByRole("button", { name: /Phone width/ }).click();
          await expect.poll(async () => Math.round((await shown.frame.boundingBox())!.width)).toBe(390);
          await page.getByRole("textbox", { name: c.field, exact: true }).first().fill("Eldersburg");
          await sameMain(shown, c.url);
          if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${c.shot}-phone.png`) });
          await shown.preview.getByRole("button", { name: /Phone width/ }).click();
        }
        if (c.collection === "Blog posts") {
          // The date is picked, not typed (no February 30 to be had): the picker writes the site's way of
          // writing a date, and the page shows it.
          await page.locator('[data-key-path="date"] input[type="date"]').fill("2025-02-28");
          await shows(shown.preview, "February 28, 2025", "the picked date");
          if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "post-date-1280.png") });
        }
        await leave();
      });
    }

    await test.step("every other fixed page", async () => {
      for (const [entry, url] of FIXED_PAGES) {
        await sameMain(await open("Pages", entry), url);
        await leave();
      }
    });

    await test.step("a new town, its fields still empty, then a name", async () => {
      const { preview } = await open("Towns");
      await page.getByRole("textbox", { name: "Name", exact: true }).first().fill("Finksburg");
      await shows(preview, "Finksburg", "a new town's name");
      if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "new-town-1280.png") });
      await leave();
    });

    await built.close();
    expect(elsewhere, "no request to another origin").toEqual([]);
  });
});
