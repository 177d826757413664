import type { Page } from "@playwright/test";
import { FAQ_TEASER_ROTATION_MS, FAQ_TEASER_TRUNCATE } from "../../src/constants.ts";
import { truncate } from "../../src/lib/faq.ts";
import { CONTEXT_PER_TEST, expect, test } from "./fixtures.ts";
import { faq, stopClock, visit } from "./reading-helpers.ts";

// Its tests install the page clock (./fixtures.ts).
test.use(CONTEXT_PER_TEST);

// The industry pages place the teaser; any of them will do.
const PAGE = "/locations/office-buildings";
const featured = faq.featured.map((id) => faq.entries.find((e) => e.id === id)!);
const teaser = (page: Page) => page.locator(".faq-teaser");
const shownQuestions = (page: Page) => teaser(page).getByRole("heading", { level: 3 }).filter({ visible: true });
const window3 = (start: number) => [0, 1, 2].map((i) => featured[(start + i) % featured.length].question);

async function visitWithClock(page: Page) {
  await stopClock(page);
  await visit(page, PAGE);
}

test.describe("the FAQ teaser on a wide screen (1280 px)", () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test("shows three featured questions and moves on by one every 18 seconds, coming round again", async ({ page }) => {
    await visitWithClock(page);
    await expect(shownQuestions(page)).toHaveText(window3(0));

    await page.clock.runFor(FAQ_TEASER_ROTATION_MS - 1000);
    await expect(shownQuestions(page)).toHaveText(window3(0));
    await page.clock.runFor(1000);
    await expect(shownQuestions(page)).toHaveText(window3(1));

    await page.clock.runFor(FAQ_TEASER_ROTATION_MS * 2);
    await expect(shownQuestions(page)).toHaveText(window3(3));
    await page.clock.runFor(FAQ_TEASER_ROTATION_MS * 2);
    await expect(shownQuestions(page)).toHaveText(window3(0));
  });

  test("each card links to its answer on /faq with the answer cut at 120 characters", async ({ page }) => {
    await visit(page, PAGE);
    const first = featured[0];
    const card = teaser(page).getByRole("link", { name: new RegExp(`^${first.question.replace(/[?]/g, "\\?")}`) });
    await expect(card).toHaveAttribute("href", `/faq#${first.id}`);
    await expect(card).toContainText(truncate(first.answerText, FAQ_TEASER_TRUNCATE));
    expect(truncate(first.answerText, FAQ_TEASER_TRUNCATE)).toMatch(/…$/);

    await card.click();
    await expect(page).toHaveURL(`/faq#${first.id}`);
    await expect(page.locator(`details#${first.id}`)).toHaveAttribute("open", "");
  });

  test("the rotation can be paused and resumed", async ({ page }) => {
    await visitWithClock(page);
    await page.getByRole("button", { name: "Pause rotation" }).click();
    await page.mouse.move(0, 0);
    await page.locator("h1").click();
    await page.clock.runFor(FAQ_TEASER_ROTATION_MS * 2);
    await expect(shownQuestions(page)).toHaveText(window3(0));

    await page.getByRole("button", { name: "Resume rotation" }).click();
    await page.locator("h1").click();
    await page.clock.runFor(FAQ_TEASER_ROTATION_MS);
    await expect(shownQuestions(page)).toHaveText(window3(1));
  });
});

test.describe("the FAQ teaser on a phone (375 px)", () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test("a tap opens a card in place, several can be open, and a second tap closes it", async ({ page }) => {
    await visit(page, PAGE);
    const [a, b] = featured;
    await shownQuestions(page).filter({ hasText: a.question }).click();
    await shownQuestions(page).filter({ hasText: b.question }).click();
    const cardA = teaser(page).locator("details").filter({ hasText: a.question });
    const cardB = teaser(page).locator("details").filter({ hasText: b.question });
    await expect(cardA).toHaveAttribute("open", "");
    await expect(cardB).toHaveAttribute("open", "");
    await expect(cardB.getByText(b.answerText.slice(0, 40))).toBeVisible();

    await shownQuestions(page).filter({ hasText: a.question }).click();
    await expect(cardA).not.toHaveAttribute("open");
    await expect(cardB).toHaveAttribute("open", "");
    await expect(cardB.getByRole("link", { name: "See it in the FAQ" })).toHaveAttribute("href", `/faq#${b.id}`);
  });

  test("an open card stays put: the rotation waits while one is open", async ({ page }) => {
    await visitWithClock(page);
    await shownQuestions(page).first().click();
    await page.locator("h1").click();
    await page.clock.runFor(FAQ_TEASER_ROTATION_MS * 2);
    await expect(shownQuestions(page)).toHaveText(window3(0));

    await shownQuestions(page).first().click();
    await page.locator("h1").click();
    await page.clock.runFor(FAQ_TEASER_ROTATION_MS);
    await expect(shownQuestions(page)).toHaveText(window3(1));
  });
});
