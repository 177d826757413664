import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expectPhoneAccordion } from "./accordion-helpers.ts";
import { expect, holdScripts, hydrated, test } from "./fixtures.ts";

const home = JSON.parse(fs.readFileSync(path.resolve("dist-content/pages/home.json"), "utf8"));
const site = JSON.parse(fs.readFileSync(path.resolve("dist-content/site.json"), "utf8")) as { assessmentLabel: string };
const SECTION_IDS = ["hero", "breakroom-experience", "breakroom-builder", "about", "benefits", "solutions", "locations"];

const section = (page: Page, id: string) => page.locator(`section#${id}`);

test.describe("home page on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows the seven sections in order under their anchors, and ends once, on Where We Operate with every location card linking on and its request, the questions a link away (decision 045)", async ({
    page,
  }) => {
    await page.goto("/");
    const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((el) => el.id));
    expect(ids.filter((id) => SECTION_IDS.includes(id))).toEqual(SECTION_IDS);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    for (const heading of [
      "Elevate Your Breakroom Experience",
      "A Partnership Focused on Your Success",
      "Benefits for Property Owners and Managers",
      "Our Services",
      "Where We Operate",
    ]) {
      await expect(page.getByRole("heading", { level: 2, name: heading })).toBeVisible();
    }

    // Where we operate lists every location card of the home page, each linking on, and asks for an assessment.
    const locations = section(page, "locations");
    await expect(locations.getByRole("heading", { level: 3 })).toHaveCount(home.locations.cards.length);
    for (const card of home.locations.cards) {
      await expect(locations.getByRole("link", { name: `Learn More about ${card.title}` })).toHaveAttribute("href", card.path);
    }
    await expect(locations.getByRole("link", { name: "Request a Location Assessment" })).toHaveAttribute("href", "/contact");

    // The page ends there, once.
    const main = page.getByRole("main");
    const sections = main.locator(":scope > section");
    await expect(sections.last()).toHaveAttribute("id", "locations");
    await expect(sections.last().getByRole("link").last()).toHaveText("Request a Location Assessment");
    // No teaser rotating at the end of the page; the FAQ is in the header and the footer.
    await expect(main.locator(".faq-teaser")).toHaveCount(0);
    await expect(page.getByRole("banner").getByRole("link", { name: "FAQ", exact: true }).first()).toHaveAttribute("href", "/faq");
    await expect(page.getByRole("contentinfo").getByRole("link", { name: "FAQ", exact: true })).toHaveAttribute("href", "/faq");
  });

  test("the hero leads to the contact form and the solutions with its picture loaded first, and every card section shows open cards ending with its button", async ({
    page,
  }) => {
    await page.goto("/");
    const hero = section(page, "hero");
    await expect(hero.getByRole("heading", { level: 1 })).toHaveText(home.hero.heading);
    await expect(hero.getByRole("link", { name: "Get Started" })).toHaveAttribute("href", "/contact");
    await expect(hero.getByRole("link", { name: "Explore Solutions" })).toHaveAttribute("href", "/solutions");
    const picture = hero.getByRole("img", { name: home.hero.image.alt });
    await expect(picture).toHaveAttribute("loading", "eager");
    await expect(picture).toHaveAttribute("fetchpriority", "high");

    const cards = [
      {
        id: "breakroom-experience",
        titles: ["Boost Morale & Productivity", "Fresh & Healthy Options", "Gourmet Coffee & Beverages", "Indulgent Snacks & Treats"],
      },
      { id: "about", titles: ["Smart Stores", "Micro Markets", "Smart Coolers", "Smart Traditional Vending"] },
      {
        id: "benefits",
        titles: [
          "Zero Upfront Costs",
          "Increased Tenant Satisfaction",
          "Premium On-Site Amenity",
          "Customizable Product Offerings",
          "Fully Managed Operations",
          "Space-Efficient & Scalable",
        ],
      },
      {
        id: "solutions",
        titles: ["Product Selection", "Smart Machines & Micro Markets", "Maintenance & Stocking", "Quality Assurance", "Customer Support", "Location Analysis"],
      },
    ];
    for (const { id, titles } of cards) {
      await expect(section(page, id).getByRole("heading", { level: 3 })).toHaveText(titles);
    }
    // Static cards on a wide screen: every description is readable without a click.
    for (const item of home.benefits.items) await expect(section(page, "benefits").getByText(item.description)).toBeVisible();
    for (const card of home.partnership.cards) {
      const about = section(page, "about");
      await expect(about.getByRole("img", { name: card.image.alt })).toBeVisible();
      await expect(about.getByText(card.description)).toBeVisible();
      await expect(about.getByRole("link", { name: card.link.label })).toHaveAttribute("href", card.link.href);
    }
    // Where the page fixes no label, the site's one assessment label (decision 041).
    await expect(section(page, "breakroom-experience").getByRole("link", { name: site.assessmentLabel })).toHaveAttribute("href", "/contact");
    await expect(section(page, "benefits").getByRole("link", { name: site.assessmentLabel })).toHaveAttribute("href", "/contact");
    await expect(section(page, "solutions").getByRole("link", { name: "Inquire with Us Today" })).toHaveAttribute("href", "/contact");
  });
});

