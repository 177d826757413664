import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectPhoneAccordion } from "./accordion-helpers.ts";
import { expect, hydrated, test } from "./fixtures.ts";

const read = (rel: string) => JSON.parse(fs.readFileSync(path.resolve("dist-content", rel), "utf8"));
const listPage = read("pages/locations.json");
const industries = listPage.order.map((slug: string) => read(`industries/${slug}.json`));
const office = read("industries/office-buildings.json");
const teaser = read("pages/faq.json").teaser;
const site = read("site.json");

const region = (page: Page, name: string) => page.getByRole("region", { name });

test.describe("the locations list", () => {
  test.describe("at 1280 px", () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("shows the twelve location types as cards in order, each with its benefits and a link to its page", async ({ page }) => {
      await page.goto("/locations");
      await expect(page.getByRole("heading", { level: 1, name: listPage.heading })).toBeVisible();
      const names = page.getByRole("main").getByRole("heading", { level: 2 });
      await expect(names).toHaveText(industries.map((i: any) => i.name));
      for (const industry of industries) {
        const link = page.getByRole("link", { name: `Learn More about ${industry.name}` });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute("href", industry.path);
        await expect(page.getByText(industry.card.benefits[0])).toBeVisible();
      }
      await expect(page.getByRole("link", { name: "Request a Location Assessment" })).toHaveAttribute("href", "/contact");
    });
  });

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("shows every type as an accordion, one open at a time, whose Learn More link leads on", async ({ page }) => {
      await page.goto("/locations");
      await hydrated(page);
      const list = page.getByRole("list", { name: "Location types" });
      await expectPhoneAccordion(
        list,
        industries.map((industry: { name: string; description: string }) => ({ title: industry.name, text: industry.description })),
        { exclusive: true },
      );
      const second = industries[1];
      await list.locator("summary").filter({ hasText: second.name }).click();
      const secondLink = page.getByRole("link", { name: `Learn More about ${second.name}` });
      await secondLink.click();
      await expect(page).toHaveURL(new RegExp(`${second.path}$`));
      await expect(page.getByRole("heading", { level: 1, name: second.title })).toBeVisible();
    });

    test("no card's title breaks its line before an ampersand, at 360 and 375 px", async ({ page }) => {
      await page.goto("/locations");
      const titles = page.getByRole("list", { name: "Location types" }).getByRole("heading", { level: 2 });
      await expect(titles).toHaveCount(industries.length);
      for (const width of [360, 375]) {
        await page.setViewportSize({ width, height: 800 });
        // Each "&" of a title, and whether it sits on the line of the word before it.
        const ampersands = await titles.evaluateAll((headings) =>
          headings.flatMap((h) => {
            const text = h.firstChild?.nodeType === Node.TEXT_NODE ? (h.firstChild as Text) : undefined;
            if (!text) return [];
            return [...text.data.matchAll(/ & /g)].map((m) => {
              const top = (at: number) => {
                const range = document.createRange();
                range.setStart(text, at);
                range.setEnd(text, at + 1);
                return Math.round(range.getBoundingClientRect().top);
              };
              return { title: text.data, withWordBefore: top(m.index - 1) === top(m.index + 1) };
            });
          }),
        );
        expect(ampersands.length, "every title's ampersand measured").toBe(industries.filter((i: { name: string }) => i.name.includes(" & ")).length);
        expect(ampersands.filter((a) => !a.withWordBefore).map((a) => `${width} px: ${a.title}`)).toEqual([]);
      }
    });
  });
});

