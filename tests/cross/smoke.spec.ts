// The smoke suite run in Firefox ESR and WebKitGTK besides the full Chromium suite (decision 015): each
// route pattern, hydration, and each control that has its own script, as a visitor meets them.
import { cardTitleWordsCut } from "../e2e/accordion-helpers.ts";
import { ROUTES, expect, hydrated, test, until } from "./fixtures.ts";

/** One route of each pattern: `/locations/office-buildings` stands for every industry page. */
const PATTERNS = [
  ...new Map(ROUTES.toReversed().map((r) => [r.split("/").length > 2 && r !== "/contact/thanks" ? r.replace(/[^/]+$/, ":slug") : r, r])).values(),
]
  .reverse()
  .concat("/no-such-page");

/** Whether the element the selector finds is drawn on the page: not hidden, with a box of some size. */
const shown = (selector: string) => {
  const el = document.querySelector(selector);
  if (!el) return false;
  const box = el.getBoundingClientRect();
  return (el.checkVisibility?.() ?? true) && box.width > 0 && box.height > 0;
};

test("the patterns cover every kind of page", () => {
  expect(PATTERNS).toEqual(expect.arrayContaining(["/", "/contact/thanks", "/no-such-page"]));
  // One page of each kind with a slug, whichever the content lists last.
  for (const kind of ["solutions", "locations", "service-area", "blog"]) expect(PATTERNS.filter((p) => new RegExp(`^/${kind}/[^/]+$`).test(p))).toHaveLength(1);
  expect(PATTERNS.length).toBeGreaterThanOrEqual(14);
});

for (const route of PATTERNS) {
  test(`${route} shows its one heading and hydrates without an error`, async ({ tab }) => {
    await tab.viewport(1280, 900);
    await tab.goto(route);
    const headings = await tab.run(() =>
      [...document.querySelectorAll("h1")].map((h) => ({ text: h.textContent?.trim(), height: h.getBoundingClientRect().height })),
    );
    expect(headings).toHaveLength(1);
    expect(headings[0].text).toMatch(/\w/);
    expect(headings[0].height).toBeGreaterThan(0);
    await hydrated(tab);
    // The scripts start on the paint entry (decision 056): an engine that has paint timing must report it,
    // or its visitors would wait for the 3-second fallback before anything responds.
    const paint = await tab.run(() => ({
      timing: PerformanceObserver.supportedEntryTypes.includes("paint"),
      entries: performance.getEntriesByName("first-contentful-paint").length,
    }));
    expect(paint.entries).toBe(paint.timing ? 1 : 0);
  });
}

test("the mobile menu opens at 375 px", async ({ tab }) => {
  await tab.viewport(375, 800);
  await tab.goto("/about");
  await hydrated(tab);
  expect(await tab.run(shown, "#mobile-nav")).toBe(false);
  await tab.click("button.site-header__toggle");
  await until(tab, "the menu is shown", shown, "#mobile-nav");
  expect(await tab.run(() => document.querySelector("button.site-header__toggle")?.getAttribute("aria-expanded"))).toBe("true");
  expect(
    await tab.run(() => [...document.querySelectorAll("#mobile-nav a")].filter((a) => a.getBoundingClientRect().height > 0).map((a) => a.textContent)),
  ).toContain("FAQ");
});

test("the breakroom builder, opened at its #fragment, gives results", async ({ tab }) => {
  await tab.viewport(1280, 900);
  await tab.goto("/#breakroom-builder");
  await hydrated(tab);
  const builder = "#breakroom-builder";
  await tab.click(`${builder} label.builder__option:has(input[name="teamSize"])`);
  await tab.click(`${builder} button[type="submit"]`);
  await tab.click(`${builder} label.builder__option:has(input[name="spaceType"])`);
  await tab.click(`${builder} button[type="submit"]`);
  await until(tab, "step 3 is shown", (s: string) => document.querySelector(s)?.textContent?.includes("Step 3 of 3"), builder);
  await tab.click(`${builder} button[type="submit"]`);
  await until(tab, "recommendations are listed", (s: string) => document.querySelectorAll(`${s} .builder__rec`).length > 0, builder);
  expect(await tab.run(() => document.activeElement?.textContent)).toMatch(/Our Recommendations?/);
});

