// The controls a visitor on a slow phone taps before the page's scripts run (decision 027): each
// with the page it is on, how it is tapped and what must follow the first tap. Shared by the Playwright
// test (tests/e2e/slow-phone.spec.ts) and the benchmark (scripts/bench/slow-phone.ts).
import fs from "node:fs";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { sortByDate } from "../../core/dates.ts";
import type { PostSummary } from "../../core/content-types.ts";
import { slowLink } from "./slow-link.ts";

export interface SlowPhoneControl {
  name: string;
  path: string;
  viewport: { width: number; height: number };
  /** Whether the capture holds the tap until hydration (false: the control works without scripts). */
  held: boolean;
  /** A key press, held without a pressed look (the focus ring marks the control), then pressed again. */
  key?: boolean;
  /** Only after hydration can the control be reached (it is inside a panel the scripts open). */
  reachedAfterScripts?: boolean;
  /** Taps the control as soon as it is visible (Playwright waits for that and nothing more). */
  act(page: Page): Promise<void>;
  /** Waits for the tap's effect; throws when it does not come. */
  effect(page: Page): Promise<void>;
}

/**
 * The slow phone every control is measured on: a mid-range phone (4× CPU slowdown) on a slow 4G link inside a
 * building. Uploads are not limited: the page sends requests of a few hundred bytes.
 */
export const SLOW_PHONE = { cpuRate: 4, latencyMs: 150, downBitsPerSecond: 1.6e6 };

/** Slows one page's processor to SLOW_PHONE's through the Chrome DevTools Protocol (Chromium only), until the returned session is detached. */
export async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("Emulation.setCPUThrottlingRate", { rate: SLOW_PHONE.cpuRate });
  return cdp;
}

/** SLOW_PHONE's network in front of the site at `base`: open the site at the link's `origin`. */
export const phoneLink = (base: string) => slowLink(base, SLOW_PHONE);

const PHONE = { width: 375, height: 800 };
const DESKTOP = { width: 1280, height: 900 };
/** Generous: a throttled page on a shared two-core machine. */
const WAIT = { timeout: 30_000 };

/**
 * How the benchmark taps once the page is hydrated and idle: at the control's place, after the page has
 * settled, by the bare input events. Playwright's own tap first checks the control in the page (waits two
 * frames for it to be still, then listens for the tap's target), work on the page's main thread that a
 * finger does not bring: it added 25-60 ms of input delay to a 4× slowed page.
 */
let measuring = false;
export const measureTaps = (on: boolean) => (measuring = on);
const SETTLE_MS = 300;

/** A tap with a finger on a touch page, a click elsewhere. */
async function press(page: Page, target: Locator) {
  const touch = page.viewportSize()!.width < 768;
  if (measuring) {
    await target.scrollIntoViewIfNeeded(WAIT);
    await page.waitForTimeout(SETTLE_MS);
    const box = await target.boundingBox();
    if (!box) throw new Error("the control is not on the page");
    const [x, y] = [box.x + box.width / 2, box.y + box.height / 2];
    await (touch ? page.touchscreen.tap(x, y) : page.mouse.click(x, y));
  } else if (touch) await target.tap(WAIT);
  else await target.click(WAIT);
}

const posts = (): PostSummary[] => JSON.parse(fs.readFileSync(path.resolve("dist-content/posts/index.json"), "utf8"));
const faqTab = (page: Page, label: string) => page.getByRole("tab", { name: new RegExp(`^${label} \\d+$`) });

