import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures.ts";
import { INDEX_LOAD, WIDTHS, faq, visit } from "./reading-helpers.ts";
import { axe } from "./axe.ts";

const box = (page: Page) => page.getByRole("searchbox", { name: "Search the site" });
/** Opens the search as a visitor does, and waits for the box to appear with the cursor in it. */
const openSearch = async (page: Page) => {
  await page.getByRole("banner").getByRole("button", { name: "Search", exact: true }).click();
  await expect(box(page)).toBeFocused();
  return page.getByRole("dialog", { name: "Search the site" });
};
for (const { name, viewport } of WIDTHS) {
  test.describe(`the site search ${name}`, () => {
    test.use({ viewport });

    test("finds a town with a typo and goes to its page", async ({ page }) => {
      await visit(page, "/blog");
      const dialog = await openSearch(page);
      await expect(dialog).toBeVisible();
      await expect(box(page)).toBeFocused();
      await box(page).fill("westminstr");
      const result = dialog.getByRole("link", { name: /Westminster, Carroll County/ });
      await expect(result).toHaveAttribute("href", "/service-area/westminster", INDEX_LOAD);
      await result.click();
      await expect(page).toHaveURL("/service-area/westminster");
      await expect(dialog).toBeHidden();
    });

    test("opens a question on the FAQ page from its result", async ({ page }) => {
      await visit(page, "/");
      const dialog = await openSearch(page);
      await box(page).fill("payment methods");
      const payment = faq.entries.find((e) => e.id === "payment-options")!;
      const result = dialog.getByRole("link", { name: new RegExp(payment.question.replace("?", "\\?")) });
      await expect(result).toBeVisible(INDEX_LOAD);
      await result.click();
      await expect(page).toHaveURL("/faq#payment-options");
      await expect(page.locator("details#payment-options")).toHaveAttribute("open", "");
    });
  });
}

test.describe("the site search with a keyboard", () => {
  test("arrow keys reach the results, Enter follows one, Escape closes and gives focus back", async ({ page }) => {
    await visit(page, "/about");
    const button = page.getByRole("banner").getByRole("button", { name: "Search", exact: true });
    const dialog = await openSearch(page);
    await page.keyboard.type("micro market");
    const results = dialog.getByRole("list", { name: "Search results" }).getByRole("link");
    await expect(results.first()).toBeVisible(INDEX_LOAD);
    expect(await results.count()).toBeGreaterThan(1);

    await page.keyboard.press("ArrowDown");
    await expect(results.nth(0)).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(results.nth(1)).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await page.keyboard.press("ArrowUp");
    await expect(box(page)).toBeFocused();

    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();

    await button.press("Enter");
    await expect(box(page)).toHaveValue("micro market");
    await page.keyboard.press("ArrowDown");
    const href = await results.nth(0).getAttribute("href");
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(href!);
  });

  test("says when nothing matches", async ({ page }) => {
    await visit(page, "/");
    const dialog = await openSearch(page);
    await box(page).fill("zeppelin hangar");
    await expect(dialog.getByRole("status")).toHaveText("No results for “zeppelin hangar”. Try other words.", INDEX_LOAD);
  });

  test("loads its index only when used", async ({ page }) => {
    const fetched: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/search-index.json")) fetched.push(r.url());
    });
    await visit(page, "/");
    expect(fetched).toEqual([]);
    await openSearch(page);
    await box(page).fill("coffee");
    await expect(page.getByRole("dialog").getByRole("link").first()).toBeVisible(INDEX_LOAD);
    expect(fetched).toHaveLength(1);
  });

  test("the open dialog with its results meets WCAG 2.2 AA", async ({ page }) => {
    await visit(page, "/faq");
    const dialog = await openSearch(page);
    await box(page).fill("smart cooler");
    await expect(dialog.getByRole("link").first()).toBeVisible(INDEX_LOAD);
    const results = await axe(page, ".site-search").analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });
});
