// A call or the contact form within reach on every page, and the builder's answers carried
// into the form.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, holdScripts, hydrated, test } from "./fixtures.ts";
import { axe } from "./axe.ts";

const read = (rel: string) => JSON.parse(fs.readFileSync(path.resolve("dist-content", rel), "utf8"));
const site = read("site.json");
const home = read("pages/home.json");
const INBOX = path.resolve("data/e2e-inbox.jsonl");
const TEL = `tel:+1${site.phone.replace(/\D/g, "")}`;

const inboxEntries = (email: string) =>
  (fs.existsSync(INBOX) ? fs.readFileSync(INBOX, "utf8").split("\n").filter(Boolean) : []).map((line) => JSON.parse(line)).filter((e) => e.email === email);

/** WCAG relative luminance contrast of two computed `rgb(...)` colours. */
function contrast(a: string, b: string): number {
  const lum = (c: string) => {
    const [r, g, bl] = c
      .match(/[\d.]+/g)!
      .slice(0, 3)
      .map(Number)
      .map((v) => {
        const s = v / 255;
        return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
      });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/**
 * From the page's first line, when the call bar (prerendered without it) is given `is-shown`, brought up:
 * read with `barBroughtUp`. A bar brought up for one frame and sent away again
 * is still seen sliding in by the visitor, and is what a later check of its place would catch mid-slide.
 */
const recordBarBroughtUp = (page: Page) =>
  page.addInitScript(() => {
    const seen: string[] = ((window as unknown as { barUp: string[] }).barUp = []);
    new MutationObserver((records) => {
      for (const { target } of records) if (target instanceof Element && target.matches(".call-bar.is-shown")) seen.push(`${Math.round(performance.now())} ms`);
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ["class"] });
  });
const barBroughtUp = (page: Page) => page.evaluate(() => (window as unknown as { barUp: string[] }).barUp);

const colours = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));

test.describe("the header", () => {
  // Its layout at each width is the stylesheet's: one load, measured as the window is resized.
  test("at 375, 768, 1024, 1280 and 1440 px has a call link in the first screen, Contact Us from 768 px and the links from 1024 px on one line", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto("/about");
    for (const width of [375, 768, 1024, 1280, 1440]) {
      await test.step(`at ${width} px`, async () => {
        await page.setViewportSize({ width, height: 800 });
        const banner = page.getByRole("banner");
        const call = banner.getByRole("link", { name: new RegExp(`Call.*${site.phone.replace(/[()]/g, "\\$&")}|^${site.phone.replace(/[()]/g, "\\$&")}$`) });
        await expect(call).toBeVisible();
        await expect(call).toHaveAttribute("href", TEL);
        await expect(call).toBeInViewport({ ratio: 1 });
        const box = (await call.boundingBox())!;
        expect(box.height, "tappable").toBeGreaterThanOrEqual(44);

        const contactUs = banner.getByRole("link", { name: "Contact Us", exact: true });
        const nav = page.getByRole("navigation", { name: "Main" });
        if (width < 768) await expect(contactUs).toBeHidden();
        else await expect(contactUs).toBeInViewport({ ratio: 1 });
        if (width < 1024) {
          await expect(nav).toBeHidden();
          return;
        }
        await expect(nav).toBeVisible();
        // Every link on one line, and nothing in the bar overlapping its neighbour.
        const boxes = await banner
          .locator(".site-header__bar > *:visible")
          .evaluateAll((els) => els.map((el) => ({ name: el.className, ...el.getBoundingClientRect().toJSON() })));
        for (let i = 1; i < boxes.length; i++)
          expect(boxes[i].left, `${boxes[i].name} after ${boxes[i - 1].name}`).toBeGreaterThanOrEqual(boxes[i - 1].right - 0.5);
        expect(boxes.at(-1)!.right).toBeLessThanOrEqual(width);
        const tops = await nav.getByRole("link").evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
        const heights = await nav.getByRole("link").evaluateAll((els) => els.map((el) => el.getBoundingClientRect().height));
        expect(Math.max(...heights)).toBeLessThan(48);
      });
    }
  });
});