test("the FAQ search filters the questions", async ({ tab }) => {
  await tab.viewport(1280, 900);
  await tab.goto("/faq");
  await hydrated(tab);
  const all = await tab.run(() => document.querySelectorAll("details.faq-item").length);
  expect(all).toBeGreaterThan(5);
  await tab.type("input.faq-search__input", "Apple Pay");
  await until(
    tab,
    "the list narrows to the payment question",
    (n: number) => {
      const items = document.querySelectorAll("details.faq-item");
      return items.length > 0 && items.length < n && items[0].id === "payment-options";
    },
    all,
  );
});

for (const hash of ["/faq#payment-options", "/customer#refund"]) {
  test(`${hash} opens the named question, in view`, async ({ tab }) => {
    await tab.viewport(1280, 900);
    await tab.goto(hash);
    await hydrated(tab);
    await until(
      tab,
      "the question is open and in view",
      (id: string) => {
        const item = document.getElementById(id) as HTMLDetailsElement | null;
        const box = item?.getBoundingClientRect();
        return item?.open && box && box.top >= -1 && box.top < innerHeight;
      },
      hash.split("#")[1],
    );
  });
}

test("the contact form names what is missing on an empty submit", async ({ tab }) => {
  await tab.viewport(1280, 900);
  await tab.goto("/contact");
  await hydrated(tab);
  await tab.click("button.contact-form__submit");
  await until(
    tab,
    "three messages are shown",
    () => [...document.querySelectorAll(".contact-form [role=alert]")].filter((a) => a.textContent?.trim()).length >= 3,
  );
  // The messages are painted first; the focus follows a frame later (decision 030).
  await until(tab, "the first field named has the focus", () => document.activeElement?.getAttribute("name") === "name");
});

test("a box clicked right after a wrong e-mail is ticked, and the e-mail's message shows", async ({ tab }) => {
  await tab.viewport(1280, 900);
  await tab.goto("/contact");
  await hydrated(tab);
  await tab.type("input[name=name]", "Pat Lee");
  await tab.type("input[name=email]", "pat@example");
  // The click takes the focus from the e-mail field; its message must not move the box before the click lands.
  await tab.click('label.choice:has(input[value="location-assessment"])');
  await until(tab, "the box is ticked", () => document.querySelector<HTMLInputElement>('input[value="location-assessment"]')?.checked);
  await until(tab, "the e-mail's message shows", () => document.querySelector(".contact-form [role=alert]")?.textContent?.includes("valid email address"));
});

test("the contact form shows the privacy notice link beside its submit button", async ({ tab }) => {
  for (const width of [375, 1280]) {
    await tab.viewport(width, 900);
    await tab.goto("/contact");
    // The same address again at the second width: WebKit may answer before the page is laid out anew.
    await until(
      tab,
      `${width}px: the form's actions laid out`,
      () => document.readyState === "complete" && Boolean(document.querySelector(".contact-form__actions")),
    );
    const boxes = await tab.run(() => {
      const button = document.querySelector(".contact-form__submit")?.getBoundingClientRect();
      const link = document.querySelector<HTMLAnchorElement>('.contact-form__actions a[href="/privacy"]');
      const box = link?.getBoundingClientRect();
      return button && box && link?.checkVisibility?.() !== false
        ? { button: { y: button.y, bottom: button.bottom }, link: { y: box.y, bottom: box.bottom, width: box.width } }
        : null;
    });
    expect(boxes, `${width}px: a visible privacy link in the form's actions`).not.toBeNull();
    expect(boxes!.link.width).toBeGreaterThan(0);
    // On the submit button's line, or right under it.
    expect(boxes!.link.y - boxes!.button.bottom).toBeLessThan(40);
    if (width >= 640) expect(boxes!.link.y < boxes!.button.bottom && boxes!.link.bottom > boxes!.button.y).toBe(true);
  }
});