test.describe("an industry page", () => {
  for (const viewport of [
    { width: 375, height: 800 },
    { width: 1280, height: 900 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test("shows its sections in order with the record's texts", async ({ page }) => {
        await page.goto("/locations/office-buildings");
        const main = page.getByRole("main");

        const back = main.getByRole("link").first();
        await expect(back).toHaveText("Back to Prospective Locations");
        await expect(back).toHaveAttribute("href", "/locations");

        await expect(main.getByRole("heading", { level: 1, name: office.title })).toBeVisible();
        const peach = page.getByText(office.hero.peachText);
        await expect(peach).toBeVisible();
        await expect(peach).toHaveCSS("color", "rgb(180, 83, 31)");
        await expect(page.getByText(office.hero.description)).toBeVisible();
        await expect(page.getByRole("img", { name: office.hero.image.alt })).toHaveAttribute("loading", "eager");

        const h2 = await main.getByRole("heading", { level: 2 }).allTextContents();
        const expected = [
          office.benefits.title,
          "We Understand Your Challenges",
          "Tailored Solutions for Office Buildings",
          "Equipment That Fits Office Buildings",
          "A Premium Amenity at Zero Cost",
          "Office Buildings FAQs",
          "Ready to Transform Your Breakroom?",
          teaser.heading,
        ];
        const positions = expected.map((text) => h2.indexOf(text));
        expect(
          positions.every((p) => p >= 0),
          `all of ${expected.join(" | ")} in ${h2.join(" | ")}`,
        ).toBe(true);
        expect([...positions].sort((a, b) => a - b)).toEqual(positions);
        // One ending: after the page's own questions, one call to action, the closing one.
        const endings = await main.locator("section").evaluateAll((sections) => {
          const faq = sections.findIndex((s) => s.querySelector("h2")?.textContent === "Office Buildings FAQs");
          return sections.slice(faq + 1).flatMap((s) => (s.querySelector('a.button[href^="/contact"]') ? [s.querySelector("h2")?.textContent ?? ""] : []));
        });
        expect(endings).toEqual(["Ready to Transform Your Breakroom?"]);

        await expect(region(page, office.benefits.title).getByRole("heading", { level: 3 })).toHaveCount(4);
        await expect(region(page, "We Understand Your Challenges").getByRole("heading", { level: 3 })).toHaveCount(6);
        await expect(region(page, "Tailored Solutions for Office Buildings").getByRole("heading", { level: 3 })).toHaveCount(3);

        const products = region(page, "Equipment That Fits Office Buildings");
        await expect(products.getByRole("heading", { level: 3 })).toHaveText([office.smartStore.title, office.microMarket.title, office.smartCoolers.title]);
        await expect(products.getByRole("link", { name: "Explore Smart Stores" })).toHaveAttribute("href", "/solutions/smart-stores");
        await expect(products.getByRole("link", { name: "Explore Micro Markets" })).toHaveAttribute("href", "/solutions/micro-markets");
        await expect(products.getByRole("link", { name: "Explore Smart Coolers" })).toHaveAttribute("href", "/solutions/smart-coolers");

        await expect(main.getByRole("link", { name: "Request Free Assessment" })).toHaveAttribute("href", "/contact");
        await expect(main.getByRole("link", { name: "Explore All Solutions" })).toHaveAttribute("href", "/solutions");
      });

      test("lets one FAQ answer be open at a time", async ({ page }) => {
        await page.goto("/locations/office-buildings");
        const faq = region(page, "Office Buildings FAQs");
        const [first, second] = office.faq;
        await expect(faq.getByText(first.answer)).toBeHidden();
        await faq.getByText(first.question).click();
        await expect(faq.getByText(first.answer)).toBeVisible();
        await faq.getByText(second.question).click();
        await expect(faq.getByText(second.answer)).toBeVisible();
        await expect(faq.getByText(first.answer)).toBeHidden();
        await faq.getByText(second.question).click();
        await expect(faq.getByText(second.answer)).toBeHidden();
      });
    });
  }

  test.describe("at 375 px", () => {
    test.use({ viewport: { width: 375, height: 800 } });

    test("shows benefit, pain-point and solution cards as accordions, several open at once", async ({ page }) => {
      await page.goto("/locations/office-buildings");
      await hydrated(page);
      const groups = [
        { name: office.benefits.title, items: office.benefits.items.map((b: any) => ({ title: b.title, text: b.description })) },
        { name: "We Understand Your Challenges", items: office.painPoints.map((p: any) => ({ title: p.title, text: p.point })) },
        { name: "Tailored Solutions for Office Buildings", items: office.customSolutions.map((s: any) => ({ title: s.title, text: s.description })) },
      ];
      for (const group of groups) await expectPhoneAccordion(page.getByRole("list", { name: group.name }), group.items, { exclusive: false });
    });

    test("on every industry page the tailored solutions are whole-width rows whose titles read on one or two lines, and the Smart Coolers block shows exactly where the record has one", async ({
      page,
    }) => {
      test.slow(); // twelve pages
      for (const industry of industries) {
        await page.goto(industry.path);
        // Which products a page offers is its content, the same at every width.
        const products = region(page, `Equipment That Fits ${industry.name}`);
        await expect(products.getByRole("link", { name: "Explore Smart Coolers" }), industry.slug).toHaveCount(industry.smartCoolers ? 1 : 0);
        await expect(products.getByRole("article"), industry.slug).toHaveCount(industry.smartCoolers ? 3 : 2);
        const list = page.getByRole("list", { name: `Tailored Solutions for ${industry.name}` });
        const width = (await list.boundingBox())!.width;
        const cards = list.getByRole("listitem");
        await expect(cards).toHaveCount(3);
        for (const [i, card] of (await cards.all()).entries()) {
          const title = industry.customSolutions[i].title as string;
          expect((await card.boundingBox())!.width, `${industry.slug}: a card as wide as the list`).toBeGreaterThan(width - 2);
          // The title's lines, counted from the line boxes its words take.
          const lines = await card.getByText(title, { exact: true }).evaluate((el) => {
            const range = document.createRange();
            range.selectNodeContents(el);
            return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
          });
          expect(lines, `${industry.slug}: "${title}" on at most two lines`).toBeLessThanOrEqual(2);
        }
      }
    });

    test("the closing band offers the phone number, with the hours, beside its two buttons", async ({ page }) => {
      await page.goto("/locations/office-buildings");
      const band = region(page, "Ready to Transform Your Breakroom?");
      const call = band.getByRole("link", { name: site.phone });
      await expect(call).toHaveAttribute("href", `tel:+1${site.phone.replace(/\D/g, "")}`);
      await call.scrollIntoViewIfNeeded();
      await expect(call).toBeInViewport();
      await expect(band.getByText(site.openingHours)).toBeVisible();
      const button = (await band.getByRole("link", { name: "Explore All Solutions" }).boundingBox())!;
      expect((await call.boundingBox())!.y, "under the buttons").toBeGreaterThan(button.y + button.height);
    });
  });

  test.describe("at 1280 px", () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test("shows every benefit, pain point and solution as an open card, the FAQ teaser, and FAQPage data with the page's five questions", async ({ page }) => {
      await page.goto("/locations/office-buildings");
      for (const b of office.benefits.items) await expect(page.getByText(b.description)).toBeVisible();
      for (const p of office.painPoints) await expect(page.getByText(p.point)).toBeVisible();
      for (const s of office.customSolutions) await expect(page.getByText(s.description)).toBeVisible();
      await expect(page.getByRole("heading", { name: teaser.heading })).toBeVisible();

      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t));
      const faq = data.find((d) => d["@type"] === "FAQPage");
      expect(faq.mainEntity.map((q: any) => [q.name, q.acceptedAnswer.text])).toEqual(office.faq.map((f: any) => [f.question, f.answer]));
      expect(data.some((d) => d["@type"] === "BreadcrumbList")).toBe(true);
    });
  });

  test("sends an unknown location to the list", async ({ page }) => {
    await page.goto("/locations/no-such-place");
    await expect(page).toHaveURL(/\/locations$/);
    await expect(page.getByRole("heading", { level: 1, name: listPage.heading })).toBeVisible();
  });
});
