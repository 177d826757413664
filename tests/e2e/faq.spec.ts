import type { Page } from "@playwright/test";
import { FAQ_CATEGORIES } from "../../src/constants.ts";
import { CONTEXT_PER_TEST, expect, test } from "./fixtures.ts";
import { INDEX_LOAD, WIDTHS, faq, site, stopClock, visit } from "./reading-helpers.ts";

// Its copy button's test installs the page clock (./fixtures.ts).
test.use(CONTEXT_PER_TEST);

const question = (id: string) => faq.entries.find((e) => e.id === id)!.question;
const countOf = (category: string) => (category === "all" ? faq.entries.length : faq.entries.filter((e) => e.category === category).length);

const searchBox = (page: Page) => page.getByRole("searchbox", { name: "Search the FAQ" });
const tab = (page: Page, label: string) => page.getByRole("tab", { name: new RegExp(`^${label} \\d+$`) });
const questions = (page: Page) => page.getByRole("tabpanel").getByRole("heading", { level: 2 });
/** The placeholder's width in its own font, against the room the search box gives it. */
const placeholderFit = (page: Page) =>
  searchBox(page).evaluate((input: HTMLInputElement) => {
    const box = getComputedStyle(input);
    const text = getComputedStyle(input, "::placeholder");
    const pen = document.createElement("canvas").getContext("2d")!;
    pen.font = `${text.fontStyle} ${text.fontWeight} ${text.fontSize} ${text.fontFamily}`;
    return { width: pen.measureText(input.placeholder).width, room: input.clientWidth - parseFloat(box.paddingLeft) - parseFloat(box.paddingRight) };
  });
/** A question's disclosure, by the entry id it carries (so /faq#id can reach it). */
const item = (page: Page, id: string) => page.locator(`details#${id}`);

// What the page shows and where it scrolls to, at both widths: its layout differs between them.
for (const { name, viewport } of WIDTHS) {
  test.describe(`the FAQ ${name}`, () => {
    test.use({ viewport });

    test("lists every question under All Questions, with a count on each category tab", async ({ page }) => {
      await visit(page, "/faq");
      await expect(searchBox(page)).toHaveAttribute("placeholder", "Search frequently asked questions...");
      // Whole, not cut off at the box's end.
      const { width, room } = await placeholderFit(page);
      expect(width).toBeLessThanOrEqual(room);
      await expect(questions(page)).toHaveText(faq.entries.map((e) => e.question));
      for (const c of FAQ_CATEGORIES) await expect(tab(page, c.label)).toHaveText(`${c.label}${countOf(c.value)}`);
      await expect(tab(page, "All Questions")).toHaveAttribute("aria-selected", "true");
    });

    test("/faq#id opens that question and brings it into view", async ({ page }) => {
      await visit(page, "/faq#how-to-get-started");
      await expect(item(page, "how-to-get-started")).toHaveAttribute("open", "");
      await expect(item(page, "how-to-get-started")).toBeInViewport();
    });
  });
}

// What the tabs, the search and the questions do is the page's script, the same at every width: on a phone,
// where the tabs are a grid of their own.
test.describe("the FAQ on a phone (375 px)", () => {
  test.use({ viewport: WIDTHS[0].viewport });

  test("search forgives a typo and ignores case, needs every typed word, finds a word of an answer, and the counts follow it", async ({ page }) => {
    await visit(page, "/faq");
    await searchBox(page).fill("INSTALATION");
    await expect(questions(page).first()).toHaveText(question("installation-time"), INDEX_LOAD);

    // Every typed word must match, and no match says so.
    await searchBox(page).fill("payment zeppelin");
    await expect(page.getByText("No FAQs found matching your search. Try different keywords or browse all categories.")).toBeVisible();
    await expect(questions(page)).toHaveCount(0);
    for (const c of FAQ_CATEGORIES) await expect(tab(page, c.label)).toHaveText(`${c.label}0`);
    await page.getByRole("button", { name: "Show all questions" }).click();
    await expect(searchBox(page)).toHaveValue("");
    await expect(questions(page)).toHaveCount(faq.entries.length);

    // A word of an answer finds its question.
    await searchBox(page).fill("Apple Pay");
    await expect(questions(page).first()).toHaveText(question("payment-options"));
    const shown = await questions(page).count();
    expect(shown).toBeLessThan(faq.entries.length);
    await expect(tab(page, "All Questions")).toHaveText(`All Questions${shown}`);

    // Each category's count is what its tab then shows, and together they make up the whole.
    let sum = 0;
    for (const c of FAQ_CATEGORIES.filter((c) => c.value !== "all")) {
      const count = Number((await tab(page, c.label).textContent())!.replace(c.label, ""));
      await tab(page, c.label).click();
      if (count) await expect(questions(page)).toHaveCount(count);
      else await expect(page.getByText("No FAQs found matching your search.")).toBeVisible();
      sum += count;
    }
    expect(sum).toBe(shown);
  });

  test("a category tab shows only its questions, and several questions can be open at once", async ({ page }) => {
    await visit(page, "/faq");
    await tab(page, "Process").click();
    await expect(tab(page, "Process")).toHaveAttribute("aria-selected", "true");
    await expect(questions(page)).toHaveText(faq.entries.filter((e) => e.category === "process").map((e) => e.question));
    await tab(page, "All Questions").click();
    await expect(questions(page)).toHaveCount(faq.entries.length);

    // Under All Questions again: opening a question closes no other.
    await page.getByText(question("cost-to-business")).click();
    await page.getByText(question("payment-options")).click();
    await expect(item(page, "cost-to-business")).toHaveAttribute("open", "");
    await expect(item(page, "payment-options")).toHaveAttribute("open", "");
    await expect(item(page, "payment-options").getByText("Apple Pay")).toBeVisible();

    await page.getByText(question("cost-to-business")).click();
    await expect(item(page, "cost-to-business")).not.toHaveAttribute("open");
    await expect(item(page, "payment-options")).toHaveAttribute("open", "");
  });
});

