import type { Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";
import { violations } from "./page-checks.ts";

/** Loaded and hydrated, fade-ins settled (reduced motion shows them at once). */
async function open(page: Page, route: string, width: number) {
  await page.setViewportSize({ width, height: 800 });
  await page.goto(route);
  await hydrated(page);
}

test.use({ contextOptions: { reducedMotion: "reduce" } });
// axe walks the whole page: generous time on a shared two-core machine.
test.describe.configure({ timeout: 90_000 });

test.describe("axe finds no WCAG 2.2 A/AA violation", () => {
  test("with the mobile menu and all its groups open", async ({ page }) => {
    await open(page, "/solutions/smart-stores", 375);
    await page.getByRole("banner").getByRole("button", { name: /menu/i }).click();
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expect(nav).toBeVisible();
    const closedGroups = nav.getByRole("button", { expanded: false });
    for (let i = 0; i < 10 && (await closedGroups.count()) > 0; i++) await closedGroups.first().click();
    await expect(closedGroups).toHaveCount(0);
    expect(await violations(page, "mobile menu open")).toEqual([]);
  });

  test("through every step of the breakroom builder to its results", async ({ page }) => {
    await open(page, "/", 1280);
    const builder = page.getByRole("form", { name: "Breakroom builder" });
    // Each step changes the builder alone: the rest of the page is the sweep's "/" at 1280 px.
    const within = "#breakroom-builder";
    await expect(page.locator(within)).toContainText("Step 1 of 3");
    const found: string[] = [];
    await builder.getByRole("radio").first().check();
    found.push(...(await violations(page, "step 1 answered", within)));
    await builder.getByRole("button", { name: "Next" }).click();
    await builder.getByRole("radio").nth(1).check();
    found.push(...(await violations(page, "step 2", within)));
    await builder.getByRole("button", { name: "Next" }).click();
    await builder.getByRole("checkbox").first().check();
    found.push(...(await violations(page, "step 3", within)));
    await builder.getByRole("button", { name: "Get Results" }).click();
    await expect(page.getByRole("button", { name: "Start Over" })).toBeVisible();
    found.push(...(await violations(page, "results", within)));
    expect(found).toEqual([]);
  });

  test("on the contact form showing its errors", async ({ page }) => {
    await open(page, "/contact", 375);
    await page.getByRole("button", { name: "Send Message" }).click();
    // The errors show in the form and change it alone: the rest of the page is the sweep's /contact at 375 px.
    await expect(page.locator("#contact-form").getByText("Please select an option for how we can help you")).toBeVisible();
    expect(await violations(page, "form errors", "#contact-form")).toEqual([]);
  });

  test("on the FAQ with a search that finds nothing", async ({ page }) => {
    await open(page, "/faq", 1280);
    await page.getByRole("searchbox").last().fill("zzqxv");
    await expect(page.getByText(/No FAQs found matching your search/)).toBeVisible();
    expect(await violations(page, "no FAQ match")).toEqual([]);
  });

  test("while the first-visit splash shows", async ({ browser }) => {
    // A context of its own: a new session, which the splash greets.
    const context = await browser.newContext({ viewport: { width: 375, height: 800 } });
    const page = await context.newPage();
    await page.goto("/");
    await expect(page.locator(".splash")).toBeVisible();
    // A copy of the splash as shown, which stays up for as long as axe needs (the splash leaves after 1.5 s,
    // and axe's own timers must run, so the page clock cannot stand still).
    await page.locator(".splash").evaluate((splash) => {
      const copy = splash.cloneNode(true) as HTMLElement;
      copy.className = "splash";
      document.body.append(copy);
    });
    const found = await violations(page, "splash");
    await context.close();
    expect(found).toEqual([]);
  });
});

test.describe("keyboard", () => {
  /**
   * Whether the focused element shows a focus ring: an outline or a box shadow that is not none, one of whose
   * colours stands out at 3:1 or more from the colour behind the element (WCAG 1.4.11).
   */
  const focusRing = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      if (!el || el === document.body) return { ring: false, label: "body", href: null as string | null, visible: false };
      const style = getComputedStyle(el);
      const outline = style.outlineStyle !== "none" && Number.parseFloat(style.outlineWidth) > 0;
      const shadow = style.boxShadow !== "none";
      const rgb = (color: string) => (color.match(/[\d.]+/g) ?? []).map(Number);
      const luminance = (color: string) => {
        const [r, g, b] = rgb(color).map((v) => (v / 255 <= 0.04045 ? v / 255 / 12.92 : ((v / 255 + 0.055) / 1.055) ** 2.4));
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      let behind = "rgb(255, 255, 255)";
      for (let at = el.parentElement; at; at = at.parentElement) {
        const bg = getComputedStyle(at).backgroundColor;
        if (rgb(bg)[3] !== 0) {
          behind = bg;
          break;
        }
      }
      const colours = [...(outline ? [style.outlineColor] : []), ...(shadow ? (style.boxShadow.match(/rgba?\([^)]*\)/g) ?? []) : [])];
      const contrast = (c: string) => {
        const [a, b] = [luminance(c), luminance(behind)].sort((x, y) => y - x);
        return (a + 0.05) / (b + 0.05);
      };
      const rect = el.getBoundingClientRect();
      return {
        ring: colours.some((c) => contrast(c) >= 3),
        label: `${el.tagName.toLowerCase()} "${(el.textContent ?? "").trim().slice(0, 40) || el.getAttribute("aria-label")}"`,
        href: el.getAttribute("href"),
        visible: rect.width > 0 && rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight,
      };
    });

  test("tabbing from the top of a page shows a focus ring on each stop and reaches the skip link and the main links", async ({ page }) => {
    await open(page, "/about", 1280);
    const reached = new Set<string>();
    const withoutRing: string[] = [];
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press("Tab");
      const focus = await focusRing(page);
      if (!focus.ring || !focus.visible) withoutRing.push(focus.label);
      if (focus.href) reached.add(focus.href);
    }
    expect(withoutRing, "stops without a visible focus indicator").toEqual([]);
    for (const href of ["#main", "/", "/solutions", "/locations", "/about", "/service-area", "/blog", "/faq", "/contact"]) expect([...reached]).toContain(href);
  });

  test("the skip link moves focus to the main content", async ({ page }) => {
    await open(page, "/faq", 1280);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
  });

  test("on a phone the menu opens from the keyboard and its links take focus", async ({ page }) => {
    await open(page, "/", 375);
    const toggle = page.getByRole("banner").getByRole("button", { name: /menu/i });
    for (let i = 0; i < 8 && !(await toggle.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press("Tab");
    await expect(toggle).toBeFocused();
    expect((await focusRing(page)).ring).toBe(true);
    await page.keyboard.press("Enter");
    const nav = page.getByRole("navigation", { name: "Mobile" });
    await expect(nav).toBeVisible();
    await page.keyboard.press("Tab");
    const focus = await focusRing(page);
    expect(focus.ring && focus.visible, focus.label).toBe(true);
    expect(await nav.evaluate((el) => el.contains(document.activeElement))).toBe(true);
  });
});
