import fs from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { Page } from "@playwright/test";
import { expect, holdScripts, hydrated, test } from "./fixtures.ts";

const site = JSON.parse(fs.readFileSync(path.resolve("dist-content/site.json"), "utf8")) as {
  phone: string;
  email: string;
  tagline: string;
  name: string;
  assessmentLabel: string;
};
const posts = JSON.parse(fs.readFileSync(path.resolve("dist-content/posts/index.json"), "utf8")) as { slug: string; title: string; date: string }[];
const industries = JSON.parse(fs.readFileSync(path.resolve("dist-content/industries/index.json"), "utf8")) as { name: string; path: string }[];

/** Opens a page and waits until it answers clicks (before hydration a click on the menu toggle does nothing). */
const visit = async (page: Page, url: string) => {
  await page.goto(url);
  await hydrated(page);
};

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

test.describe("on a wide screen (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("the header shows the desktop links and marks the current section by path prefix", async ({ page }) => {
    await visit(page, "/solutions/smart-coolers");
    const nav = page.getByRole("navigation", { name: "Main" });
    for (const name of ["Our Solutions", "Prospective Locations", "About", "Service Area", "Blog", "FAQ"]) {
      await expect(nav.getByRole("link", { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole("banner").getByRole("link", { name: "Contact Us", exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Menu" })).toBeHidden();
    await expect(nav.getByRole("link", { name: "Our Solutions" })).toHaveAttribute("aria-current", "page");
    await expect(nav.locator("[aria-current=page]")).toHaveCount(1);

    await nav.getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL("/blog");
    await expect(nav.getByRole("link", { name: "Blog" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Our Solutions" })).not.toHaveAttribute("aria-current", "page");

    await page.getByRole("banner").getByRole("link", { name: site.name }).click();
    await expect(page).toHaveURL("/");
    await expect(nav.locator("[aria-current=page]")).toHaveCount(0);
  });

  test("the header takes its scrolled style once the page moves more than 10 px", async ({ page }) => {
    await visit(page, "/about");
    const header = page.getByRole("banner");
    await expect(header).not.toHaveClass(/site-header--scrolled/);
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(header).not.toHaveClass(/site-header--scrolled/);
    await page.evaluate(() => window.scrollTo(0, 11));
    await expect(header).toHaveClass(/site-header--scrolled/);
    expect(await header.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe("none");
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).not.toHaveClass(/site-header--scrolled/);
  });

  test("the footer carries the description, social links, quick links, newest posts and contact details", async ({ page }) => {
    await visit(page, "/about");
    const footer = page.getByRole("contentinfo");
    await expect(footer.getByText(/Locally owned|install/).first()).toBeVisible();
    await expect(footer.getByRole("link", { name: /opens in a new tab/ })).toHaveCount(3);

    const quick = footer.getByRole("navigation", { name: "Quick Links" });
    for (const href of ["/solutions", "/blog", "/faq", "/about", "/locations", "/service-area", "/contact", "/customer"]) {
      await expect(quick.locator(`a[href="${href}"]`)).toHaveCount(1);
    }

    const newest = [...posts].sort((a, b) => b.date.localeCompare(a.date)).slice(0, 3);
    const latest = footer.getByRole("region", { name: "Latest Posts" }).getByRole("link");
    await expect(latest).toHaveCount(3);
    for (const [i, post] of newest.entries()) {
      await expect(latest.nth(i)).toHaveText(post.title);
      await expect(latest.nth(i)).toHaveAttribute("href", `/blog/${post.slug}`);
    }

    const contact = footer.getByRole("region", { name: "Contact" });
    await expect(contact.getByRole("link", { name: site.email })).toHaveAttribute("href", `mailto:${site.email}`);
    await expect(contact.getByRole("link", { name: site.phone })).toHaveAttribute("href", `tel:+1${site.phone.replace(/\D/g, "")}`);
    await expect(contact.getByRole("link", { name: "Customer Support" })).toHaveAttribute("href", "/customer");
    await expect(contact).toContainText(/MD \d{5}/);
    await expect(footer).toContainText(`© ${new Date().getFullYear()} ${site.name}`);
    const legal = footer.getByRole("list", { name: "Privacy and accessibility" });
    await expect(legal.getByRole("link", { name: "Privacy Notice" })).toHaveAttribute("href", "/privacy");
    await expect(legal.getByRole("link", { name: "Accessibility" })).toHaveAttribute("href", "/accessibility");
  });

  test("the side widget stays in view and opens to the contact page and the phone number", async ({ page }) => {
    await visit(page, "/faq");
    const widget = page.getByRole("complementary", { name: "Free Breakroom Assessment" });
    await expect(widget).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight / 2));
    await expect(widget).toBeInViewport();
    await widget.hover();
    const book = widget.getByRole("link", { name: site.assessmentLabel });
    await expect(book).toBeInViewport({ ratio: 1 });
    await expect(book).toHaveAttribute("href", "/contact");
    await expect(widget.getByRole("link", { name: site.phone })).toHaveAttribute("href", `tel:+1${site.phone.replace(/\D/g, "")}`);
  });

  test("a new path starts at the top, Back returns to where the visitor was, and the path is recorded", async ({ page }) => {
    await visit(page, "/about");
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);
    const left = await scrollY(page);

    await page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true }).click();
    await expect(page).toHaveURL("/blog");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Blog");
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await page.evaluate(() => sessionStorage.getItem("currentPath"))).toBe("/blog");

    await page.goBack();
    await expect(page).toHaveURL("/about");
    await expect.poll(() => scrollY(page)).toBeGreaterThan(left - 5);
    expect(await page.evaluate(() => sessionStorage.getItem("currentPath"))).toBe("/about");
  });

  test("an address with a hash scrolls to the named section", async ({ page }) => {
    await visit(page, "/#benefits");
    await expect(page.locator("#benefits")).toBeInViewport();
    const top = await page.locator("#benefits").evaluate((el) => el.getBoundingClientRect().top);
    // Below the fixed header, not under it.
    expect(top).toBeGreaterThanOrEqual(60);
  });

  test("a visitor who scrolled on from a hash before the scripts ran stays where they are once they run", async ({ page }) => {
    const release = await holdScripts(page);
    await page.goto("/#breakroom-builder");
    await expect(page.locator("#breakroom-builder")).toBeInViewport();
    const jumped = await scrollY(page);
    await page.mouse.wheel(0, 600);
    // Until the wheel's scroll has come to rest.
    let left = jumped;
    await expect.poll(async () => left === (left = await scrollY(page)) && left > jumped + 300).toBe(true);
    release();
    await hydrated(page);
    // Longer than the hash scroll's delay and a smooth scroll's run.
    await page.waitForTimeout(1_000);
    expect(await scrollY(page)).toBe(left);
  });
});

