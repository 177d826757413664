import fs from "node:fs";
import path from "node:path";
import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test } from "./fixtures.ts";

const site = JSON.parse(fs.readFileSync(path.resolve("dist-content/site.json"), "utf8"));
const TEL = `tel:+1${site.phone.replace(/\D/g, "")}`;

/** Wholly inside the first screen, clear of the fixed header and of the phone's bottom call bar. */
async function expectInFirstScreen(page: Page, target: Locator) {
  await expect(target).toBeVisible();
  const box = (await target.boundingBox())!;
  const { headerBottom, barTop } = await page.evaluate(() => {
    const bar = document.querySelector(".call-bar");
    return {
      headerBottom: document.querySelector(".site-header")!.getBoundingClientRect().bottom,
      barTop: bar && getComputedStyle(bar).display !== "none" ? bar.getBoundingClientRect().top : window.innerHeight,
    };
  });
  expect(box.y, "below the header").toBeGreaterThanOrEqual(headerBottom);
  expect(box.y + box.height, "above the call bar and the screen's bottom edge").toBeLessThanOrEqual(barTop);
}

const HEROES = [
  { path: "/", primary: "Get Started", href: "/contact" },
  { path: "/solutions/smart-stores", primary: "Install My Smart Store", href: "/contact" },
  { path: "/locations/office-buildings", primary: site.assessmentLabel, href: "/contact?from=/locations/office-buildings&location=office#contact-form" },
  { path: "/service-area/westminster", primary: site.assessmentLabel, href: "/contact?from=/service-area/westminster#contact-form" },
];

// What the first screen holds is the stylesheet's: each page is loaded once and measured at both sizes.
for (const hero of HEROES) {
  test(`${hero.path} offers the free assessment, a call and three facts before any scrolling, at 375 × 667 and 1280 × 800`, async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 667 });
    await page.goto(hero.path);
    for (const viewport of [
      { width: 375, height: 667 },
      { width: 1280, height: 800 },
    ]) {
      await test.step(`at ${viewport.width} × ${viewport.height}`, async () => {
        await page.setViewportSize(viewport);
        const main = page.getByRole("main");
        const primary = main.getByRole("link", { name: hero.primary }).first();
        await expectInFirstScreen(page, primary);
        await expect(primary).toHaveAttribute("href", hero.href);
        const call = main.getByRole("link", { name: `Call ${site.phone}` }).first();
        await expectInFirstScreen(page, call);
        await expect(call).toHaveAttribute("href", TEL);
        const facts = main.locator(".hero-cta__facts li");
        await expect(facts).toHaveText(["No upfront cost", "No contracts", "Same-day service"]);
        for (const fact of await facts.all()) await expectInFirstScreen(page, fact);
      });
    }
  });
}

// Where the buttons fall is the stylesheet's alone: each page is loaded once and measured at every width.
test("at 1280 and 1440 px the home hero's three buttons share one row", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto("/");
  for (const width of [1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    const tops = await page.locator("#hero .hero-cta__actions > *").evaluateAll((buttons) => buttons.map((b) => Math.round(b.getBoundingClientRect().top)));
    expect(tops).toHaveLength(3);
    expect(new Set(tops).size, `at ${width} px, button tops: ${tops.join(", ")}`).toBe(1);
  }
});

/**
 * The heroes with a third button (home, /about, /solutions): on one row where there is room; otherwise every
 * row they take is filled from edge to edge, never a button alone at its own width under the others. 363 px
 * is a 375 px screen less Firefox's scroll bar, 320 px a small phone; at 1280 px /about's sits beside its
 * pictures. /solutions' centred hero is as wide as the page from 1024 px: there the three keep their own
 * widths, centred (stretched across it, they read as one heavy bar).
 */