test.describe("home page cards on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("each card list is an accordion, one open at a time, every title on screen without swiping", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    for (const [id, block, items] of [
      ["breakroom-experience", home.breakroom, home.breakroom.cards],
      ["benefits", home.benefits, home.benefits.items],
      ["solutions", home.services, home.services.items],
    ] as const) {
      const list = section(page, id).getByRole("list", { name: block.heading });
      await expectPhoneAccordion(
        list,
        (items as { title: string; description: string }[]).map((item) => ({ title: item.title, text: item.description })),
        { exclusive: true },
      );
    }
  });

  test("every location type's title is on screen without swiping, and its card opens to its link", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const locations = section(page, "locations");
    const list = locations.getByRole("list", { name: home.locations.heading });
    await expect(list.getByRole("listitem")).toHaveCount(home.locations.cards.length);
    await expectPhoneAccordion(
      list,
      home.locations.cards.map((card: { title: string; description: string }) => ({ title: card.title, text: card.description })),
      { exclusive: true },
    );
    const [office] = home.locations.cards;
    await list.locator("summary").filter({ hasText: office.title }).click();
    await locations.getByRole("link", { name: `Learn More about ${office.title}` }).click();
    await expect(page).toHaveURL(new RegExp(`${office.path}$`));
  });

  test("before any script runs, a card opens at a tap", async ({ page }) => {
    await holdScripts(page);
    await page.goto("/");
    const list = section(page, "benefits").getByRole("list", { name: home.benefits.heading });
    const [first] = home.benefits.items;
    await expect(list.getByText(first.description)).toBeHidden();
    await list.locator("summary").first().click();
    await expect(list.getByText(first.description)).toBeVisible();
  });
});

/** Answers the three steps the way a visitor does and returns the recommendation names shown. */
async function runWizard(page: Page, teamSize: string, space: string, preferences: string[] = []) {
  const builder = section(page, "breakroom-builder");
  await builder.getByRole("radio", { name: `${teamSize} employees` }).check();
  await builder.getByRole("button", { name: "Next" }).click();
  await builder.getByRole("radio", { name: space }).check();
  await builder.getByRole("button", { name: "Next" }).click();
  for (const preference of preferences) await builder.getByRole("checkbox", { name: preference }).check();
  await builder.getByRole("button", { name: "Get Results" }).click();
  return builder.getByRole("listitem").getByRole("heading", { level: 4 });
}

