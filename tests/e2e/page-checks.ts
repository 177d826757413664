// What a page sweep reads off a page as the visitor gets it: its button labels and link arrows, its pictures'
// loading, axe's WCAG 2.2 A/AA violations, and the Content Security Policy violations it reports. Used by
// page-sweep.spec.ts, which makes every check on each page load, and by the specs that check one state of a page.
import { expect, type BrowserContext, type Page, type Response } from "@playwright/test";
import { axe } from "./axe.ts";

/** axe's WCAG 2.2 A/AA violations on the page as it is now, one readable line per failing element (./axe.ts). */
export async function violations(page: Page, state: string, within?: string): Promise<string[]> {
  const results = await axe(page, within).analyze();
  return results.violations.flatMap((v) =>
    v.nodes.map((n) => `${state}: ${v.id} (${v.impact}) ${n.target.join(" ")}: ${n.failureSummary?.split("\n").slice(1).join(" ").trim()}`),
  );
}

/** The buttons on screen whose label breaks onto a second line or runs past the screen's right edge. */
export function buttonProblems(): string[] {
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

/** The links whose "→" does not follow their last word a space away on its line (a flex link loses the space). */
export function arrowProblems(): string[] {
  const out: string[] = [];
  for (const link of document.querySelectorAll<HTMLElement>("a")) {
    if (!link.textContent?.includes("→") || !link.checkVisibility({ visibilityProperty: true })) continue;
    let before: Range | null = null;
    const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.parentElement!.closest(".visually-hidden")) continue;
      let end = 0;
      for (const char of node.textContent!) {
        const range = document.createRange();
        range.setStart(node, end);
        range.setEnd(node, (end += char.length));
        if (char !== "→") {
          if (char.trim()) before = range;
          continue;
        }
        const [word, arrow] = [before?.getBoundingClientRect(), range.getBoundingClientRect()];
        if (!word) continue;
        // Right after the last letter, on its line: a space away (3 to 16 px), never touching it nor set apart.
        const label = `"${(link.textContent ?? "").trim().replace(/\s+/g, " ")}"`;
        const middle = (arrow.top + arrow.bottom) / 2;
        if (middle < word.top || middle > word.bottom) out.push(`${label}: its arrow is not on the line of its last word`);
        else if (arrow.left - word.right < 3 || arrow.left - word.right > 16)
          out.push(`${label}: its arrow ${Math.round(arrow.left - word.right)} px from its word`);
      }
    }
  }
  return out;
}

/** What the page's pictures do on first load: the ones below the fold, and the Largest Contentful Paint. */
export function pictures(page: Page) {
  return page.evaluate(async () => {
    const lcp = await new Promise<Element | null>((resolve) => {
      new PerformanceObserver((list) => resolve((list.getEntries().at(-1) as PerformanceEntry & { element?: Element }).element ?? null)).observe({
        type: "largest-contentful-paint",
        buffered: true,
      });
      setTimeout(() => resolve(null), 3000);
    });
    const fold = window.innerHeight;
    const describe = (img: HTMLImageElement) => img.currentSrc.replace(location.origin, "") || img.getAttribute("src") || "";
    const belowFoldEager = [...document.images]
      .filter((img) => {
        const rect = img.getBoundingClientRect();
        // The hero picture (fetchpriority=high) is the first screen's largest element on wide screens; on a
        // phone it can sit just below the fold, where loading it at once is still right.
        return rect.height > 0 && rect.top + window.scrollY >= fold && img.loading !== "lazy" && img.getAttribute("fetchpriority") !== "high";
      })
      .map(describe);
    let lcpImage: { src: string; lazy: boolean; highPriority: boolean; preloaded: boolean } | null = null;
    if (lcp instanceof HTMLImageElement) {
      const src = lcp.getAttribute("src") ?? "";
      const preloads = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="image"]')];
      lcpImage = {
        src: describe(lcp),
        lazy: lcp.loading === "lazy",
        highPriority: lcp.getAttribute("fetchpriority") === "high",
        preloaded: preloads.some((l) => l.getAttribute("href") === src || (l.getAttribute("imagesrcset") ?? "").includes(src)),
      };
    }
    return { belowFoldEager, lcpImage };
  });
}

/** Any address off this machine: blocked, as nothing external can load in a test. */
const EXTERNAL = /^https?:\/\/(?!127\.0\.0\.1|localhost)/;

/**
 * Collects every Content-Security-Policy violation: the `securitypolicyviolation` events of the page and
 * its frames, and Chromium's console reports. A request the test itself blocks (the maps service, share
 * targets: this machine has no internet) is not a violation and is not reported as one.
 */
export async function watchCsp(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = [];
  await context.route(EXTERNAL, (route) => route.abort("blockedbyclient"));
  await context.exposeBinding("__reportCsp", ({ frame }, text: string) => violations.push(`${frame.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on("console", (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  return violations;
}

/** The policy the page was served with (its header, or else its meta tag) allows no unsafe script, no plugin, no other base. */
export async function expectSafePolicy(page: Page, response: Response | null): Promise<void> {
  const route = new URL(page.url()).pathname;
  const header = (await response?.allHeaders())?.["content-security-policy"];
  const policy = header ?? (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content"));
  expect(policy, `${route} has a Content-Security-Policy`).toBeTruthy();
  const scriptSrc = /script-src ([^;]*)/.exec(policy!)?.[1] ?? "";
  expect(scriptSrc, route).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
  expect(policy, route).toContain("object-src 'none'");
  expect(policy, route).toContain("base-uri 'self'");
  if (header) expect(header, route).toContain("frame-ancestors 'none'");
}