test("at 320, 363, 375, 768, 1024, 1280 and 1440 px a hero's three buttons take one row or fill every row they take", async ({ page }) => {
  for (const path of ["/", "/about", "/solutions"]) {
    await page.setViewportSize({ width: 320, height: 900 });
    await page.goto(path);
    for (const width of [320, 363, 375, 768, 1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const rows = await page
        .getByRole("main")
        .locator(".hero-cta__actions")
        .first()
        .evaluate((actions) => {
          const box = actions.getBoundingClientRect();
          const buttons = [...actions.children].map((b) => b.getBoundingClientRect());
          const tops = [...new Set(buttons.map((b) => Math.round(b.top)))];
          // Each row: how many buttons, how far its first and last fall short of the row's two edges, and how
          // much wider each button is than its label and icon.
          return tops.map((top) => {
            const row = [...actions.children].filter((b) => Math.round(b.getBoundingClientRect().top) === top);
            const [first, last] = [row[0].getBoundingClientRect(), row.at(-1)!.getBoundingClientRect()];
            const padding = row.map((b) => {
              const label = document.createRange();
              label.selectNodeContents(b);
              return Math.round(b.getBoundingClientRect().width - label.getBoundingClientRect().width);
            });
            return { count: row.length, left: first.left - box.left, right: box.right - last.right, padding };
          });
        });
      expect(
        rows.reduce((n, row) => n + row.count, 0),
        `${path} at ${width} px: three buttons`,
      ).toBe(3);
      if (rows.length > 1)
        expect(
          rows.filter((row) => row.left + row.right > 2),
          `${path} at ${width} px: rows ${JSON.stringify(rows)}`,
        ).toEqual([]);
      if (path === "/solutions" && width >= 1024) {
        const [{ left, right, padding }] = rows;
        expect(Math.abs(left - right), `${path} at ${width} px: ${left} px left, ${right} px right`).toBeLessThan(2);
        expect(left, `${path} at ${width} px: room on each side`).toBeGreaterThan(20);
        // Each button its label's width and its padding: the three differ by a few pixels at most.
        expect(Math.max(...padding) - Math.min(...padding), `${path} at ${width} px: ${padding.join(", ")}`).toBeLessThan(8);
      }
    }
  }
});

test.describe("on a 375 × 667 phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("a hero starts left-aligned with its heading and at most four lines of intro before the buttons", async ({ page }) => {
    await page.goto("/solutions/smart-stores");
    const main = page.getByRole("main");
    await expect(main.getByRole("heading", { level: 1 })).toHaveCSS("text-align", "left");
    const lead = main.locator(".hero-split__lead");
    const { height, lineHeight } = await lead.evaluate((el) => ({
      height: el.getBoundingClientRect().height,
      lineHeight: parseFloat(getComputedStyle(el).lineHeight),
    }));
    expect(Math.round(height / lineHeight)).toBeLessThanOrEqual(4);
    const leadBox = (await lead.boundingBox())!;
    const ctaBox = (await main.getByRole("link", { name: "Install My Smart Store" }).boundingBox())!;
    expect(ctaBox.y).toBeGreaterThan(leadBox.y + leadBox.height);
  });

  for (const path of ["/locations", "/service-area", "/about", "/solutions/smart-stores"]) {
    test(`${path}: its hero, centred on wide screens, reads from the left edge`, async ({ page }) => {
      await page.goto(path);
      const heading = page.getByRole("main").getByRole("heading", { level: 1 });
      await expect(heading).toHaveCSS("text-align", "left");
      const [h1, main] = [(await heading.boundingBox())!, (await page.getByRole("main").locator(".container").first().boundingBox())!];
      expect(Math.abs(h1.x - main.x)).toBeLessThan(2);
      // Its trust row too: each fact starts at the same left edge as the heading.
      for (const fact of await page.getByRole("main").locator(".trust-row__facts > li").all())
        expect(Math.abs((await fact.boundingBox())!.x - h1.x), await fact.innerText()).toBeLessThan(2);
    });
  }

  test("/about's hero offers the call beside its two buttons", async ({ page }) => {
    await page.goto("/about");
    const hero = page.locator(".about-hero");
    await expect(hero.getByRole("link", { name: "Inquire Today" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: `Call ${site.phone}` })).toHaveAttribute("href", TEL);
    await expect(hero.getByRole("link", { name: "Explore Solutions" })).toHaveAttribute("href", "/solutions");
  });

  test("the contact form's first field is in the first screen, the five steps after the form", async ({ page }) => {
    await page.goto("/contact");
    await expectInFirstScreen(page, page.getByRole("textbox", { name: "Full Name" }));
    const form = (await page.locator("#contact-form").boundingBox())!;
    const steps = (await page.getByRole("region", { name: "Our Process and Commitment" }).boundingBox())!;
    expect(steps.y).toBeGreaterThan(form.y + form.height);
  });

  test("the builder's results link shows without scrolling and lands on the form with a note", async ({ page }) => {
    await page.goto("/#breakroom-builder");
    await hydrated(page);
    const builder = page.locator("#breakroom-builder");
    await builder.getByRole("radio", { name: "1-25 employees" }).check();
    await builder.getByRole("button", { name: "Next" }).click();
    await builder.getByRole("radio", { name: "Small Corner" }).check();
    await builder.getByRole("button", { name: "Next" }).click();
    await builder.getByRole("button", { name: "Get Results" }).click();
    const link = builder.getByRole("link", { name: "Talk to Us About Your Breakroom" });
    await expect(builder.getByRole("heading", { name: "Our Recommendations" })).toBeFocused();
    await expectInFirstScreen(page, link);

    await link.click();
    await expect(page).toHaveURL(/\/contact\?solutions=smart-coolers,smart-traditional-vending/);
    const note = page.getByText("Your breakroom builder answers are filled in below.");
    await expectInFirstScreen(page, note);
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue(/recommended Smart Coolers, Smart Traditional Vending$/);
    await expect(page.getByRole("heading", { name: "Tell Us About Your Location" })).toBeInViewport();
  });
});

