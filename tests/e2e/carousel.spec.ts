import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import { stopClock } from "./carousel-helpers.ts";
import { CONTEXT_PER_TEST, expect, hydrated, test } from "./fixtures.ts";

// Its tests install the page clock (./fixtures.ts).
test.use(CONTEXT_PER_TEST);

const read = (file: string) => JSON.parse(fs.readFileSync(path.resolve("dist-content", file), "utf8"));
const about = read("pages/about.json");
const site = read("site.json");
const SLIDES: { title: string; alt: string }[] = about.hero.carousel;
const AUTOPLAY_MS = 4000;

// The About hero carousel: nine slides, slide effect, a slideshow that plays and can be paused.
const carouselOf = (page: Page) => page.getByRole("region", { name: `Life at ${site.name}` });
/** The slide shown to visitors (hidden slides are out of the accessibility tree). */
const slide = (page: Page, n: number) => carouselOf(page).getByRole("group", { name: new RegExp(`^${n} of ${SLIDES.length}\\b`) });

test.describe("carousel before any script runs", () => {
  test.use({ javaScriptEnabled: false, viewport: { width: 1280, height: 900 } });

  test("shows the first slide in the prerendered page, with only its picture eager", async ({ page }) => {
    await page.goto("/about");
    const carousel = carouselOf(page);
    await expect(slide(page, 1)).toBeInViewport();
    await expect(carousel.getByRole("img", { name: SLIDES[0].alt })).toBeVisible();
    await expect(carousel.locator("img")).toHaveCount(SLIDES.length);
    await expect(carousel.locator('img[loading="eager"]')).toHaveCount(1);
    await expect(carousel.locator('img[loading="lazy"]')).toHaveCount(SLIDES.length - 1);
  });
});

test.describe("carousel on a wide screen", () => {
  test.use({ viewport: { width: 1280, height: 900 } });
  // The slideshow moves only when a test runs the clock, however slow the machine is.
  test.beforeEach(({ page }) => stopClock(page));

  test("reserves the slide's space before its picture arrives", async ({ page }) => {
    await page.route(/\.webp$/, () => {}); // pictures never arrive
    await page.goto("/about", { waitUntil: "domcontentloaded" });
    const box = await slide(page, 1).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(400);
    expect(box!.height).toBeCloseTo(Math.max(400, (box!.width * 9) / 16), 0);
  });

  test("fetches only the pictures around the visible slide, the others when their turn comes", async ({ page }) => {
    const requested = new Set<string>();
    page.on("request", (r) => requested.add(new URL(r.url()).pathname.replace(/_(small|medium|large)\.webp$/, "")));
    const picture = (i: number) => about.hero.carousel[i].src.replace(/_(small|medium|large)\.webp$/, "");
    await page.goto("/about", { waitUntil: "networkidle" });
    await hydrated(page);
    expect(requested.has(picture(0))).toBe(true);
    expect(requested.has(picture(1))).toBe(true);
    expect(requested.has(picture(4))).toBe(false);
    for (let i = 0; i < 3; i++) await carouselOf(page).getByRole("button", { name: "Next slide" }).click();
    await expect(slide(page, 4)).toBeInViewport();
    await expect.poll(() => requested.has(picture(4))).toBe(true);
  });

  test("arrows move one slide and loop endlessly both ways, from the mouse and from the keyboard", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const carousel = carouselOf(page);
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(slide(page, 2)).toBeInViewport();
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await carousel.getByRole("button", { name: "Previous slide" }).click();
    await expect(slide(page, SLIDES.length)).toBeInViewport();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(slide(page, 1)).toBeInViewport();

    // The same from the keyboard, from the first slide again.
    await carousel.getByRole("button", { name: "Next slide" }).focus();
    await page.keyboard.press("Enter");
    await expect(slide(page, 2)).toBeInViewport();
    await page.keyboard.press("ArrowRight");
    await expect(slide(page, 3)).toBeInViewport();
    await page.keyboard.press("ArrowLeft");
    await expect(slide(page, 2)).toBeInViewport();
  });

  test("bullets jump to a slide and show a moving window of five", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const carousel = carouselOf(page);
    const bullets = carousel.getByRole("button", { name: /^Go to slide/ });
    await expect(bullets.filter({ visible: true })).toHaveCount(5);
    await carousel.getByRole("button", { name: "Go to slide 3", exact: true }).click();
    await expect(slide(page, 3)).toBeInViewport();
    await expect(carousel.getByRole("button", { name: "Go to slide 3", exact: true })).toHaveAttribute("aria-current", "true");
    await carousel.getByRole("button", { name: "Go to slide 5", exact: true }).click();
    await expect(slide(page, 5)).toBeInViewport();
    // The window follows the active dot.
    await expect(carousel.getByRole("button", { name: "Go to slide 7", exact: true })).toBeVisible();
    await expect(carousel.getByRole("button", { name: "Go to slide 1", exact: true })).toBeHidden();
  });

  test("plays from the start: advances every 4000 ms and keeps looping, with a pause button in view", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.mouse.move(5, 5);
    await expect(carouselOf(page).getByRole("button", { name: "Pause slideshow" })).toBeInViewport();
    await page.clock.runFor(AUTOPLAY_MS - 1);
    await expect(slide(page, 1)).toBeInViewport();
    await page.clock.runFor(1);
    await expect(slide(page, 2)).toBeInViewport();
    // Each step sets the next timer once the new slide is drawn: one step at a time, round to the first.
    for (let n = 3; n <= SLIDES.length + 1; n++) {
      await page.clock.runFor(AUTOPLAY_MS);
      await expect(slide(page, n > SLIDES.length ? 1 : n)).toBeInViewport();
    }
  });

  test("does not stop when an arrow is clicked: the 4000 ms start again from the new slide", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await carouselOf(page).getByRole("button", { name: "Next slide" }).click();
    await page.mouse.move(5, 5);
    await expect(slide(page, 2)).toBeInViewport();
    await page.clock.runFor(AUTOPLAY_MS);
    await expect(slide(page, 3)).toBeInViewport();
  });

  test("pauses while the pointer is over the pictures and resumes when it leaves", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await slide(page, 1).hover();
    await page.clock.runFor(AUTOPLAY_MS * 3);
    await expect(slide(page, 1)).toBeInViewport();
    await page.mouse.move(5, 5);
    await page.clock.runFor(AUTOPLAY_MS);
    await expect(slide(page, 2)).toBeInViewport();
  });

  test("pauses while keyboard focus is on its arrows or dots", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.mouse.move(5, 5);
    await carouselOf(page).getByRole("button", { name: "Pause slideshow" }).focus();
    await page.keyboard.press("Shift+Tab");
    await expect(carouselOf(page).getByRole("button", { name: "Previous slide" })).toBeFocused();
    await page.clock.runFor(AUTOPLAY_MS * 2);
    await expect(slide(page, 1)).toBeInViewport();
  });

  test("its pause button stops the slideshow from the keyboard, and play starts it again", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.mouse.move(5, 5);
    const carousel = carouselOf(page);
    await carousel.getByRole("button", { name: "Pause slideshow" }).focus();
    await page.keyboard.press("Enter");
    await expect(carousel.getByRole("button", { name: "Play slideshow" })).toBeFocused();
    await page.clock.runFor(AUTOPLAY_MS * 2);
    await expect(slide(page, 1)).toBeInViewport();
    await page.keyboard.press("Enter");
    await page.clock.runFor(AUTOPLAY_MS);
    await expect(slide(page, 2)).toBeInViewport();
  });

  test("shows the active slide's title and description below it without hover", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.mouse.move(5, 5);
    const captions = carouselOf(page).locator(".carousel__captions");
    await expect(captions.getByText(SLIDES[0].title)).toBeVisible();
    await expect(captions.getByText(SLIDES[1].title)).toBeHidden();
    const art = (await slide(page, 1).boundingBox())!;
    const caption = (await captions.getByText(SLIDES[0].title).boundingBox())!;
    expect(caption.y).toBeGreaterThanOrEqual(art.y + art.height);
  });
});

