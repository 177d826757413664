// The editor at /admin/ (Sveltia CMS, decision 016), driven through its own UI in Chromium as an editor
// would, on a copy of the repository's content/ in the browser's Origin Private File System: the folder
// picker is replaced, before the page's scripts run, by one that answers with that folder. What the editor
// saves is read back, checked by the content build in a temporary copy of the project, and its pages are
// rendered from it with the site's server bundle.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { cmsConfig, loadSchemas } from "../../scripts/cli/cms.ts";
import { cmsConfigYaml, formatYaml } from "../../core/content/cms-config.ts";
import { defaultPaths } from "../../scripts/cli/config.ts";
import { withSiteCheck } from "../../scripts/admin/site-check.ts";
import { repoCopy } from "../unit/repo-copy.ts";
import reactRouterConfig from "../../react-router.config.ts";
import { choose, createNewEntry, expect, readRepoFile, savedFile, test } from "./cms-helpers.ts";
import { ROUTES } from "./fixtures";

const ROOT = process.cwd();
/** The site's server bundle, where `npm run build` leaves it. */
const SERVER_BUNDLE = path.join(ROOT, reactRouterConfig.buildDirectory, "server", "index.js");
/** Screenshots for the closing note, when asked for (`CMS_SHOTS=/some/folder`). */
const SHOTS = process.env.CMS_SHOTS;

const shot = async (page: Page, name: string) => {
  if (SHOTS) await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
};

const TOWN_DESCRIPTION =
  "Eldersburg is Carroll County's largest community, a suburb of more than 32,000 people where Liberty Road (MD 26) meets MD 32, served on our South Carroll route.";
const FAQ = {
  id: "asking-for-a-consultation",
  question: "How do I ask for a free consultation?",
  answer: "Call us or fill in the contact form. We visit your site, look at the space and how many people use it, and suggest the setup that fits.",
};
const POST = {
  title: "Choosing the Right Spot for a Smart Cooler",
  slug: "choosing-the-right-spot-for-a-smart-cooler",
  date: "November 20, 2026",
  isoDate: "2026-11-20",
  author: "Alyssa Brandt",
  summary: "A smart cooler sells best where people already pass by. Here is how to pick a spot with an outlet, foot traffic and room to open the door.",
  image: "smart-cooler.svg",
  imageAlt: "A glass-door smart cooler stocked with salads, sandwiches and drinks beside a break room counter",
  metaTitle: "Choosing the Right Spot for a Smart Cooler | Patapsco",
  metaDescription:
    "Where to put a smart cooler in your building: near foot traffic, next to a standard outlet, with room for the door to swing open and for restocking.",
  body: "A smart cooler needs three things: a standard outlet, people walking past, and room for its door to open.",
};

