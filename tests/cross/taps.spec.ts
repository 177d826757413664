// No lost taps in Firefox and WebKit (decision 027): each control tapped as soon as its page has
// loaded, whether or not React has hydrated it yet, must take effect without a second tap. Unthrottled:
// the throttled run is Chromium's (tests/e2e/slow-phone.spec.ts). The copy-link button is left to
// Chromium: a replayed click may come after WebKit's user activation, which its clipboard requires.
import type { Tab } from "./drivers.ts";
import { expect, test, until } from "./fixtures.ts";

interface Control {
  name: string;
  path: string;
  width: number;
  /** The selectors clicked one after another, each as soon as it is there. */
  taps: string[];
  /** Typed into the FAQ search box instead of a tap. */
  type?: string;
  /** Holds in the page once the tap has taken effect. */
  effect: () => unknown;
}

const CONTROLS: Control[] = [
  {
    name: "the menu toggle opens the menu",
    path: "/about",
    width: 375,
    taps: ["button.site-header__toggle"],
    effect: () =>
      document.querySelector("button.site-header__toggle")?.getAttribute("aria-expanded") === "true" && !document.getElementById("mobile-nav")?.hidden,
  },
  {
    name: "the header search opens its dialog",
    path: "/",
    width: 375,
    taps: ["button.site-search__button"],
    effect: () => document.querySelector("dialog[open], [role=dialog]")?.checkVisibility?.() ?? !!document.querySelector("dialog[open]"),
  },
  {
    name: "the blog sort shows the oldest first",
    path: "/blog",
    width: 375,
    taps: [".sort-toggle__option:nth-child(2)"],
    effect: () => document.querySelector(".sort-toggle__option:nth-child(2)")?.getAttribute("aria-pressed") === "true",
  },
  {
    name: "Send on the empty contact form shows the form's own messages",
    path: "/contact",
    width: 375,
    taps: ["button.contact-form__submit"],
    effect: () =>
      location.pathname === "/contact" && [...document.querySelectorAll(".contact-form [role=alert]")].filter((a) => a.textContent?.trim()).length === 3,
  },
  {
    name: "the builder keeps its team size and goes on to step 2",
    path: "/",
    width: 375,
    taps: ['#breakroom-builder label.builder__option:has(input[value="26-75"])', '#breakroom-builder button[type="submit"]:not([disabled])'],
    effect: () => document.querySelector("#breakroom-builder")?.textContent?.includes("Step 2 of 3"),
  },
  {
    name: "the FAQ search box narrows the questions",
    path: "/faq",
    width: 375,
    taps: [],
    type: "payment",
    effect: () => /of \d+ questions match/.test(document.querySelector(".faq-browser__status")?.textContent ?? ""),
  },
  {
    name: "an FAQ category tab is selected",
    path: "/faq",
    width: 375,
    taps: [".faq-tabs__tab:nth-child(3)"],
    effect: () => document.querySelector(".faq-tabs__tab:nth-child(3)")?.getAttribute("aria-selected") === "true",
  },
  {
    name: "the carousel's next arrow shows slide 2",
    path: "/about",
    width: 375,
    taps: [".carousel__arrow--next"],
    effect: () => document.querySelector('.carousel__bullet[aria-label="Go to slide 2"]')?.getAttribute("aria-current") === "true",
  },
  {
    name: "a carousel bullet shows its slide",
    path: "/about",
    width: 375,
    taps: ['.carousel__bullet[aria-label="Go to slide 3"]'],
    effect: () => document.querySelector('.carousel__bullet[aria-label="Go to slide 3"]')?.getAttribute("aria-current") === "true",
  },
  {
    name: "the side widget opens",
    path: "/",
    width: 1280,
    taps: [".side-widget__tab"],
    effect: () => {
      const link = document.querySelector(".side-widget a")?.getBoundingClientRect();
      return link && link.right <= innerWidth && link.left >= 0;
    },
  },
];

/** Whether React had hydrated the page when the first tap came (noted, not asserted: it depends on speed). */
const hydratedNow = (tab: Tab) => tab.run(() => document.documentElement.classList.contains("js-fade"));

for (const control of CONTROLS) {
  test(`tapped as soon as the page has loaded, ${control.name}`, async ({ tab }, info) => {
    await tab.viewport(control.width, 800);
    await tab.goto(control.path);
    const early = !(await hydratedNow(tab));
    if (control.type) await tab.type("input.faq-search__input", control.type);
    for (const selector of control.taps) await tab.click(selector);
    info.annotations.push({ type: "first tap before hydration", description: String(early) });
    await until(tab, control.name, control.effect);
    expect(await tab.run(() => document.querySelectorAll("[data-replay-pending]").length)).toBe(0);
  });
}