test.describe("breakroom builder", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await page.goto("/#breakroom-builder");
    // The wizard's controls work once the page's scripts have run; the test after this block covers before.
    await hydrated(page);
  });

  test("walks through three steps with Previous and Next enabled only when they make sense", async ({ page }) => {
    const builder = section(page, "breakroom-builder");
    const next = builder.getByRole("button", { name: "Next" });
    const previous = builder.getByRole("button", { name: "Previous" });

    await expect(builder.getByText("Step 1 of 3")).toBeVisible();
    await expect(previous).toBeDisabled();
    await expect(next).toBeDisabled();
    await expect(builder.getByRole("radio")).toHaveCount(4);
    await builder.getByRole("radio", { name: "26-75 employees" }).check();
    await expect(next).toBeEnabled();
    await next.click();

    await expect(builder.getByText("Step 2 of 3")).toBeVisible();
    await expect(builder.getByRole("heading", { name: "What kind of space do you have available?" })).toBeFocused();
    await expect(builder.getByRole("listitem").filter({ hasText: "Team Size" })).toContainText("completed");
    await expect(previous).toBeEnabled();
    await expect(next).toBeDisabled();
    // The six labels, each with a line of its own saying what it means: no two read alike.
    const descriptions: string[] = [];
    for (const label of ["Small Corner", "Dedicated Room", "Large Area", "Building Corridor", "Lobby Space", "Dedicated Space"]) {
      const radio = builder.getByRole("radio", { name: label, exact: true });
      await expect(radio).toBeVisible();
      const description = await radio.evaluate((el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent?.trim() ?? "");
      expect(description, `${label}: what it means`).not.toBe("");
      await expect(builder.getByText(description, { exact: true })).toBeVisible();
      descriptions.push(description);
    }
    expect(new Set(descriptions).size, "six different meanings").toBe(6);
    await previous.click();
    await expect(builder.getByText("Step 1 of 3")).toBeVisible();
    await expect(builder.getByRole("radio", { name: "26-75 employees" })).toBeChecked();
    await next.click();
    await builder.getByRole("radio", { name: "Dedicated Room" }).check();
    await next.click();

    await expect(builder.getByText("Step 3 of 3")).toBeVisible();
    await expect(builder.getByText("Select all that apply (optional)")).toBeVisible();
    for (const label of ["Healthy Meals & Snacks", "Gourmet Coffee & Beverages", "Classic Snacks & Treats", "Fresh Food Options", "Payment Flexibility"]) {
      await expect(builder.getByRole("checkbox", { name: label })).not.toBeChecked();
    }
    await expect(builder.getByRole("button", { name: "Next" })).toHaveCount(0);
    const results = builder.getByRole("button", { name: "Get Results" });
    await expect(results).toBeEnabled();
    // Preferences toggle on and off.
    const coffee = builder.getByRole("checkbox", { name: "Gourmet Coffee & Beverages" });
    await coffee.check();
    await expect(coffee).toBeChecked();
    await coffee.uncheck();
    await expect(coffee).not.toBeChecked();
    await results.click();
    await expect(builder.getByRole("heading", { name: "Our Recommendations" })).toBeFocused();
    await expect(builder.getByRole("listitem").filter({ hasText: "Preferences" })).toContainText("completed");
  });

  test("recommends by team size, space and preferences, one match under a singular heading, several under a plural one", async ({ page }) => {
    const builder = section(page, "breakroom-builder");
    const startOver = () => builder.getByRole("button", { name: "Start Over" }).click();

    // A Smart Store 700 alone for 150+ people in a large area.
    await expect(await runWizard(page, "150+", "Large Area", ["Gourmet Coffee & Beverages"])).toHaveText(["Smart Store 700"]);
    await expect(builder.getByRole("heading", { name: "Our Recommendation", exact: true })).toBeVisible();

    // A Micro Market for 150+ people in a dedicated room.
    await startOver();
    await expect(await runWizard(page, "150+", "Dedicated Room")).toHaveText(["Micro Market"]);

    // A Smart Store 600 for a small team in a lobby.
    await startOver();
    await expect(await runWizard(page, "1-25", "Lobby Space", ["Payment Flexibility"])).toHaveText(["Smart Store 600"]);

    // Every match under a plural heading: four for 76-150 people in a dedicated space.
    await startOver();
    await expect(await runWizard(page, "76-150", "Dedicated Space")).toHaveText(["Smart Store 700", "Micro Market", "Smart Store 600", "Smart Coolers"]);
    await expect(builder.getByRole("heading", { name: "Our Recommendations" })).toBeVisible();
    await expect(builder.getByRole("link", { name: "Learn about Micro Market" })).toHaveAttribute("href", "/solutions/micro-markets");
  });

  test("adds Smart Traditional Vending in a corridor only with classic snacks chosen", async ({ page }) => {
    await expect(await runWizard(page, "26-75", "Building Corridor", ["Classic Snacks & Treats"])).toHaveText(["Smart Coolers", "Smart Traditional Vending"]);
    await section(page, "breakroom-builder").getByRole("button", { name: "Start Over" }).click();
    await expect(await runWizard(page, "26-75", "Building Corridor", ["Healthy Meals & Snacks"])).toHaveText(["Smart Coolers"]);
  });

  test("suggests a Custom Solution when nothing fits, and Start Over clears every answer", async ({ page }) => {
    const builder = section(page, "breakroom-builder");
    await expect(await runWizard(page, "1-25", "Small Corner", ["Gourmet Coffee & Beverages"])).toHaveText(["Custom Solution"]);
    await expect(builder.getByRole("heading", { name: "Our Recommendation", exact: true })).toBeVisible();
    // The answers travel with the visitor to the form.
    await expect(builder.getByRole("link", { name: "Talk to Us About Your Breakroom" })).toHaveAttribute(
      "href",
      "/contact?solutions=custom-solution&team=1-25&space=corner&prefs=coffee",
    );

    await builder.getByRole("button", { name: "Start Over" }).click();
    await expect(builder.getByText("Step 1 of 3")).toBeVisible();
    await expect(builder.getByRole("heading", { name: "How many people will use your breakroom?" })).toBeFocused();
    await expect(builder.getByRole("radio", { name: "1-25 employees" })).not.toBeChecked();
    await expect(builder.getByRole("button", { name: "Next" })).toBeDisabled();
    await expect(builder.getByRole("button", { name: "Previous" })).toBeDisabled();
  });

  test("works from the keyboard alone", async ({ page }) => {
    const builder = section(page, "breakroom-builder");
    await builder.getByRole("radio", { name: "1-25 employees" }).focus();
    await page.keyboard.press("ArrowDown");
    await expect(builder.getByRole("radio", { name: "26-75 employees" })).toBeChecked();
    await page.keyboard.press("Tab");
    await expect(builder.getByRole("button", { name: "Next" })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(builder.getByText("Step 2 of 3")).toBeVisible();
    await page.keyboard.press("Tab");
    await page.keyboard.press("Space");
    await expect(builder.getByRole("radio", { name: "Small Corner" })).toBeChecked();
  });
});