test.describe("the editor at /admin/", () => {
  test.setTimeout(360_000);
  test.use({ actionTimeout: 20_000, viewport: { width: 1280, height: 900 } });

  test("edits a town, adds a question and writes a post; the saved files pass the content build and render into the pages", async ({
    editor: { page, collections, elsewhere },
  }) => {
    const originalTown = (await readRepoFile(page, "content/towns/eldersburg.yaml"))!;
    const originalFaq = (await readRepoFile(page, "content/faq.yaml"))!;

    await expect(page).toHaveTitle(/content editor/i);
    for (const name of ["Site facts", "Pages", "Solutions", "Industries", "Towns", "FAQ", "Blog posts"]) {
      await expect(collections.getByRole("treeitem", { name })).toBeVisible({ timeout: 20_000 });
    }
    await expect(collections.getByRole("treeitem", { name: "Towns" })).toContainText("11");
    await shot(page, "cms-collections-1280");

    // A town: a new description, then a four-digit ZIP code, which the form refuses with the schema's words.
    await choose(collections.getByRole("treeitem", { name: "Towns" }));
    await choose(page.getByRole("gridcell", { name: "Eldersburg", exact: true }));
    const description = page.getByRole("textbox", { name: "Description", exact: true }).first();
    await expect(description).toHaveValue(/Carroll County's most populous community/);
    await description.fill(TOWN_DESCRIPTION);
    await shot(page, "cms-town-1280");
    // A list item's fields are drawn once the item has been in view; the form may still be growing above it.
    const zip = page.getByRole("textbox", { name: "ZIP code", exact: true }).first();
    // The form draws its fields as they come near the screen: the last one drawn is scrolled to until the list is there.
    await expect(async () => {
      const zipCodes = page.getByRole("group", { name: /ZIP codes/ });
      if (await zipCodes.count()) await zipCodes.scrollIntoViewIfNeeded();
      else await page.locator("section[data-key-path]").last().scrollIntoViewIfNeeded();
      await expect(zip).toHaveValue("21784", { timeout: 1_000 });
    }).toPass({ timeout: 20_000 });
    await zip.fill("2178");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText('must be 5 digits, in quotes, e.g. "21157"').first()).toBeVisible();
    await expect(page.getByText(/correct (it|them) to save the entry/)).toBeVisible();
    await shot(page, "cms-zip-error-1280");
    expect(await readRepoFile(page, "content/towns/eldersburg.yaml"), "nothing saved while the ZIP code is wrong").toBe(originalTown);
    await zip.fill("21784");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await savedFile(page, "content/towns/eldersburg.yaml", TOWN_DESCRIPTION);

    // A new question at the end of the FAQ.
    await choose(collections.getByRole("treeitem", { name: "FAQ" }));
    await choose(page.getByRole("gridcell", { name: "Questions and answers", exact: true }));
    await page.getByRole("button", { name: /^Add .*Questions/ }).click();
    // The new question is the last item; its fields are drawn once it has scrolled into view.
    const entries = (originalFaq.match(/^ {2}- id: /gm) ?? []).length;
    const field = (name: string) => page.locator(`[data-key-path="entries.${entries}.${name}"]`);
    await expect(async () => {
      await page.getByRole("button", { name: "Remove" }).last().scrollIntoViewIfNeeded();
      await expect(field("answer").getByRole("textbox", { name: "Answer" })).toBeVisible({ timeout: 1_000 });
    }).toPass({ timeout: 30_000 });
    await field("id").getByRole("textbox", { name: "Anchor (id)" }).fill(FAQ.id);
    await field("category").getByRole("radio", { name: "process", exact: true }).check();
    await field("question").getByRole("textbox", { name: "Question" }).fill(FAQ.question);
    await field("answer").getByRole("textbox", { name: "Answer" }).click();
    await page.keyboard.type(FAQ.answer);
    await shot(page, "cms-faq-1280");
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await savedFile(page, "content/faq.yaml", `id: ${FAQ.id}`);

    // A new post with a picture from content/images.
    await choose(collections.getByRole("treeitem", { name: "Blog posts" }));
    const preview = await createNewEntry(page);
    await page.getByRole("textbox", { name: "Title", exact: true }).fill(POST.title);
    await page.getByRole("textbox", { name: "Page address (slug)", exact: true }).fill(POST.slug);
    // The date picker writes the site's way of writing a date (POST.date).
    await page.locator('[data-key-path="date"] input[type="date"]').fill(POST.isoDate);
    await page.getByRole("textbox", { name: "Author", exact: true }).fill(POST.author);
    await page.getByRole("textbox", { name: "Summary", exact: true }).fill(POST.summary);
    // The picker reads every picture in content/images first: slow on a busy machine.
    await page.getByRole("button", { name: "Browse" }).click({ timeout: 60_000 });
    const picker = page.getByRole("dialog", { name: "Select Image" });
    await picker.getByRole("searchbox", { name: "Search for Images" }).fill(POST.image.replace(/\.svg$/, ""));
    await choose(picker.getByRole("option", { name: POST.image, exact: true }));
    await picker.getByRole("button", { name: "Insert" }).click();
    await page.getByRole("textbox", { name: "Picture description (alt text)", exact: true }).fill(POST.imageAlt);
    await page.getByRole("textbox", { name: "Search result title", exact: true }).fill(POST.metaTitle);
    await page.getByRole("textbox", { name: "Search result summary", exact: true }).fill(POST.metaDescription);
    await page.getByRole("textbox", { name: "Text of the post" }).click();
    await page.keyboard.type(POST.body);
    // What was typed is in the entry the editor saves: its preview shows the title and the body.
    await expect(preview.getByRole("heading", { level: 1, name: POST.title })).toBeVisible();
    await expect(preview.locator("main")).toContainText(POST.body.split("\n")[0].slice(0, 60));
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await savedFile(page, `content/posts/${POST.slug}.md`, POST.title);

    // Read back, into a temporary copy of the project.
    const saved = {
      "content/towns/eldersburg.yaml": (await readRepoFile(page, "content/towns/eldersburg.yaml"))!,
      "content/faq.yaml": (await readRepoFile(page, "content/faq.yaml"))!,
      [`content/posts/${POST.slug}.md`]: (await readRepoFile(page, `content/posts/${POST.slug}.md`))!,
    };
    if (process.env.CMS_SAVED) for (const [rel, text] of Object.entries(saved)) fs.writeFileSync(path.join(process.env.CMS_SAVED, path.basename(rel)), text);
    // The editor writes what `content cms --normalize` writes: once the content is in that form, a save
    // changes the edited line only.
    const schemas = await loadSchemas(path.join(ROOT, "schemas"));
    const town = saved["content/towns/eldersburg.yaml"];
    expect(formatYaml(schemas, "town.schema.json", town)).toBe(town);
    const before = formatYaml(schemas, "town.schema.json", originalTown).split("\n");
    const changed = town.split("\n").filter((line, i) => line !== before[i]);
    expect(changed).toEqual([`description: ${TOWN_DESCRIPTION}`]);
    expect(formatYaml(schemas, "faq.schema.json", saved["content/faq.yaml"])).toBe(saved["content/faq.yaml"]);
    expect(saved[`content/posts/${POST.slug}.md`]).toContain(`imageUrl: /images/${POST.image}`);
    expect(saved[`content/posts/${POST.slug}.md`]).toContain(`\ndate: ${POST.date}\n`);
    // The saved files in a copy of the project: the content build checks every file, as the site build's first step
    // does (scripts/tasks/build.ts), and the site's server bundle renders their pages from what it wrote, as React
    // Router's prerender asks for each page: no second site built in the e2e run (decisions 063, 077). How a build takes
    // up a post and an industry an editor adds is tests/unit/site-build.test.ts's.
    const tmp = await repoCopy("cms-e2e-");
    try {
      for (const [rel, text] of Object.entries(saved)) fs.writeFileSync(path.join(tmp, rel), text);
      const build = spawnSync(process.execPath, ["scripts/content.mjs", "build"], { cwd: tmp, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 });
      const out = `${build.stdout}${build.stderr}`;
      expect(build.status, out.slice(-3000)).toBe(0);
      expect(out).toMatch(/✔ \d+ files checked, no errors/);

      const routes = ["/service-area/eldersburg", "/faq", `/blog/${POST.slug}`];
      const render = spawnSync(process.execPath, [path.join(ROOT, "tests/helpers/render-pages.mjs"), SERVER_BUNDLE, ...routes], {
        cwd: tmp,
        encoding: "utf8",
        maxBuffer: 64 * 1024 * 1024,
      });
      expect(render.status, render.stderr.slice(-3000)).toBe(0);
      const pages: Record<string, { status: number; html: string }> = JSON.parse(render.stdout);
      for (const route of routes) expect(pages[route].status, route).toBe(200);
      const html = (route: string) => pages[route].html;
      const text = (route: string) =>
        html(route)
          .replace(/<[^>]+>/g, "")
          .replace(/&#x27;|&#39;/g, "'");
      expect(text("/service-area/eldersburg")).toContain(TOWN_DESCRIPTION);
      expect(text("/faq")).toContain(FAQ.question);
      expect(text("/faq")).toContain(FAQ.answer);
      expect(text(`/blog/${POST.slug}`)).toContain(POST.title);
      expect(text(`/blog/${POST.slug}`)).toContain(POST.body);
      expect(html(`/blog/${POST.slug}`)).toContain("smart-cooler");
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
    expect(elsewhere, "no request to another origin").toEqual([]);
  });

  test("/admin/ is served with its own policy, not indexed, and nothing of it reaches the site's pages", async ({ request }) => {
    const admin = await request.get("/admin/");
    expect(admin.status()).toBe(200);
    const headers = admin.headers();
    expect(headers["content-security-policy"]).toMatch(/^default-src 'self'; script-src 'self'; /);
    expect(headers["x-robots-tag"]).toBe("noindex, nofollow");
    expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">');
    // The built configuration is the one the schemas give now: a stale build fails here.
    expect(await (await request.get("/admin/config.yml")).text()).toBe(cmsConfigYaml(withSiteCheck(await cmsConfig(defaultPaths(ROOT)))));
    expect(await (await request.get("/robots.txt")).text()).toContain("Disallow: /admin/");
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain("<loc>");
    expect(sitemap).not.toContain("/admin");
    expect(ROUTES.filter((r) => r.startsWith("/admin"))).toEqual([]);
    for (const route of ["/", "/faq", "/service-area/eldersburg", "/blog"]) {
      const html = await (await request.get(route)).text();
      expect(html, route).toContain("</html>");
      expect(html, route).not.toMatch(/\/admin\/|sveltia/i);
    }
  });

  // The editor opened at a phone's width: last, so the test at 1280 px shares one editor.
  test.describe(() => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("at 390 px the last post and the last picture are clear of the round button; swiped to, or reached with the keyboard and ringed", async ({
      editor: { page, collections },
    }) => {
      /** Whether the item is on screen and ends above the round button, and so can be read and tapped whole. */
      const clearOf = (item: Locator, button: Locator) => async () => {
        const [box, round] = [await item.boundingBox(), await button.boundingBox()];
        return box!.y >= 0 && box!.y + box!.height <= round!.y;
      };
      /** Scrolls the list holding `item` to its top or as far down as it goes, as a swipe does. */
      const swipe = (item: Locator, to: "top" | "end") =>
        item.evaluate((el, to) => {
          let box = el.parentElement;
          while (box && !(box.scrollHeight > box.clientHeight && /auto|scroll/.test(getComputedStyle(box).overflowY))) box = box.parentElement;
          box!.scrollTo({ top: to === "top" ? 0 : box!.scrollHeight });
        }, to);
      /**
       * Swipes to the end of a list until it shows no more (the CMS adds items as its end comes near): its last
       * item, the same two swipes running, is on screen above the button.
       */
      const swipedClearOf = async (items: Locator, button: Locator) => {
        let seen = -1;
        await expect
          .poll(
            async () => {
              await swipe(items.last(), "end");
              const count = await items.count();
              const settled = count === seen;
              seen = count;
              return settled && (await clearOf(items.last(), button)());
            },
            { timeout: 20_000, intervals: [500] },
          )
          .toBe(true);
      };

      await choose(collections.getByRole("treeitem", { name: "Blog posts" }));
      const rows = page.getByRole("grid").getByRole("row");
      const last = rows.last();
      await expect(last).toContainText("(");
      const create = page.getByRole("button", { name: "Create New Entry" });
      // Swiped to the end of the list.
      await swipedClearOf(rows, create);
      await expect(last).toBeInViewport({ ratio: 1 });
      // Reached with the arrow keys from the top of the list, it is scrolled into view above the button.
      await swipe(last, "top");
      await expect(last).not.toBeInViewport();
      await rows.nth(1).focus();
      for (let i = 1; i < (await rows.count()); i++) await page.keyboard.press("ArrowDown");
      await expect(last).toBeFocused();
      await expect.poll(clearOf(last, create)).toBe(true);
      await expect(last).toBeInViewport({ ratio: 1 });
      // It shows the CMS's focus ring, as a wide screen does: an opaque line 2 px wide.
      const ring = (el: Element) => {
        const style = getComputedStyle(el);
        return `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}`;
      };
      await expect.poll(() => last.evaluate(ring)).toMatch(/^solid 2px rgb\(/);
      await shot(page, "editor-list-end-390");

      // The pictures, in their grid, under the round upload button.
      await choose(page.getByRole("radio", { name: "Assets" }));
      await choose(page.getByText("All Assets", { exact: true }));
      const pictures = page.getByRole("grid", { name: "Assets" }).getByRole("row");
      const lastPicture = pictures.last();
      await expect(lastPicture).toBeAttached();
      await swipedClearOf(pictures, page.getByRole("button", { name: "Upload New Assets" }));
      await expect(lastPicture).toBeInViewport({ ratio: 1 });
      await shot(page, "editor-assets-end-390");
    });
  });
});
