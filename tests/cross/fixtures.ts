import fs from "node:fs";
import path from "node:path";
import { test as base, expect } from "@playwright/test";
import { type Engine, type EngineSession, type Tab, startEngine } from "./drivers.ts";

/** Every URL the content build listed for prerendering. */
export const ROUTES: string[] = JSON.parse(fs.readFileSync(path.resolve("dist-content/routes.json"), "utf8"));

/**
 * `tab`: a fresh page of the project's engine (the project name: firefox or webkit), which fails its test
 * on any console error, page error or failed load seen on any page it showed.
 */
export const test = base.extend<{ tab: Tab; firstVisit: boolean }, { engine: EngineSession }>({
  /** Whether the tab's session is new (the first-visit splash shows); otherwise it counts as visited. */
  firstVisit: [false, { option: true }],
  engine: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern: none
    async ({}, use, workerInfo) => {
      const session = await startEngine(workerInfo.project.name as Engine, workerInfo.workerIndex);
      await use(session);
      await session.close();
    },
    { scope: "worker", timeout: 60_000 },
  ],
  tab: async ({ engine, baseURL, firstVisit }, use) => {
    const tab = await engine.newTab(baseURL!);
    if (!firstVisit) {
      // The session has seen a page of the site: the splash stays away (it would take the test's first click).
      await tab.goto("/robots.txt");
      await tab.run(() => sessionStorage.setItem("hasVisited", "true"));
    }
    await use(tab);
    const problems = await tab.problems();
    await tab.close();
    expect(problems, "no console errors, page errors or failed loads").toEqual([]);
  },
});

/** Polls a check run in the page until it holds (scripts start after the first paint, on a shared machine). */
export async function until<A extends unknown[]>(tab: Tab, what: string, fn: (...args: A) => unknown, ...args: A) {
  await expect.poll(() => tab.run(fn, ...args), { message: what, timeout: 15_000 }).toBeTruthy();
}

/** React has hydrated once the root's effects have marked <html> (tests/e2e/fixtures.ts `hydrated`). */
export const hydrated = (tab: Tab) => until(tab, "the page hydrates", () => document.documentElement.classList.contains("js-fade"));

export { expect };