test("the breakroom builder keeps a team size chosen before its scripts have arrived", async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto("/#breakroom-builder");
  const builder = section(page, "breakroom-builder");
  await builder.getByRole("radio", { name: "26-75 employees" }).check();
  release();
  const next = builder.getByRole("button", { name: "Next" });
  await expect(next).toBeEnabled({ timeout: 20_000 });
  await next.click();
  await expect(builder.getByText("Step 2 of 3")).toBeVisible();
  await builder.getByRole("button", { name: "Previous" }).click();
  await expect(builder.getByRole("radio", { name: "26-75 employees" })).toBeChecked();
});

test("sections scrolled past before the scripts arrived stay shown once they run", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdScripts(page);
  await page.goto("/");
  await section(page, "locations").scrollIntoViewIfNeeded();
  release();
  await hydrated(page);
  // Past the observers' attach delay: nothing above the screen was hidden on the way.
  await page.waitForTimeout(300);
  for (const id of ["breakroom-experience", "breakroom-builder", "about", "benefits", "solutions"]) {
    await expect(section(page, id), id).toHaveCSS("opacity", "1");
  }
});

test.describe("breakroom builder on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("runs to a pluralised result and back to step 1", async ({ page }) => {
    await page.goto("/#breakroom-builder");
    await expect(await runWizard(page, "150+", "Building Corridor", ["Classic Snacks & Treats"])).toHaveText(["Smart Store 700", "Smart Traditional Vending"]);
    const builder = section(page, "breakroom-builder");
    await expect(builder.getByRole("heading", { name: "Our Recommendations" })).toBeInViewport();
    await builder.getByRole("button", { name: "Start Over" }).click();
    await expect(builder.getByText("Step 1 of 3")).toBeVisible();
  });
});

