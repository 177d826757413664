import fs from "node:fs";
import path from "node:path";
import { test as base, expect, type Page } from "@playwright/test";

/** Every URL the content build listed for prerendering. */
export const ROUTES: string[] = JSON.parse(fs.readFileSync(path.resolve("dist-content/routes.json"), "utf8"));

/** The site's prerendered HTML pages as built (not the editor's nor the form skeleton): file and text. */
export function builtPages(): { file: string; html: string }[] {
  const root = path.resolve("build/client");
  return fs
    .readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((f) => f.endsWith(".html") && !f.startsWith("admin/") && !f.startsWith("forms/"))
    .map((file) => ({ file, html: fs.readFileSync(path.join(root, file), "utf8") }));
}

/**
 * A page that fails its test on any console error or uncaught exception. It never reaches the internet: the
 * browser resolves no host but this machine's (`chromiumLaunch` in playwright.config.ts), so maps, share
 * links and anything else external fail at once, with no per-request interception slowing every page.
 */
export const test = base.extend<{ problems: string[]; firstVisit: boolean }>({
  /**
   * Whether the visit is the session's first, which shows the first-visit splash over the page for 1.5 s.
   * Most tests are about the page: their session counts as visited before any script runs.
   */
  firstVisit: [false, { option: true }],
  problems: [
    async ({ page, firstVisit }, use) => {
      // Every frame runs it; a sandboxed one (a map) has no storage.
      if (!firstVisit)
        await page.addInitScript(() => {
          try {
            sessionStorage.setItem("hasVisited", "true");
          } catch {
            // no storage in this frame
          }
        });
      const problems: string[] = [];
      page.on("console", (msg) => {
        if (msg.type() === "error") problems.push(`console: ${msg.text()}`);
      });
      page.on("pageerror", (err) => problems.push(`page error: ${err.message}`));
      await use(problems);
      expect(problems, "no console errors or page errors").toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * The worker's one context, reset between tests (playwright.config.ts `reuseContext`, decision 043), cannot
 * install the page clock a second time. A file whose tests install it runs each test in a context of its
 * own: `test.use(CONTEXT_PER_TEST)` at its top.
 */
export const CONTEXT_PER_TEST = { reuseContext: false } as const;

/**
 * Holds back the page's scripts until the returned function is called: the page is painted and usable
 * as its HTML, as a visitor on a slow connection finds it before the scripts have arrived.
 */
export async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/[^?]+\.js(\?|$)/, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/**
 * Waits until React has hydrated the page and the root's effects have run: the fade-in helper marks <html>
 * with `js-fade` from its effect, in the same commit as the components' own effects (a carousel's autoplay
 * timer is set by then). Before that, the page is its prerendered HTML and controls that need scripts do
 * nothing. Generous: scripts start after the first paint, on a shared two-core machine.
 */
export async function hydrated(page: Page) {
  await page.locator("html.js-fade").waitFor({ state: "attached", timeout: 20_000 });
}

export { expect };