test.describe("on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the opened menu shows a readable Contact button and the phone number, and passes axe", async ({ page }) => {
    await page.goto("/faq");
    await hydrated(page);
    await page.getByRole("banner").getByRole("button", { name: "Menu" }).click();
    const menu = page.getByRole("navigation", { name: "Mobile" });
    const contact = menu.getByRole("link", { name: "Contact", exact: true });
    await contact.scrollIntoViewIfNeeded();
    await expect(contact).toBeVisible();
    const c = await colours(page, ".mobile-nav__cta");
    expect(contrast(c.color, c.background), `${c.color} on ${c.background}`).toBeGreaterThanOrEqual(4.5);
    await contact.hover();
    const hovered = await colours(page, ".mobile-nav__cta");
    expect(contrast(hovered.color, hovered.background), "hovered").toBeGreaterThanOrEqual(4.5);
    const phone = menu.getByRole("link", { name: `Call ${site.phone}` });
    await expect(phone).toBeVisible();
    await expect(phone).toHaveAttribute("href", TEL);

    const results = await axe(page).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  });

  test("the call bar sits at the bottom, covers no content at the end of the page and moves nothing", async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
          if (!entry.hadRecentInput) (window as unknown as { shifts: number }).shifts += entry.value;
        }
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto("/");
    const bar = page.getByRole("complementary", { name: "Call or contact us" });
    // It waits its turn: the first screen shows the hero's own buttons, and no bar over them.
    await hydrated(page);
    await expect(page.locator("#hero .hero-cta__actions")).toBeInViewport();
    await expect(bar).toBeHidden();
    await page.locator("#hero .hero-cta__actions").evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom + 1));
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.getByRole("link", { name: `Call ${site.phone}` })).toHaveAttribute("href", TEL);
    await expect(bar.getByRole("link", { name: "Free Assessment" })).toHaveAttribute("href", "/contact");
    const barBox = (await bar.boundingBox())!;
    expect(barBox.y + barBox.height).toBe(667);
    expect(barBox.height).toBeLessThanOrEqual(60);
    for (const link of await bar.getByRole("link").all()) {
      const { color, background } = await link.evaluate((el) => ({ color: getComputedStyle(el).color, background: getComputedStyle(el).backgroundColor }));
      const bg = background === "rgba(0, 0, 0, 0)" ? await bar.evaluate((el) => getComputedStyle(el).backgroundColor) : background;
      expect(contrast(color, bg)).toBeGreaterThanOrEqual(4.5);
    }

    await hydrated(page);
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBeLessThan(0.01);

    // At the very end of the page the footer's last line is above the bar.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const lastLine = page.locator(".site-footer__bottom p").last();
    const lineBox = (await lastLine.boundingBox())!;
    expect(lineBox.y + lineBox.height).toBeLessThanOrEqual(barBox.y);
    // A control reached by keyboard is scrolled clear of the bar.
    const email = page.getByRole("contentinfo").getByRole("link", { name: site.email });
    await email.focus();
    const emailBox = (await email.boundingBox())!;
    expect(emailBox.y + emailBox.height).toBeLessThanOrEqual(barBox.y);
  });

  for (const path of ["/", "/locations/office-buildings", "/service-area/westminster", "/solutions/smart-stores", "/about"]) {
    test(`${path}: no bar over the first screen, before or after the scripts, until the hero's buttons have scrolled away`, async ({ page }) => {
      await recordBarBroughtUp(page);
      const release = await holdScripts(page);
      await page.goto(path);
      const bar = page.getByRole("complementary", { name: "Call or contact us" });
      const request = page.getByRole("main").locator(".hero-cta__actions").first();
      await expect(request).toBeInViewport();
      await expect(bar, "as prerendered").toBeHidden();
      release();
      await hydrated(page);
      await expect(bar, "hydrated, the hero's buttons on screen").toBeHidden();
      // Half of the buttons still on screen: still no bar.
      await request.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().top + el.getBoundingClientRect().height / 2));
      await page.waitForTimeout(300);
      await expect(bar).toBeHidden();
      expect(await barBroughtUp(page), "never brought up, even for a moment, while the buttons are on screen").toEqual([]);
      await request.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom + 1));
      await expect(bar).toBeInViewport({ ratio: 1 });
      // Back up to the buttons: the bar steps aside again.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(bar).toBeHidden();
    });
  }

  test("the call bar steps aside while the contact form is on screen and comes back past it", async ({ page }) => {
    await recordBarBroughtUp(page);
    await page.goto("/contact");
    await hydrated(page);
    const bar = page.getByRole("complementary", { name: "Call or contact us" });
    await page.waitForTimeout(300);
    expect(await barBroughtUp(page), "never brought up, even for a moment, over the form's first screen").toEqual([]);
    const form = page.locator("form.contact-form");
    await form.getByRole("button", { name: /send/i }).scrollIntoViewIfNeeded();
    await expect(form.getByRole("button", { name: /send/i })).toBeInViewport();
    await expect(bar).toBeHidden();
    await form.evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom + 1));
    await expect(bar).toBeInViewport({ ratio: 1 });
  });

  test("the bar's Free Assessment opens the form with the bar away, not sliding over it", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    await page.locator("#hero .hero-cta__actions").evaluate((el) => window.scrollBy(0, el.getBoundingClientRect().bottom + 1));
    const bar = page.getByRole("complementary", { name: "Call or contact us" });
    await expect(bar).toBeInViewport({ ratio: 1 });
    // Every frame drawn with the contact form on the page, from the tap on: whether the bar was up in it.
    await page.evaluate(() => {
      const frames: boolean[] = ((window as unknown as { barFrames: boolean[] }).barFrames = []);
      const look = () => {
        if (document.querySelector("main form.contact-form")) frames.push(!!document.querySelector(".call-bar.is-shown"));
        requestAnimationFrame(look);
      };
      requestAnimationFrame(look);
    });
    await bar.getByRole("link", { name: "Free Assessment" }).click();
    await expect(page.getByRole("textbox", { name: "Full Name" })).toBeInViewport();
    await page.waitForTimeout(300);
    const frames = await page.evaluate(() => (window as unknown as { barFrames: boolean[] }).barFrames);
    expect(frames.length).toBeGreaterThan(5);
    expect(frames.filter(Boolean), "frames with the form and the bar up").toEqual([]);
    await expect(bar).toBeHidden();
  });

  test("on the contact form's pages and shopper support the call bar is the call alone, the whole width", async ({ page }) => {
    for (const path of ["/contact", "/contact/thanks", "/customer"]) {
      await page.goto(path);
      await hydrated(page);
      // Past the form (on /contact), where the bar comes up.
      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
      const bar = page.getByRole("complementary", { name: "Call or contact us" });
      await expect(bar).toBeInViewport({ ratio: 1 });
      await expect(bar.getByRole("link")).toHaveCount(1);
      const call = bar.getByRole("link", { name: `Call ${site.phone}` });
      await expect(call).toHaveAttribute("href", TEL);
      const [barBox, callBox] = [(await bar.boundingBox())!, (await call.boundingBox())!];
      expect(callBox.width, path).toBeGreaterThan(barBox.width * 0.8);
    }
  });

  test("the home page's first screen says what, where and on what terms, with the call in reach", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#hero");
    for (const text of [home.hero.heading, home.hero.offer]) await expect(hero.getByText(text)).toBeInViewport({ ratio: 1 });
    await expect(hero.getByRole("heading", { level: 1 })).toContainText(/vending/i);
    await expect(hero.getByRole("heading", { level: 1 })).toContainText(/micro markets/i);
    await expect(hero.getByRole("heading", { level: 1 })).toContainText(/coffee/i);
    await expect(hero.getByText(/Carroll County & Baltimore County/i)).toBeInViewport();
    await expect(hero.getByText(home.hero.offer)).toContainText(/no upfront cost/i);
    await expect(hero.getByText(home.hero.offer)).toContainText(/no contract/i);
    // The facts strip right under the hero, from the content, and no testimonials while the list is empty.
    const facts = page.getByRole("region", { name: "What hosts get" });
    for (const fact of home.facts) await expect(facts.getByText(fact.title, { exact: true })).toBeVisible();
    expect(home.testimonials).toEqual([]);
    await expect(page.getByRole("heading", { name: "What Our Hosts Say" })).toHaveCount(0);
  });
});