test.describe("carousel on a phone", () => {
  test.use({ viewport: { width: 375, height: 800 } });
  // The slideshow moves only when a test runs the clock, however slow the machine is.
  test.beforeEach(({ page }) => stopClock(page));

  test("shows the active slide's title and description below it", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const carousel = carouselOf(page);
    const box = await slide(page, 1).boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(250);
    const captions = carousel.locator(".carousel__captions");
    await expect(captions.getByText(SLIDES[0].title)).toBeVisible();
    await expect(captions.getByText(SLIDES[1].title)).toBeHidden();
    await carousel.getByRole("button", { name: "Next slide" }).click();
    await expect(captions.getByText(SLIDES[1].title)).toBeVisible();
    await expect(captions.getByText(SLIDES[0].title)).toBeHidden();
  });

  test("changes slides with a swipe", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const box = (await slide(page, 1).boundingBox())!;
    const y = box.y + box.height / 2;
    await page
      .locator(".carousel__viewport")
      .dispatchEvent("pointerdown", { pointerType: "touch", clientX: box.x + box.width - 40, clientY: y, isPrimary: true });
    await page.locator(".carousel__viewport").dispatchEvent("pointerup", { pointerType: "touch", clientX: box.x + 40, clientY: y, isPrimary: true });
    await expect(slide(page, 2)).toBeInViewport();
  });
});

test.describe("carousel for a visitor who asks for reduced motion", () => {
  test.use({ viewport: { width: 1280, height: 900 }, contextOptions: { reducedMotion: "reduce" } });
  test.beforeEach(({ page }) => stopClock(page));

  test("stays on its first slide until the visitor presses play", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    await page.mouse.move(5, 5);
    const carousel = carouselOf(page);
    await expect(carousel.getByRole("button", { name: "Play slideshow" })).toBeVisible();
    await page.clock.runFor(AUTOPLAY_MS * 3);
    await expect(slide(page, 1)).toBeInViewport();
    await carousel.getByRole("button", { name: "Play slideshow" }).click();
    await page.mouse.move(5, 5);
    await page.clock.runFor(AUTOPLAY_MS);
    await expect(slide(page, 2)).toBeInViewport();
  });
});