test("at 1280 px the home hero's three buttons share one row", async ({ tab }) => {
  await tab.viewport(1280, 900);
  await tab.goto("/");
  const tops = await tab.run(() => [...document.querySelectorAll("#hero .hero-cta__actions > *")].map((b) => Math.round(b.getBoundingClientRect().top)));
  expect(tops).toHaveLength(3);
  expect(new Set(tops).size, `button tops: ${tops.join(", ")}`).toBe(1);
});

test("from 1024 to 1366 px the header's links keep clear of the wordmark and of each other", async ({ tab }) => {
  for (const width of [1024, 1280, 1366]) {
    await tab.viewport(width, 900);
    await tab.goto("/solutions");
    const boxes = await tab.run(() =>
      [".site-header__brand", ".site-header__nav li a", ".site-header__bar > .site-header__phone", ".site-header__bar > .site-header__cta"].flatMap((s) =>
        [...document.querySelectorAll(s)].map((el) => {
          // The wordmark where its text is drawn, not its box: squeezed, it spills out of the box.
          const box = el.getBoundingClientRect();
          const range = document.createRange();
          range.selectNodeContents(el);
          const right = s === ".site-header__brand" ? Math.max(box.right, range.getBoundingClientRect().right) : box.right;
          return { name: el.textContent?.trim() || s, left: box.left, right };
        }),
      ),
    );
    expect(boxes.length, `${width} px`).toBeGreaterThanOrEqual(8);
    // Left to right, each starts after the one before ends: the active link's underline never under the wordmark.
    for (let i = 1; i < boxes.length; i++)
      expect(boxes[i].left, `${width} px: ${boxes[i].name} after ${boxes[i - 1].name}`).toBeGreaterThanOrEqual(boxes[i - 1].right);
  }
});

test("the carousel moves to the next slide", async ({ tab }) => {
  await tab.viewport(1280, 900);
  await tab.goto("/about");
  await hydrated(tab);
  await tab.click(".carousel__arrow--next");
  await until(tab, "slide 2 is active and slide 1 has moved out of the frame", () => {
    const frame = document.querySelector(".carousel__slide.is-active")?.parentElement?.getBoundingClientRect();
    const active = document.querySelector(".carousel__slide.is-active");
    const first = document.querySelector('.carousel__slide[aria-label^="1 of"]')?.getBoundingClientRect();
    const box = active?.getBoundingClientRect();
    return (
      frame && box && first && active?.getAttribute("aria-label")?.startsWith("2 of") && Math.abs(box.left - frame.left) < 2 && first.right <= frame.left + 1
    );
  });
});

for (const route of ["/", "/about", "/locations", "/locations/office-buildings"]) {
  test(`${route}: on desktop the card sections show their text and links`, async ({ tab }) => {
    await tab.viewport(1280, 900);
    await tab.goto(route);
    await hydrated(tab);
    const cards = await tab.run(() =>
      [...document.querySelectorAll(".cards .cards__body")].map((body) => {
        const box = body.getBoundingClientRect();
        return (body.checkVisibility?.() ?? true) && box.width > 0 && box.height > 0;
      }),
    );
    expect(cards.length).toBeGreaterThan(2);
    expect(cards).not.toContain(false);
  });
}