test.describe("the side widget's pages (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 800 } });
  const widget = (page: Page) => page.getByRole("complementary", { name: "Free Breakroom Assessment" });

  test.describe("as prerendered, before any script runs", () => {
    test.use({ javaScriptEnabled: false });

    // Scripts off is a context of its own for each test: the pages share one.
    test("the contact form, its confirmation and the shopper support page have no side tab; the home page and an industry page keep it", async ({ page }) => {
      for (const url of ["/contact", "/contact/thanks", "/customer"]) {
        await page.goto(url);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        await expect(widget(page), url).toHaveCount(0);
      }
      for (const url of ["/", "/locations/office-buildings"]) {
        await page.goto(url);
        await expect(widget(page), url).toBeVisible();
      }
    });
  });

  test("its tab covers none of the page's content", async ({ page }) => {
    for (const url of ["/", "/about", "/locations/office-buildings"]) {
      await page.goto(url);
      const tab = (await page.locator(".side-widget__tab").boundingBox())!;
      const rightmost = await page.locator("main .container").evaluateAll((boxes) => Math.max(...boxes.map((b) => b.getBoundingClientRect().right)));
      expect(tab.x, url).toBeGreaterThanOrEqual(rightmost + 8);
    }
  });

  test("leaving the home page for the contact page removes the tab, and it returns on the way back", async ({ page }) => {
    await visit(page, "/");
    await expect(widget(page)).toBeVisible();
    await page.getByRole("banner").getByRole("link", { name: "Contact Us", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await expect(widget(page)).toHaveCount(0);
    await page.goBack();
    await expect(page).toHaveURL("/");
    await expect(widget(page)).toBeVisible();
  });
});

test.describe("on a small screen (375 px)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  const menu = (page: Page) => page.getByRole("navigation", { name: "Mobile" });
  const toggle = (page: Page) => page.getByRole("button", { name: "Menu" });

  test("the menu opens below the header with every group closed, and groups expand", async ({ page }) => {
    await visit(page, "/about");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeHidden();
    await expect(page.getByRole("complementary", { name: "Free Breakroom Assessment" })).toBeHidden();
    await expect(menu(page)).toBeHidden();

    await toggle(page).click();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "true");
    await expect(menu(page)).toBeVisible();
    for (const name of ["Home", "Our Solutions", "Prospective Locations", "Service Area"]) {
      await expect(menu(page).getByRole("button", { name })).toHaveAttribute("aria-expanded", "false");
    }
    for (const name of ["About", "Blog", "FAQ", "Contact"]) await expect(menu(page).getByRole("link", { name, exact: true })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: "About", exact: true })).toHaveAttribute("aria-current", "page");
    await expect(menu(page).getByRole("link", { name: "Smart Coolers" })).toBeHidden();

    await menu(page).getByRole("button", { name: "Our Solutions" }).click();
    await expect(menu(page).getByRole("button", { name: "Our Solutions" })).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Smart Stores", "Micro Markets", "Smart Coolers", "Smart Traditional Vending"]) {
      await expect(menu(page).getByRole("link", { name })).toBeVisible();
    }
    await menu(page).getByRole("button", { name: "Prospective Locations" }).click();
    await expect(menu(page).getByRole("link", { name: industries[0].name })).toBeVisible();
    await menu(page).getByRole("button", { name: "Our Solutions" }).click();
    await expect(menu(page).getByRole("link", { name: "Smart Coolers" })).toBeHidden();
  });

  test("the page under the open panel is dimmed, the header is not, and a tap on the dimmed page closes the panel", async ({ page }) => {
    await visit(page, "/about");
    /** The mean brightness (0-255) of a band of the screen, as the visitor sees it. */
    const brightness = async (y: number, height: number) => {
      const png = await page.screenshot({ clip: { x: 0, y, width: 375, height } });
      const { channels } = await sharp(png).removeAlpha().stats();
      return channels.reduce((sum, c) => sum + c.mean, 0) / channels.length;
    };
    const header = (await page.locator(".site-header").boundingBox())!;
    const headerBefore = await brightness(0, header.height - 2);
    await toggle(page).click();
    await expect(menu(page)).toBeVisible();
    const panel = (await menu(page).boundingBox())!;
    const below = panel.y + panel.height + 10;
    await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished)));
    const dimmed = await brightness(below, 60);
    expect(await brightness(0, header.height - 2)).toBeCloseTo(headerBefore, 0);
    await page.mouse.click(6, below + 30);
    await expect(menu(page)).toBeHidden();
    expect(await brightness(below, 60)).toBeGreaterThan(dimmed + 40);
  });

  test("the panel is at most the viewport height minus 80 px, and scrolls inside", async ({ page }) => {
    await visit(page, "/");
    await toggle(page).click();
    for (const name of ["Home", "Our Solutions", "Prospective Locations", "Service Area"]) await menu(page).getByRole("button", { name }).click();
    const { maxHeight, height, scrollable } = await menu(page).evaluate((el) => ({
      maxHeight: getComputedStyle(el).maxHeight,
      height: el.getBoundingClientRect().height,
      scrollable: el.scrollHeight > el.clientHeight,
    }));
    expect(maxHeight).toBe("720px");
    expect(height).toBeLessThanOrEqual(720);
    expect(scrollable).toBe(true);
  });

  test("choosing a page closes the menu and highlights that page next time", async ({ page }) => {
    await visit(page, "/about");
    await toggle(page).click();
    await menu(page).getByRole("button", { name: "Our Solutions" }).click();
    await menu(page).getByRole("link", { name: "Smart Coolers" }).click();
    await expect(page).toHaveURL("/solutions/smart-coolers");
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");

    await toggle(page).click();
    await expect(menu(page).getByRole("button", { name: "Our Solutions" })).toHaveAttribute("aria-expanded", "false");
    await menu(page).getByRole("button", { name: "Our Solutions" }).click();
    await expect(menu(page).getByRole("link", { name: "Smart Coolers" })).toHaveAttribute("aria-current", "page");
  });

  test("Escape closes the menu and gives focus back to the toggle", async ({ page }) => {
    await visit(page, "/faq");
    await toggle(page).click();
    await menu(page).getByRole("button", { name: "Home" }).focus();
    await page.keyboard.press("Escape");
    await expect(menu(page)).toBeHidden();
    await expect(toggle(page)).toBeFocused();
    await expect(toggle(page)).toHaveAttribute("aria-expanded", "false");
  });

  test("focus is not trapped: Tab leaves the open menu for the page", async ({ page }) => {
    await visit(page, "/faq");
    await toggle(page).click();
    // The menu's last link: the phone number under the Contact button.
    await menu(page)
      .getByRole("link", { name: /^Call / })
      .focus();
    await page.keyboard.press("Tab");
    const stillInMenu = await page.evaluate(() => document.getElementById("mobile-nav")?.contains(document.activeElement));
    expect(stillInMenu).toBe(false);
  });

  test("on the home page the section being read is highlighted in the Home group", async ({ page }) => {
    await visit(page, "/");
    await page.locator("#benefits").evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - 50));
    await toggle(page).click();
    await menu(page).getByRole("button", { name: "Home" }).click();
    const group = menu(page).locator("#mobile-nav-home");
    await expect(group.getByRole("link", { name: "Benefits" })).toHaveAttribute("aria-current", "location");
    await expect(group.locator("[aria-current]")).toHaveCount(1);
  });

  test("a section link from another page lands on the home page scrolled to that section", async ({ page }) => {
    await visit(page, "/about");
    await toggle(page).click();
    await menu(page).getByRole("button", { name: "Home" }).click();
    await menu(page).getByRole("link", { name: "Where We Operate" }).click();
    await expect(page).toHaveURL("/#locations");
    await expect(menu(page)).toBeHidden();
    await expect(page.locator("#locations")).toBeInViewport();
  });
});

test.describe("the footer (375 px)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("carries the tagline on every visit, and keeps the newest posts closed under their heading until it is tapped", async ({ page }) => {
    await page.goto("/about");
    await expect(page.getByRole("contentinfo").getByText(site.tagline, { exact: true })).toBeVisible();
    const latest = page.getByRole("contentinfo").getByRole("region", { name: "Latest Posts" });
    const title = latest.getByText("Latest Posts");
    await expect(latest.getByRole("link")).toHaveCount(0);
    expect((await title.locator("xpath=ancestor::summary").boundingBox())!.height).toBeGreaterThanOrEqual(44);
    await title.click();
    await expect(latest.getByRole("link")).toHaveCount(3);
    for (const link of await latest.getByRole("link").all()) await expect(link).toBeVisible();
  });
});