test.describe("the builder's answers", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("travel to the contact form, which sends them with the page the lead started from", async ({ page }) => {
    await page.goto("/#breakroom-builder");
    await hydrated(page);
    const builder = page.locator("#breakroom-builder");
    await builder.getByRole("radio", { name: "76-150 employees" }).check();
    await builder.getByRole("button", { name: "Next" }).click();
    await builder.getByRole("radio", { name: "Dedicated Space" }).check();
    await builder.getByRole("button", { name: "Next" }).click();
    await builder.getByRole("checkbox", { name: "Gourmet Coffee & Beverages" }).check();
    await builder.getByRole("button", { name: "Get Results" }).click();
    await builder.getByRole("link", { name: "Talk to Us About Your Breakroom" }).click();

    await expect(page).toHaveURL("/contact?solutions=smart-store-700,micro-market,smart-store-600&team=76-150&space=dedicated&prefs=coffee");
    const form = page.getByRole("form", { name: /./ }).filter({ has: page.getByRole("button", { name: "Send Message" }) });
    await expect(form.getByRole("radio", { name: "Location Assessment" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Smart Store" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Micro Market" })).toBeChecked();
    await expect(form.getByRole("checkbox", { name: "Smart Traditional Vending" })).not.toBeChecked();
    const message = form.getByRole("textbox", { name: "Message" });
    await expect(message).toHaveValue(
      "From the breakroom builder: 76-150 employees, Dedicated Space, Gourmet Coffee & Beverages; recommended Smart Store 700, Micro Market, Smart Store 600",
    );

    const email = `builder-${Date.now()}@example.com`;
    await form.getByRole("textbox", { name: "Full Name" }).fill("Dana Brooks");
    await form.getByRole("textbox", { name: "Email" }).fill(email);
    await form.getByRole("combobox", { name: "Location Type" }).selectOption({ label: "Office Buildings" });
    await form.getByRole("textbox", { name: "Business Name" }).fill("Brooks Engineering");
    await message.fill(`${await message.inputValue()}\nTwo floors.`);
    const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/");
    await form.getByRole("button", { name: "Send Message" }).click();
    const body = new URLSearchParams((await posted).postData() ?? "");
    expect(body.get("solutions")).toBe("smart-store, micro-market");
    expect(body.get("helpWith")).toBe("location-assessment");
    expect(body.get("source")).toBe("/#breakroom-builder");
    expect(body.get("message")).toMatch(/recommended Smart Store 700, Micro Market, Smart Store 600\nTwo floors\.$/);
    await expect(page.getByRole("status")).toContainText("Thanks for your message!");
    expect(inboxEntries(email)).toEqual([expect.objectContaining({ source: "/#breakroom-builder", solutions: ["smart-store", "micro-market"] })]);
  });

  test("a result the form has no solution for (Smart Coolers) is sent as a general inquiry with a name and an e-mail", async ({ page }) => {
    // The link the builder's results give for 26-75 people, a small corner, healthy food and coffee.
    await page.goto("/contact?solutions=smart-coolers&team=26-75&space=corner&prefs=healthy,coffee");
    await hydrated(page);
    const form = page.getByRole("form", { name: /./ }).filter({ has: page.getByRole("button", { name: "Send Message" }) });
    await expect(form.getByRole("radio", { name: "General Inquiry About Solutions" })).toBeChecked();
    const email = `cooler-${Date.now()}@example.com`;
    await form.getByRole("textbox", { name: "Full Name" }).fill("Robin Hale");
    await form.getByRole("textbox", { name: "Email" }).fill(email);
    const posted = page.waitForRequest((r) => r.method() === "POST" && new URL(r.url()).pathname === "/");
    await form.getByRole("button", { name: "Send Message" }).click();
    const body = new URLSearchParams((await posted).postData() ?? "");
    expect(body.get("helpWith")).toBe("general-inquiry");
    expect(body.get("message")).toMatch(/recommended Smart Coolers$/);
    await expect(page.getByRole("status")).toContainText("Thanks for your message!");
    expect(inboxEntries(email)).toEqual([expect.objectContaining({ source: "/#breakroom-builder" })]);
  });

  test("a lead from another page records that page", async ({ page }) => {
    await page.goto("/service-area/westminster");
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Contact Us", exact: true }).click();
    await expect(page).toHaveURL("/contact");
    await expect(page.locator('input[name="source"]')).toHaveValue("/service-area/westminster");
  });

  test("hostile query values are ignored, never rendered", async ({ page }) => {
    let dialogs = 0;
    page.on("dialog", (d) => {
      dialogs++;
      void d.dismiss();
    });
    const hostile = encodeURIComponent('<img src=x onerror="alert(1)">');
    await page.goto(`/contact?solutions=${hostile},micro-market&team=${hostile}&space=${hostile}&prefs=${hostile}`);
    await hydrated(page);
    await expect(page.getByRole("checkbox", { name: "Micro Market" })).toBeChecked();
    await expect(page.getByRole("textbox", { name: "Message" })).toHaveValue("From the breakroom builder: recommended Micro Market");
    expect(await page.locator("img[src=x]").count()).toBe(0);
    expect(await page.content()).not.toContain("onerror");
    expect(dialogs).toBe(0);
  });
});

