// One request, one wording (decision 041): every button that asks for the assessment reads the
// page's fixed text where it has one for that place, and otherwise site.yaml's `assessmentLabel`;
// and no button's label breaks onto a second line or is cut off, from a small phone to a wide desktop.
import { ROUTES, builtPages, expect, hydrated, test } from "./fixtures.ts";
import { site } from "./reading-helpers.ts";
import { sweep } from "./sweep.ts";

/** The fixed labels of buttons to /contact: heroes, section buttons, the header's. */
const SPEC_LABELS = [
  "Contact Us",
  // The phone's navigation panel: "About, Blog, FAQ and Contact links".
  "Contact",
  "Get Started",
  "Inquire with Us Today",
  "Request a Location Assessment",
  "Inquire Today",
  "Start Your Journey",
  "Design My Micro Market",
  "Upgrade My Vending",
  "Get My Smart Cooler",
  "Install My Smart Store",
  "Request Free Assessment",
  "Request Service Assessment",
];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

test("every button to the contact form in the built site reads a fixed label or the one site label", () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(40);
  const labels = new Map<string, string[]>();
  for (const { file, html } of pages) {
    for (const [, attrs, inner] of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
      if (!/\bhref="\/contact(?:[?#"])/.test(attrs) || !/\bclass="[^"]*\bbutton\b/.test(attrs)) continue;
      const label = text(inner);
      labels.set(label, [...(labels.get(label) ?? []), file]);
    }
  }
  const others = [...labels].filter(([label]) => label !== site.assessmentLabel && !SPEC_LABELS.includes(label));
  expect(
    others.map(([label, files]) => `"${label}" on ${files.length} pages (${files[0]}, ...)`),
    "button labels that are neither a fixed label nor site.yaml's assessmentLabel",
  ).toEqual([]);
  expect(labels.get(site.assessmentLabel)?.length ?? 0, "pages with the site's assessment button").toBeGreaterThan(40);
});

/** The buttons on screen whose label breaks onto a second line or runs past the screen's right edge. */
function buttonProblems(): string[] {
  const out: string[] = [];
  for (const el of document.querySelectorAll<HTMLElement>("main .button, main button, header .button, .side-widget .button, .call-bar a")) {
    const box = el.getBoundingClientRect();
    // What the visitor sees now (a closed answer's copy button is not), as it is laid out.
    if (!el.checkVisibility({ visibilityProperty: true }) || el.closest("[inert]")) continue;
    // One line: every visible piece of its text sits on the same line (icons are not text).
    const tops: number[] = [];
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      // Text only for screen readers (clipped to a pixel) is on no line the visitor sees.
      const parent = node.parentElement!;
      if (!node.textContent?.trim() || parent.closest(".visually-hidden") || parent.getBoundingClientRect().width <= 1) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const r of range.getClientRects()) if (r.width > 1) tops.push(r.top);
    }
    const lines = tops.filter((top, i) => tops.findIndex((t) => Math.abs(t - top) < 6) === i).length;
    const label = (el.textContent ?? "").trim().replace(/\s+/g, " ");
    if (lines > 1) out.push(`"${label}" wraps onto ${lines} lines`);
    // Nor cut off by a box of its own (a card that clips what overflows it); a swiped row scrolls instead.
    for (let box2 = el.parentElement; box2 && box2 !== document.body; box2 = box2.parentElement) {
      if (box2.classList.contains("swipe-row") || getComputedStyle(box2).overflowX === "visible") continue;
      const clip = box2.getBoundingClientRect();
      if (box.right > clip.right + 1 || box.left < clip.left - 1) out.push(`"${label}" is cut off by its ${box2.className.split(" ")[0] || box2.tagName} box`);
      break;
    }
    // A swiped row and the side box (drawn in from the edge on hover) hold buttons off screen on purpose.
    if (box.right > document.documentElement.clientWidth + 1 && !el.closest(".swipe-row, [role='tablist'], .side-widget"))
      out.push(`"${label}" runs off the screen (${Math.round(box.right)} px)`);
  }
  return out;
}

// Two widths per page load (the page follows the new width, as a rotated tablet does): one page of each
// template in `npm test`, every other page in `npm run test:full` (./sweep.ts).
for (const widths of [
  [320, 375],
  [1280, 1440],
]) {
  test(`at ${widths.join(" and ")} px no button label wraps, runs off the screen or is cut off`, { tag: "@sweep" }, async ({ page }) => {
    test.setTimeout(120_000);
    const problems: string[] = [];
    for (const route of sweep(ROUTES)) {
      await page.setViewportSize({ width: widths[0], height: 800 });
      await page.goto(route);
      await hydrated(page);
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        await expect.poll(() => page.evaluate(() => innerWidth)).toBe(width);
        problems.push(...(await page.evaluate(buttonProblems)).map((problem) => `${route} at ${width} px: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });
}