test.describe("the FAQ's links to single questions", () => {
  test("a new fragment in the address opens its question, even one the search had hidden", async ({ page }) => {
    await visit(page, "/faq");
    await page.evaluate(() => (window.location.hash = "#payment-options"));
    await expect(item(page, "payment-options")).toHaveAttribute("open", "");

    await searchBox(page).fill("cooler");
    await expect(item(page, "cost-to-business")).toHaveCount(0, INDEX_LOAD);
    await page.evaluate(() => (window.location.hash = "#cost-to-business"));
    await expect(item(page, "cost-to-business")).toHaveAttribute("open", "");
    await expect(searchBox(page)).toHaveValue("");
    await expect(item(page, "cost-to-business")).toBeInViewport();
  });

  test("each question's copy button copies its address and says Copied! for two seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await stopClock(page);
    await visit(page, "/faq");

    await page.getByText(question("payment-options")).click();
    const copy = item(page, "payment-options").getByRole("button", { name: "Copy link to this FAQ" });
    await copy.click();
    await expect(copy).toHaveText("Copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${site.origin}/faq#payment-options`);
    await page.clock.runFor(2000);
    await expect(copy).toHaveText("Copy link");
  });

  test("arrow keys move between the category tabs", async ({ page }) => {
    await visit(page, "/faq");
    await tab(page, "All Questions").focus();
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "General")).toBeFocused();
    await expect(tab(page, "General")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tab(page, "Products")).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowRight");
    await expect(tab(page, "All Questions")).toHaveAttribute("aria-selected", "true");
  });

  test("the search index is fetched only once the box is used", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/search-index.json")) fetched.push(r.url());
    });
    await visit(page, "/faq");
    await page.mouse.wheel(0, 800);
    expect(fetched).toEqual([]);
    await searchBox(page).fill("coffee");
    await expect(questions(page).first()).toContainText(/coffee/i, INDEX_LOAD);
    expect(fetched).toHaveLength(1);
  });

  test("links to contact and to the four solutions", async ({ page }) => {
    await visit(page, "/faq");
    await expect(page.locator(".faq-contact").getByRole("link", { name: site.assessmentLabel })).toHaveAttribute("href", "/contact");
    for (const [name, href] of [
      ["Explore Smart Stores", "/solutions/smart-stores"],
      ["Explore Micro Markets", "/solutions/micro-markets"],
      ["Explore Smart Coolers", "/solutions/smart-coolers"],
      ["Explore Smart Traditional Vending", "/solutions/smart-vending"],
    ]) {
      await expect(page.getByRole("link", { name })).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("link", { name: "View All Solutions" })).toHaveAttribute("href", "/solutions");
  });

  test("the solution cards show their whole text, no sentence cut off, at 375 and 1280 px", async ({ page }) => {
    // The cards' layout is the stylesheet's alone: one load, measured at each width.
    await page.setViewportSize({ width: 375, height: 900 });
    await visit(page, "/faq");
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      const clipped = await page
        .locator(".solution-card__body p")
        .evaluateAll((ps) => ps.filter((p) => p.scrollHeight > p.clientHeight + 1 || getComputedStyle(p).webkitLineClamp !== "none").map((p) => p.textContent));
      expect(clipped, `at ${width} px`).toEqual([]);
    }
  });

  test("the page carries FAQPage data with every question", async ({ request }) => {
    const html = await (await request.get("/faq")).text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
    const page = blocks.find((b) => b["@type"] === "FAQPage");
    expect(page.mainEntity.map((q: { name: string }) => q.name)).toEqual(faq.entries.map((e) => e.question));
  });
});