test.describe("the breakroom builder's results on a 375 px phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("show their button whole and no link under the call bar", async ({ page }) => {
    await page.goto("/#breakroom-builder");
    await hydrated(page);
    const builder = page.locator("#breakroom-builder");
    await builder.getByRole("radio", { name: "1-25 employees" }).check();
    await builder.getByRole("button", { name: "Next" }).click();
    await builder.getByRole("radio", { name: "Dedicated Room" }).check();
    await builder.getByRole("button", { name: "Next" }).click();
    await builder.getByRole("button", { name: "Get Results" }).click();
    await expect(builder.getByRole("heading", { name: /^Our Recommendations?$/ })).toBeFocused();

    // The button's words and arrow inside its edges, and the button inside the screen.
    const talk = builder.getByRole("link", { name: "Talk to Us About Your Breakroom" });
    await expectInFirstScreen(page, talk);
    const button = (await talk.boundingBox())!;
    expect(button.x + button.width).toBeLessThanOrEqual(375);
    expect(await talk.evaluate((a) => a.scrollWidth - a.clientWidth), "no words past the button's edge").toBeLessThanOrEqual(0);
    const arrow = (await talk.locator("svg").boundingBox())!;
    expect(arrow.x + arrow.width, "the arrow inside the button").toBeLessThanOrEqual(button.x + button.width);

    // While the builder is on screen the call bar steps aside: every result link that shows is the
    // thing under a finger at its centre, none covered.
    await expect(page.getByRole("complementary", { name: "Call or contact us" })).toBeHidden();
    const links = [talk, ...(await builder.getByRole("link", { name: /^Learn about / }).all())];
    for (const link of links) {
      for (const scroll of [false, true]) {
        if (scroll) await link.scrollIntoViewIfNeeded();
        const box = (await link.boundingBox())!;
        const bottom = Math.min(box.y + box.height, 800);
        if (bottom <= box.y) continue;
        const hit = await link.evaluate((a, [x, y]) => a.contains(document.elementFromPoint(x, y)), [box.x + box.width / 2, (box.y + bottom) / 2]);
        expect(hit, `${await link.textContent()} is not covered`).toBe(true);
      }
    }
    // Past the builder the bar comes back.
    await page.locator("#about").scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 600);
    await expect(page.getByRole("complementary", { name: "Call or contact us" })).toBeVisible();
  });
});

test.describe("on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test("an industry hero's assessment lands on the form with the location type chosen and the page as the source", async ({ page }) => {
    await page.goto("/locations/senior-living");
    await hydrated(page);
    await page.locator(".hero-cta").getByRole("link", { name: site.assessmentLabel }).click();
    await expect(page).toHaveURL("/contact?from=/locations/senior-living&location=senior#contact-form");
    const form = page.locator("#contact-form");
    await expect(form.getByRole("radio", { name: "Location Assessment" })).toBeChecked();
    await expect(form.getByRole("combobox", { name: "Location Type" })).toHaveValue("senior");
    await expect(form.locator('input[name="source"]')).toHaveValue("/locations/senior-living");
    await expect(page.getByRole("heading", { name: "Tell Us About Your Location" })).toBeInViewport();
  });

  test("/contact shows the office hours and the e-mail address under the form, where its column would be empty", async ({ page }) => {
    await page.goto("/contact");
    const formCard = (await page.locator("#contact-form").boundingBox())!;
    const reach = page.getByRole("main").getByRole("definition").filter({ hasText: site.openingHours });
    const email = page.getByRole("main").getByRole("link", { name: site.email });
    await expect(reach).toBeVisible();
    await expect(email).toHaveAttribute("href", `mailto:${site.email}`);
    // Right under the form, in its column.
    for (const box of [(await reach.boundingBox())!, (await email.boundingBox())!]) {
      expect(box.y - (formCard.y + formCard.height)).toBeGreaterThanOrEqual(0);
      expect(box.y - (formCard.y + formCard.height)).toBeLessThan(150);
      expect(box.x).toBeGreaterThanOrEqual(formCard.x);
      expect(box.x + box.width).toBeLessThanOrEqual(formCard.x + formCard.width);
    }
  });

  test("sending the empty form keeps its heading and first field clear of the fixed header", async ({ page }) => {
    await page.goto("/contact");
    await hydrated(page);
    const send = page.getByRole("button", { name: "Send Message" });
    await send.scrollIntoViewIfNeeded();
    await send.click();
    const name = page.getByRole("textbox", { name: "Full Name" });
    await expect(name).toBeFocused();
    await expectInFirstScreen(page, name);
    await expectInFirstScreen(page, page.getByRole("heading", { name: "Tell Us About Your Location" }));
  });
});

test.describe("in a laptop's window (a 1366 × 768 screen)", () => {
  test.use({ viewport: { width: 1366, height: 650 } });

  test("/contact shows the form's first fields in the first screen, with the call and its hours beside the heading", async ({ page }) => {
    await page.goto("/contact");
    await expectInFirstScreen(page, page.getByRole("textbox", { name: "Full Name" }));
    await expectInFirstScreen(page, page.getByRole("textbox", { name: "Email" }));
    const hero = page.locator(".contact-hero");
    const call = hero.getByRole("link", { name: site.phone });
    await expectInFirstScreen(page, call);
    await expectInFirstScreen(page, hero.getByText(site.openingHours));
    const heading = (await hero.getByRole("heading", { level: 1 }).boundingBox())!;
    expect((await call.boundingBox())!.x, "beside the heading, not under it").toBeGreaterThan(heading.x + heading.width);
  });
});