test.describe("without scripts", () => {
  test.use({ javaScriptEnabled: false });
  test("the prerendered contact page ignores the query", async ({ page }) => {
    await page.goto("/contact?solutions=micro-market&team=26-75&space=room");
    await expect(page.locator('input[name="solutions"]:checked, input[name="helpWith"]:checked')).toHaveCount(0);
    await expect(page.getByRole("radio", { name: "Location Assessment" })).not.toBeChecked();
    await expect(page.locator('textarea[name="message"]')).toHaveValue("");
  });
});

test.describe("the service-area map", () => {
  const towns: { slug: string; name: string; geoCoordinates: { latitude: number; longitude: number } }[] = read("towns/index.json").map((t: { slug: string }) =>
    read(`towns/${t.slug}.json`),
  );

  test("is in the prerendered page: a drawing from this site and a link per town", async ({ request }) => {
    const html = await (await request.get("/service-area")).text();
    expect(html).toMatch(/<img class="area-map__drawing" src="\/maps\/service-area\.svg"/);
    for (const town of towns) expect(html).toContain(`href="/service-area/${town.slug}"`);
    const svg = await request.get("/maps/service-area.svg");
    expect(svg.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
  });

  for (const width of [375, 1280]) {
    test(`at ${width} px puts each town's pin where its coordinates say and loads nothing from elsewhere`, async ({ page }) => {
      const outside: string[] = [];
      page.on("request", (r) => {
        if (!r.url().startsWith("http://127.0.0.1")) outside.push(r.url());
      });
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/service-area");
      const map = page.locator(".area-map");
      await map.scrollIntoViewIfNeeded();
      await expect(page.getByRole("img", { name: /^Map of Carroll County and Baltimore County/ })).toBeVisible();
      const mapBox = (await map.boundingBox())!;
      expect(mapBox.x + mapBox.width).toBeLessThanOrEqual(width);

      const at = new Map<string, { x: number; y: number }>();
      for (const town of towns) {
        const dot = map.locator(`a[href="/service-area/${town.slug}"] .area-map__dot`);
        await expect(dot).toBeVisible();
        const box = (await dot.boundingBox())!;
        at.set(town.slug, { x: box.x + box.width / 2, y: box.y + box.height / 2 });
        expect(box.x).toBeGreaterThan(mapBox.x);
        expect(box.x + box.width).toBeLessThan(mapBox.x + mapBox.width);
      }
      // West to east and north to south, for every pair of towns more than 0.02° apart.
      for (const a of towns) {
        for (const b of towns) {
          if (b.geoCoordinates.longitude - a.geoCoordinates.longitude > 0.02)
            expect(at.get(b.slug)!.x, `${b.name} east of ${a.name}`).toBeGreaterThan(at.get(a.slug)!.x);
          if (a.geoCoordinates.latitude - b.geoCoordinates.latitude > 0.02)
            expect(at.get(b.slug)!.y, `${b.name} south of ${a.name}`).toBeGreaterThan(at.get(a.slug)!.y);
        }
      }
      await page.waitForLoadState("networkidle");
      expect(outside).toEqual([]);

      const pins = map.getByRole("link");
      await expect(pins).toHaveCount(towns.length);
      // The office's town is marked on the map as the home base, in words and by its square marker.
      const office = towns.find((t) => t.name === site.address.city)!;
      await expect(map.getByRole("link", { name: office.name })).toContainText(`${office.name} · our office`);
      expect(await map.locator(`a[href="/service-area/${office.slug}"] .area-map__dot`).evaluate((d) => getComputedStyle(d).borderRadius)).toBe("3px");
      if (width < 768) {
        // On a phone every town's name is still on the map, as a numbered list under the drawing: no name
        // covers another nor the drawing, and each town's dot is on the drawing.
        const drawing = (await map.locator(".area-map__drawing").boundingBox())!;
        const boxes: { name: string; x: number; y: number; width: number; height: number }[] = [];
        for (const town of towns) {
          const link = map.getByRole("link", { name: town.name });
          await expect(link).toBeVisible();
          await expect(link).toHaveAttribute("href", `/service-area/${town.slug}`);
          const box = (await link.boundingBox())!;
          expect(box.height, `${town.name} is a 24 px target`).toBeGreaterThanOrEqual(24);
          expect(box.y, `${town.name} under the drawing`).toBeGreaterThanOrEqual(drawing.y + drawing.height - 1);
          expect(box.x + box.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
          for (const other of boxes)
            expect(
              box.x >= other.x + other.width || other.x >= box.x + box.width || box.y >= other.y + other.height || other.y >= box.y + box.height,
              `${town.name} clear of ${other.name}`,
            ).toBe(true);
          boxes.push({ name: town.name, ...box });
          const dot = (await link.locator(".area-map__dot").boundingBox())!;
          expect(dot.y, `${town.name}'s dot on the drawing`).toBeLessThan(drawing.y + drawing.height);
        }
        return;
      }
      // A wide map keys the square marker, and no pin's dot is covered by another pin or a name.
      await expect(map.getByText("Our office", { exact: true })).toBeVisible();
      for (const town of towns) {
        const dot = (await map.locator(`a[href="/service-area/${town.slug}"] .area-map__dot`).boundingBox())!;
        const link = map.getByRole("link", { name: town.name });
        const hit = await link.evaluate((a, [x, y]) => a.contains(document.elementFromPoint(x, y)), [dot.x + dot.width / 2, dot.y + dot.height / 2]);
        expect(hit, `${town.name}: its dot is not covered`).toBe(true);
      }
      for (const town of towns) await expect(map.getByRole("link", { name: town.name })).toHaveAttribute("href", `/service-area/${town.slug}`);
      // Keyboard: a pin takes focus and leads to its town.
      const first = map.getByRole("link", { name: towns[0].name });
      await first.focus();
      await expect(first).toBeFocused();
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(`/service-area/${towns[0].slug}`);
    });
  }

  test("a town page marks its own pin", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/service-area/hampstead");
    const map = page.locator(".area-map");
    const own = map.getByRole("link", { name: "Hampstead" });
    await expect(own).toHaveAttribute("aria-current", "page");
    await own.scrollIntoViewIfNeeded();
    await expect(own.getByText("Hampstead")).toBeVisible();
    await expect(map.locator("[aria-current]")).toHaveCount(1);
    await expect(page.getByRole("button", { name: "Show map" })).toBeVisible();
    // On a phone the marked pin keeps its name in the map's list, beside the other towns' names.
    await page.setViewportSize({ width: 375, height: 800 });
    await expect(own).toBeVisible();
    await expect(own).toHaveAttribute("aria-current", "page");
    await expect(map.getByRole("link", { name: "Westminster" })).toBeVisible();
  });
});

test.describe("carousels, the solutions hero and blog tables", () => {
  for (const width of [375, 1280]) {
    test(`at ${width} px carousels show each picture whole, with the arrows clear of it and the caption visible`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      for (const route of ["/about", "/solutions", "/solutions/smart-stores"]) {
        await page.goto(route);
        const carousel = page.getByRole("region").and(page.locator('[aria-roledescription="carousel"]')).first();
        const active = carousel.locator(".carousel__slide.is-active");
        await expect(active.locator("img")).toHaveCSS("object-fit", "contain");
        const art = (await active.boundingBox())!;
        for (const name of ["Previous slide", "Next slide"]) {
          const arrow = (await carousel.getByRole("button", { name }).boundingBox())!;
          const overlaps = arrow.x < art.x + art.width && arrow.x + arrow.width > art.x && arrow.y < art.y + art.height && arrow.y + arrow.height > art.y;
          expect(overlaps, `${route}: ${name} off the picture`).toBe(false);
        }
        const title = carousel.locator(".carousel__caption.is-active .carousel__title");
        await expect(title).toBeVisible();
      }
    });

    test(`at ${width} px the /solutions hero has its heading and calls to action`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/solutions");
      await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();
      await expect(page.locator(".hero-cta").getByRole("link", { name: site.assessmentLabel })).toHaveAttribute("href", "/contact");
      await expect(page.getByRole("main").getByRole("link", { name: "Find Your Fit in 3 Steps" })).toHaveAttribute("href", "/#breakroom-builder");
    });
  }

  test("blog tables fit a 375 px screen, every value under its column's name", async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 375, height: 800 });
    const posts: { slug: string }[] = read("posts/index.json");
    let tables = 0;
    for (const { slug } of posts) {
      await page.goto(`/blog/${slug}`);
      // Measured in the page, all at once: every table and cell within the screen, nothing scrolled away.
      const found = await page.locator(".prose table").evaluateAll((all) =>
        all.map((t) => ({
          right: Math.max(t.getBoundingClientRect().right, ...[...t.querySelectorAll("td")].map((td) => td.getBoundingClientRect().right)),
          left: t.getBoundingClientRect().left,
          hidden: t.scrollWidth > t.clientWidth + 1,
          heading: t.querySelector("th")?.textContent?.trim(),
          label: getComputedStyle(t.querySelector("td")!, "::before").content,
        })),
      );
      for (const t of found) {
        tables++;
        expect(t.left, slug).toBeGreaterThanOrEqual(0);
        expect(t.right, slug).toBeLessThanOrEqual(375);
        expect(t.hidden, `${slug}: nothing scrolled out of view`).toBe(false);
        expect(t.label, slug).toBe(`"${t.heading}"`);
      }
    }
    expect(tables).toBeGreaterThan(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  });
});
