// The page sweep: each page loaded once at a phone's width and once at a desktop's, and on each load every check
// that reads a page as the visitor gets it. One page of each template in `npm test`, every other page in
// `npm run test:full` (./sweep.ts): together, every page. The states a sweep does not reach (menus open, form
// errors, the builder's steps) are checked by the specs of those parts (a11y.spec.ts and others).
import { ROUTES, expect, hydrated, test } from "./fixtures.ts";
import { arrowProblems, buttonProblems, expectSafePolicy, pictures, violations, watchCsp } from "./page-checks.ts";
import { sweep } from "./sweep.ts";

/**
 * The two loads: the width the page is loaded at (its pictures' loading depends on the first screen), then the
 * widths it is turned to, as a rotated tablet is (the layout follows the width, in CSS).
 */
const LOADS = [
  { width: 375, turnedTo: [320] },
  { width: 1280, turnedTo: [1440] },
] as const;

// Fade-ins shown at once, so that axe reads every section as it ends up; no check here depends on motion.
test.use({ contextOptions: { reducedMotion: "reduce" } });
// axe walks the whole page twice: generous time on a shared two-core machine.
test.describe.configure({ timeout: 120_000 });

for (const route of sweep(ROUTES)) {
  test(
    `${route}: its heading, labels on one line, pictures in order, no axe violation, nothing the policy blocks`,
    { tag: "@sweep" },
    async ({ page, context }) => {
      const blocked = await watchCsp(context, page);
      for (const { width, turnedTo } of LOADS) {
        await page.setViewportSize({ width, height: 800 });
        const response = await page.goto(route);
        if (width === LOADS[0].width)
          await test.step("answers 200 with its own title and one visible main heading, under a safe policy", async () => {
            expect(response?.status()).toBe(200);
            await expect(page).toHaveTitle(/\S/);
            await expect(page.locator("h1")).toHaveCount(1);
            await expect(page.locator("h1")).toBeVisible();
            await expectSafePolicy(page, response);
          });

        await test.step(`at ${width} px, pictures below the fold load lazily and the largest picture on screen loads first`, async () => {
          const { belowFoldEager, lcpImage } = await pictures(page);
          const problems = belowFoldEager.map((src) => `at ${width} px: ${src} is below the fold but not loading="lazy"`);
          if (lcpImage && (lcpImage.lazy || !(lcpImage.highPriority || lcpImage.preloaded)))
            problems.push(`at ${width} px: the LCP picture ${lcpImage.src} is ${lcpImage.lazy ? "lazy" : "neither preloaded nor fetchpriority=high"}`);
          expect.soft(problems).toEqual([]);
        });

        await hydrated(page);
        await test.step(`at ${[width, ...turnedTo].join(" and ")} px no button label wraps, runs off the screen or is cut off, no arrow touches its word`, async () => {
          const problems: string[] = [];
          for (const shown of [width, ...turnedTo]) {
            await page.setViewportSize({ width: shown, height: 800 });
            await expect.poll(() => page.evaluate(() => innerWidth)).toBe(shown);
            problems.push(
              ...[...(await page.evaluate(buttonProblems)), ...(await page.evaluate(arrowProblems))].map((problem) => `at ${shown} px: ${problem}`),
            );
          }
          expect.soft(problems).toEqual([]);
        });

        await test.step(`at ${width} px, with every disclosure open, axe finds no WCAG 2.2 A/AA violation`, async () => {
          await page.setViewportSize({ width, height: 800 });
          await expect.poll(() => page.evaluate(() => innerWidth)).toBe(width);
          // Accordions, FAQ answers, support panels: open, they show everything the closed state shows and more.
          await page.evaluate(() => document.querySelectorAll("details").forEach((d) => (d.open = true)));
          expect.soft(await violations(page, `${width}px`)).toEqual([]);
        });
      }
      expect(blocked, "requests or scripts the Content Security Policy blocked").toEqual([]);
    },
  );
}
