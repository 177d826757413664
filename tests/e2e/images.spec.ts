import type { Page } from "@playwright/test";
import { ROUTES, expect, test } from "./fixtures.ts";
import { sweep } from "./sweep.ts";

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

test("every picture in the prerendered HTML reserves its size and has an alt text", async ({ request }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const route of ROUTES) {
    const html = await (await request.get(route)).text();
    for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
      const missing = ["width", "height", "alt"].filter((name) => attr(tag, name) === undefined);
      if (missing.length) problems.push(`${route}: ${tag.slice(0, 120)} has no ${missing.join(", ")}`);
    }
  }
  expect(problems).toEqual([]);
});

/** What the page's pictures do on first load: the ones below the fold, and the Largest Contentful Paint. */
function pictures(page: Page) {
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
    return { belowFoldEager, lcpImage, lcpTag: lcp?.tagName.toLowerCase() ?? null };
  });
}

for (const width of [375, 1280]) {
  // One page of each template in `npm test`, every other page in `npm run test:full` (./sweep.ts).
  test(`at ${width} px, pictures below the fold load lazily and the largest picture on screen loads first`, { tag: "@sweep" }, async ({ page }) => {
    test.setTimeout(240_000);
    await page.setViewportSize({ width, height: 800 });
    const problems: string[] = [];
    for (const route of sweep(ROUTES)) {
      await page.goto(route);
      const { belowFoldEager, lcpImage } = await pictures(page);
      for (const src of belowFoldEager) problems.push(`${route}: ${src} is below the fold but not loading="lazy"`);
      if (lcpImage && (lcpImage.lazy || !(lcpImage.highPriority || lcpImage.preloaded))) {
        problems.push(`${route}: the LCP picture ${lcpImage.src} is ${lcpImage.lazy ? "lazy" : "neither preloaded nor fetchpriority=high"}`);
      }
    }
    expect(problems).toEqual([]);
  });
}

test("the site's icon answers at /favicon.ico too, for the files that name none (robots.txt, the feed)", async ({ page }) => {
  // The browser asks /favicon.ico itself for a document without an icon link; a missing one is a console error.
  await page.goto("/robots.txt");
  const icon = await page.evaluate(async () => {
    const response = await fetch("/favicon.ico");
    const picture = await createImageBitmap(await response.blob());
    return { status: response.status, type: response.headers.get("content-type"), width: picture.width, height: picture.height };
  });
  expect(icon).toEqual({ status: 200, type: expect.stringMatching(/^image\//), width: 32, height: 32 });
});