for (const viewport of [
  { width: 375, height: 800 },
  { width: 1280, height: 900 },
]) {
  test.describe(`breakroom builder's buttons at ${viewport.width} px`, () => {
    test.use({ viewport });

    test("a button that waits looks unlike a live one and Next says what it waits for", async ({ page }) => {
      await page.goto("/#breakroom-builder");
      await hydrated(page);
      const builder = section(page, "breakroom-builder");
      const previous = builder.getByRole("button", { name: "Previous" });
      const next = builder.getByRole("button", { name: "Next" });
      const look = (button: typeof next) =>
        button.evaluate((el) => {
          const style = getComputedStyle(el);
          return { background: style.backgroundColor, border: style.borderTopStyle, color: style.color, opacity: style.opacity };
        });

      // Step 1: both wait. Neither wears the live button's orange nor a solid edge, and the words say why.
      await expect(previous).toBeDisabled();
      await expect(next).toBeDisabled();
      const waiting = await look(next);
      expect(waiting.background, "a waiting Next is not orange").not.toBe("rgb(247, 160, 114)");
      expect(waiting.border).toBe("dashed");
      expect((await look(previous)).border).toBe("dashed");
      const hint = builder.getByText("Choose a team size to continue");
      await expect(hint).toBeVisible();
      await expect(next).toHaveAccessibleDescription("Choose a team size to continue");
      // The hint sits with the buttons: on the same line on a wide screen, right under them on a phone.
      const [hintBox, nextBox] = [(await hint.boundingBox())!, (await next.boundingBox())!];
      expect(hintBox.y - (nextBox.y + nextBox.height)).toBeLessThan(24);

      // A team size chosen: Next is the orange, solid-edged live button and the hint is gone.
      await builder.getByRole("radio", { name: "1-25 employees" }).check();
      await expect(next).toBeEnabled();
      await expect(hint).toBeHidden();
      await expect(next, "the live Next is orange").toHaveCSS("background-color", "rgb(247, 160, 114)");
      const live = await look(next);
      expect(live.border).not.toBe("dashed");
      expect(live.color).not.toBe(waiting.color);

      // Step 2 waits for a space type, and says so; Previous is live and solid now.
      await next.click();
      await expect(next).toBeDisabled();
      await expect(builder.getByText("Choose a space type to continue")).toBeVisible();
      await expect(previous).toBeEnabled();
      expect((await look(previous)).border).not.toBe("dashed");
      await builder.getByRole("radio", { name: "Dedicated Room" }).check();
      await expect(builder.getByText("Choose a space type to continue")).toBeHidden();

      // Step 3 is optional: Get Results never waits and needs no hint.
      await next.click();
      await expect(builder.getByRole("button", { name: "Get Results" })).toBeEnabled();
      await expect(builder.getByText(/to continue$/)).toHaveCount(0);
    });
  });
}

test.describe("breakroom builder's steps on a phone", () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test("the call bar never covers the question or its buttons while the visitor goes through the steps", async ({ page }) => {
    await page.goto("/");
    await hydrated(page);
    const builder = section(page, "breakroom-builder");
    const bar = page.getByRole("complementary", { name: "Call or contact us" });
    // Past the hero the bar comes up; then the builder's card scrolls into view from below.
    await page.mouse.wheel(0, 900);
    await expect(bar).toBeVisible();
    const uncovered = async (name: string) => {
      const control = builder.getByRole("button", { name });
      for (let step = 0; step < 8; step++) {
        // Read in the page in one go, as the scroll may still be moving: where the control is now, and what a
        // finger at its centre would touch, if it is between the sticky header's lower edge and the screen's
        // bottom (where the bar could be over it). The bar slides away once the builder is on screen: its
        // short transition is given time to end.
        const hit = () =>
          control.evaluate((el) => {
            const box = el.getBoundingClientRect();
            const header = document.querySelector(".site-header")!.getBoundingClientRect();
            if (box.bottom > innerHeight || box.top < header.bottom) return true;
            return el.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
          });
        await expect.poll(hit, { message: `${name}, under a finger at its centre`, timeout: 2_000 }).toBe(true);
        const y = await page.evaluate(() => window.scrollY);
        await page.mouse.wheel(0, 120);
        // The next reading is at the wheel's new place, whether or not its scroll has ended.
        await page.waitForFunction((from) => window.scrollY !== from, y);
      }
    };
    await builder.getByRole("radio", { name: "1-25 employees" }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, -400);
    await uncovered("Next");
    await builder.getByRole("radio", { name: "1-25 employees" }).check();
    await builder.getByRole("button", { name: "Next" }).click();
    await builder.getByRole("radio", { name: "Dedicated Room" }).check();
    await page.mouse.wheel(0, -300);
    await uncovered("Previous");
  });
});
