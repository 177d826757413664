// Every tap counts on a slow phone (decision 027): each control that needs the page's scripts is
// tapped as soon as it is visible, on a phone-like Chromium (4× CPU slowdown, 150 ms latency, 1.6 Mbit/s
// down), and its effect must follow without a second tap. The same taps are then made with the scripts
// held back until after the tap, so the path through the inline capture and its replay is always taken,
// whatever the machine's speed. Effects, not timings (the timings are `npm run bench:slow-phone`).
import { test as plain, type Page, type Request } from "@playwright/test";
import { sortByDate } from "../../core/dates.ts";
import { CONTROLS, phoneLink, slowCpu } from "../helpers/slow-phone.ts";
import { builtPages, expect, holdScripts, test } from "./fixtures.ts";
import { posts } from "./reading-helpers.ts";
import { FULL_SWEEP } from "./sweep.ts";

/**
 * The slow phone for one test: its page's processor slowed, and the site opened at `origin`, over the phone's
 * link. The worker's page is reused by its next test, and a DevTools session's slowdown stays on the page until
 * the session is detached (decision 074).
 */
const slowTest = test.extend<{ slowPhone: { page: Page; origin: string } }>({
  slowPhone: async ({ page, baseURL }, use) => {
    const link = await phoneLink(baseURL!);
    const cdp = await slowCpu(page);
    await use({ page, origin: link.origin });
    try {
      // Off the relay's page first: a load still under way when the relay closes would be a console error.
      await page.goto("about:blank");
    } finally {
      await cdp.detach();
      await link.close();
    }
  },
});

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
});

/** Whether React had hydrated the page when each tap arrived (the capture's first listener is this one). */
async function noteTaps(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __tapsBeforeHydration: boolean[] };
    w.__tapsBeforeHydration = [];
    for (const type of ["click", "keydown"])
      addEventListener(type, (e) => e.isTrusted && w.__tapsBeforeHydration.push(!document.documentElement.classList.contains("js-fade")), true);
  });
}

/** Watches the page's requests: `unfinished()` lists those still going, each with the seconds since it started. */
function watchRequests(page: Page) {
  const started = new Map<Request, number>();
  const start = (request: Request) => started.set(request, Date.now());
  const end = (request: Request) => started.delete(request);
  page.on("request", start);
  page.on("requestfinished", end);
  page.on("requestfailed", end);
  return {
    unfinished: () => [...started].map(([request, at]) => `${request.url()} (${((Date.now() - at) / 1000).toFixed(1)} s)`),
    stop() {
      page.off("request", start);
      page.off("requestfinished", end);
      page.off("requestfailed", end);
    },
  };
}

/**
 * The throttled page load takes some 3.5 s a control: `npm test` throttles the contact form's Send,
 * `npm run test:full` every other control. Every control's held-scripts test,
 * which always takes the capture-and-replay path, runs in `npm test` (decision 041).
 */
const THROTTLED_IN_NPM_TEST = "contact Send, form empty (/contact)";
if (!CONTROLS.some((c) => c.name === THROTTLED_IN_NPM_TEST)) throw new Error(`no control named ${THROTTLED_IN_NPM_TEST}`);

for (const control of CONTROLS) {
  test.describe(control.name, () => {
    test.use({ viewport: control.viewport, hasTouch: control.viewport.width < 768 });

    const throttledHere = FULL_SWEEP ? control.name !== THROTTLED_IN_NPM_TEST : control.name === THROTTLED_IN_NPM_TEST;
    if (throttledHere)
      slowTest(
        "tapped as soon as it is visible on a slow phone, it answers the first tap",
        { tag: "@sweep" },
        async ({ slowPhone: { page, origin } }, info) => {
          test.setTimeout(60_000);
          await noteTaps(page);
          const requests = watchRequests(page);
          await page.goto(new URL(control.path, origin).href, { waitUntil: "commit" });
          try {
            await control.act(page);
            await control.effect(page);
          } catch (error) {
            // A page that never becomes usable (seen in CI under Chromium's own network emulation, decision 074) says which loads it waited on.
            const message = error instanceof Error ? error.message : String(error);
            throw new Error(`${message}\n\nLoads unfinished at the failure:\n${requests.unfinished().join("\n") || "none"}`, { cause: error });
          } finally {
            requests.stop();
          }
          const early = await page.evaluate(() => (window as unknown as { __tapsBeforeHydration: boolean[] }).__tapsBeforeHydration);
          info.annotations.push({ type: "taps before hydration", description: `${early.filter(Boolean).length} of ${early.length}` });
        },
      );

    if (control.reachedAfterScripts) return;
    test("tapped before the scripts have arrived, it shows it was pressed and answers once they run", async ({ page }) => {
      const release = await holdScripts(page);
      // Not until `load`: under React Router's standard bootstrap, held module scripts hold it back too.
      await page.goto(control.path, { waitUntil: "commit" });
      await control.act(page);
      // Held controls look pressed until the scripts answer them; native ones have already answered.
      if (control.held && !control.key) await expect(page.locator("[data-replay-pending]")).toHaveCount(1);
      release();
      await control.effect(page);
      await expect(page.locator("[data-replay-pending]")).toHaveCount(0);
    });
  });
}

test("the blog list sorted by a tap held before hydration is the oldest-first order", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdScripts(page);
  await page.goto("/blog", { waitUntil: "commit" });
  await page.getByRole("button", { name: "Oldest First" }).click();
  release();
  const cards = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 3 });
  await expect(cards).toHaveText(sortByDate(posts, "oldest").map((p) => p.title));
});

test("a second tap on a control still waiting for the scripts does not undo the first", async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  const release = await holdScripts(page);
  await page.goto("/about", { waitUntil: "commit" });
  const toggle = page.locator("button.site-header__toggle");
  await toggle.click();
  await toggle.click();
  release();
  await expect(page.locator("#mobile-nav")).toBeVisible({ timeout: 20_000 });
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
});

// Not the project fixture: the failed script loads are console errors, on purpose.
plain("the contact form posts natively when its scripts fail to load", async ({ page }) => {
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, (route) => route.abort("failed"));
  await page.goto("/contact");
  await page.getByLabel("Full Name").fill("Pat Lee");
  await page.getByLabel("Email").fill("pat@example.com");
  await page.getByRole("radio", { name: "General Inquiry About Solutions" }).check();
  await page.getByRole("button", { name: "Send Message" }).click();
  // The failed script load releases the held tap at once (or 15 s later at the latest): the browser posts.
  await expect(page).toHaveURL(/\/contact\/thanks/, { timeout: 20_000 });
});

/** A `<button>` in a page does nothing without scripts: each must be held for them (`data-replay`). */
test("every button of every prerendered page carries data-replay", () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(40);
  const missing = pages.flatMap(({ file, html }) =>
    [...html.matchAll(/<button\b[^>]*>/g)].filter((m) => !/\sdata-replay=/.test(m[0])).map((m) => `${file}: ${m[0]}`),
  );
  expect(missing).toEqual([]);
});