for (const route of ["/", "/service-area/westminster"]) {
  test(`${route}: on a phone the card lists are accordions whose titles fit the screen, and a tap opens one`, async ({ tab }) => {
    await tab.viewport(375, 800);
    await tab.goto(route);
    await hydrated(tab);
    const found = await tab.run(() => ({
      lists: [...document.querySelectorAll("ul.cards")].map((list) => list.scrollWidth <= list.clientWidth + 1),
      closed: [...document.querySelectorAll("ul.cards details")].every((d) => !(d as HTMLDetailsElement).open),
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
    }));
    expect(found.lists.length).toBeGreaterThan(0);
    expect(found.lists).not.toContain(false);
    expect(found.closed, "every card closed to its title").toBe(true);
    expect(found.page, "the page's own sideways overflow").toBeLessThanOrEqual(0);
    await tab.run(() => document.querySelector("ul.cards summary")?.scrollIntoView({ block: "center" }));
    await tab.click("ul.cards summary");
    await until(tab, "the tapped card opens with its text", () => {
      const body = document.querySelector("ul.cards details .cards__body");
      return Boolean((body?.closest("details") as HTMLDetailsElement | null)?.open && body!.getBoundingClientRect().height > 0);
    });
  });
}

test("at 375 px the service-area map names every town under its drawing, the office marked, each dot on the drawing", async ({ tab }) => {
  await tab.viewport(375, 800);
  await tab.goto("/service-area");
  await tab.run(() => document.querySelector(".area-map")!.scrollIntoView({ block: "start" }));
  const map = await tab.run(() => {
    const drawing = document.querySelector(".area-map__drawing")!.getBoundingClientRect();
    const links = [...document.querySelectorAll<HTMLAnchorElement>(".area-map__pin a")];
    const names = links.map((a) => a.getBoundingClientRect());
    const dots = links.map((a) => a.querySelector(".area-map__dot")!.getBoundingClientRect());
    return {
      count: links.length,
      texts: links.map((a) => a.innerText.replace(/\s+/g, " ").trim()),
      namesShown: links.every((a, i) => a.checkVisibility() && names[i].width > 0 && names[i].top >= drawing.bottom - 1),
      namesApart: names.every((a, i) => names.every((b, j) => i === j || a.right <= b.left || b.right <= a.left || a.bottom <= b.top || b.bottom <= a.top)),
      dotsOnDrawing: dots.every((d) => d.width > 0 && d.left >= drawing.left && d.right <= drawing.right && d.top >= drawing.top && d.bottom <= drawing.bottom),
    };
  });
  expect(map.count).toBeGreaterThan(5);
  expect(map.namesShown, "every town's name shown, under the drawing").toBe(true);
  expect(map.namesApart, "no name over another").toBe(true);
  expect(map.dotsOnDrawing, "every dot on the drawing").toBe(true);
  expect(map.texts.filter((t) => t.endsWith("· our office"))).toHaveLength(1);
});

test("at 375 px the about page's card titles keep every word on one line", async ({ tab }) => {
  await tab.viewport(375, 800);
  await tab.goto("/about");
  const cut = await tab.run(cardTitleWordsCut);
  expect(cut).toEqual([]);
});

test("on desktop a card's link can be clicked", async ({ tab }) => {
  await tab.viewport(1280, 900);
  await tab.goto("/locations");
  await hydrated(tab);
  const href = await tab.run(() => document.querySelector(".cards .cards__body a")?.getAttribute("href"));
  expect(href).toMatch(/^\/locations\/[a-z-]+$/);
  await tab.click(".cards .cards__body a");
  await until(tab, `the visitor lands on ${href}`, (path: string) => location.pathname === path && document.querySelector("h1") !== null, href!);
});

test("an error on a page is seen, so the other tests' check for errors holds", async ({ engine, baseURL }) => {
  // A tab of its own: the `tab` fixture would fail this test for the very errors it provokes.
  const tab = await engine.newTab(baseURL!);
  await tab.goto("/about");
  await tab.run(() => {
    setTimeout(() => {
      throw new Error("provoked page error");
    });
    console.error("provoked console error");
  });
  await expect
    .poll(async () => (await tab.problems()).join("\n"))
    .toMatch(/provoked page error[\s\S]*provoked console error|provoked console error[\s\S]*provoked page error/);
  await tab.close();
});