export const CONTROLS: SlowPhoneControl[] = [
  {
    name: "menu toggle (/about)",
    path: "/about",
    viewport: PHONE,
    held: true,
    act: (page) => press(page, page.locator("button.site-header__toggle")),
    async effect(page) {
      await expect(page.locator("#mobile-nav")).toBeVisible(WAIT);
      await expect(page.locator("button.site-header__toggle")).toHaveAttribute("aria-expanded", "true");
    },
  },
  {
    name: "menu group (/about)",
    path: "/about",
    viewport: PHONE,
    held: true,
    reachedAfterScripts: true,
    async act(page) {
      await press(page, page.locator("button.site-header__toggle"));
      await expect(page.locator("#mobile-nav")).toBeVisible(WAIT);
      await press(page, page.getByRole("button", { name: "Our Solutions" }));
    },
    async effect(page) {
      await expect(page.getByRole("button", { name: "Our Solutions" })).toHaveAttribute("aria-expanded", "true", WAIT);
      await expect(page.getByRole("link", { name: "All Solutions" })).toBeVisible();
    },
  },
  {
    name: "header search (/)",
    path: "/",
    viewport: PHONE,
    held: true,
    act: (page) => press(page, page.locator("button.site-search__button")),
    effect: (page) => expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible(WAIT),
  },
  {
    name: "blog sort Oldest First (/blog)",
    path: "/blog",
    viewport: PHONE,
    held: true,
    act: (page) => press(page, page.getByRole("button", { name: "Oldest First" })),
    async effect(page) {
      await expect(page.getByRole("button", { name: "Oldest First" })).toHaveAttribute("aria-pressed", "true", WAIT);
      const first = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 3 }).first();
      await expect(first).toHaveText(sortByDate(posts(), "oldest")[0].title);
    },
  },
  {
    name: "contact Send, form empty (/contact)",
    path: "/contact",
    viewport: PHONE,
    held: true,
    act: (page) => press(page, page.getByRole("button", { name: "Send Message" })),
    async effect(page) {
      // The form's own messages in the page, not the browser's bubbles, and nothing posted.
      await expect(page.locator(".contact-form .field__error").first()).toHaveText("Please enter your full name", WAIT);
      await expect(page.locator(".contact-form .field__error")).toHaveCount(3);
      expect(new URL(page.url()).pathname).toBe("/contact");
    },
  },
  {
    name: "builder team size (/)",
    path: "/",
    viewport: PHONE,
    held: false,
    act: (page) => press(page, page.locator("#breakroom-builder label.builder__option", { hasText: "26-75 employees" })),
    async effect(page) {
      const builder = page.locator("#breakroom-builder");
      await expect(builder.getByRole("radio", { name: "26-75 employees" })).toBeChecked();
      // Once scripts run the builder has the answer: Next is enabled and leads to step 2.
      await press(page, builder.getByRole("button", { name: "Next" }));
      await expect(builder.getByText("Step 2 of 3")).toBeVisible(WAIT);
    },
  },
  {
    name: "FAQ search box (/faq)",
    path: "/faq",
    viewport: PHONE,
    held: false,
    // Keystrokes, as a visitor types (and as Event Timing sees them).
    act: (page) => page.getByRole("searchbox", { name: "Search the FAQ" }).pressSequentially("payment", WAIT),
    effect: (page) => expect(page.locator(".faq-browser__status")).toHaveText(/of \d+ questions match “payment”/, WAIT),
  },
  {
    name: "FAQ category tab (/faq)",
    path: "/faq",
    viewport: PHONE,
    held: true,
    act: (page) => press(page, faqTab(page, "Process")),
    effect: (page) => expect(faqTab(page, "Process")).toHaveAttribute("aria-selected", "true", WAIT),
  },
  {
    name: "FAQ tab arrow key (/faq)",
    path: "/faq",
    viewport: PHONE,
    held: true,
    key: true,
    async act(page) {
      await faqTab(page, "All Questions").focus(WAIT);
      await page.keyboard.press("ArrowRight");
    },
    async effect(page) {
      await expect(faqTab(page, "General")).toHaveAttribute("aria-selected", "true", WAIT);
      await expect(faqTab(page, "General")).toBeFocused();
    },
  },
  {
    name: "search shortcut Ctrl+K (/, 1280 px)",
    path: "/",
    viewport: DESKTOP,
    held: true,
    key: true,
    async act(page) {
      await page.locator("button.site-search__button").waitFor(WAIT);
      await page.keyboard.press("Control+k");
    },
    effect: (page) => expect(page.getByRole("dialog", { name: "Search the site" })).toBeVisible(WAIT),
  },
  {
    name: "FAQ copy link (/faq)",
    path: "/faq",
    viewport: PHONE,
    held: true,
    async act(page) {
      await press(page, page.locator(".faq-item summary").first());
      await press(
        page,
        page
          .locator(".faq-item")
          .first()
          .getByRole("button", { name: /copy link/i }),
      );
    },
    effect: (page) => expect(page.locator(".faq-item").first().locator(".copy-link")).toContainText("Copied!", WAIT),
  },
  {
    name: "carousel next arrow (/about)",
    path: "/about",
    viewport: PHONE,
    held: true,
    act: (page) => press(page, page.getByRole("button", { name: "Next slide" })),
    effect: (page) => expect(page.getByRole("button", { name: "Go to slide 2" })).toHaveAttribute("aria-current", "true", WAIT),
  },
  {
    name: "carousel bullet (/about)",
    path: "/about",
    viewport: PHONE,
    held: true,
    act: (page) => press(page, page.getByRole("button", { name: "Go to slide 3" })),
    effect: (page) => expect(page.getByRole("button", { name: "Go to slide 3" })).toHaveAttribute("aria-current", "true", WAIT),
  },
  {
    name: "side widget (/, 1280 px)",
    path: "/",
    viewport: DESKTOP,
    held: false,
    act: (page) => press(page, page.locator(".side-widget__tab")),
    async effect(page) {
      const cta = page.locator(".side-widget a.button");
      await expect(cta).toBeInViewport({ ratio: 1, ...WAIT });
    },
  },
];
