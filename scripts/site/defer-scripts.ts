// Applied to each prerendered page: its JavaScript is fetched once the page has been painted.
// Every page arrives whole in its HTML, so nothing a visitor sees waits for a script. React Router writes a
// `modulepreload` link for each script the page will run and a module that imports them all statically,
// so the browser fetches ~125 KB of JavaScript at high priority beside the style sheets, and on a slow
// phone link (or in Lighthouse's simulation of one) the first paint shares the bandwidth with it. Here
// the links are dropped and the module is rewritten to wait for the first contentful paint (at once in a
// hidden tab, without paint timing or when the address has a #fragment; at once on a tap or key press; on
// `load` when the page was opened scrolled; after 3 s at the latest), then preload the same files, run the
// manifest, import the route modules and start the client entry, in the order React Router does. Firefox
// reports no paint entry when its first paint is already scrolled (`/faq#payment-options`, a restored
// scroll position): without those starts the page would not hydrate there until the visitor clicked
// (decision 018). `load` alone is not a start: Chromium stamps the paint entry with the time the frame was
// presented, which under load comes after `load` and the frames that follow it (decision 020).
// React hydrates the dropped links as hoisted elements: it adds them back in <head>, where they are no-ops.

import { BOOTSTRAP } from "./react-router-adapter.ts";

const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;

/** How long the scripts wait at most for a paint entry that may never come. */
export const PAINT_WAIT_MS = 3000;

/**
 * Resolves once the browser has reported its first contentful paint, or at once when no paint entry is
 * coming (no paint timing, a hidden tab, a fragment, a page scrolled by `load`) or someone acts first;
 * after PAINT_WAIT_MS at the latest.
 */
const AFTER_FIRST_PAINT = `await new Promise((go) => {
  const acts = ["pointerdown", "keydown", "visibilitychange"];
  const paint = typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (!paint || location.hash.length > 1 || document.visibilityState === "hidden" || performance.getEntriesByName("first-contentful-paint").length) return go();
  const seen = new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && start());
  const start = () => {
    seen.disconnect();
    clearTimeout(timer);
    for (const type of acts) removeEventListener(type, start, true);
    removeEventListener("load", afterLoad);
    go();
  };
  const afterLoad = () => scrollY > 0 && start();
  const timer = setTimeout(start, ${PAINT_WAIT_MS});
  seen.observe({ type: "paint", buffered: true });
  for (const type of acts) addEventListener(type, start, true);
  addEventListener("load", afterLoad);
});`;

/** The page with its scripts fetched after the first paint; a page without React Router's bootstrap is returned as is. */
export function deferScripts(html: string): string {
  const bootstrap = BOOTSTRAP.exec(html);
  if (!bootstrap) {
    if (html.includes('rel="modulepreload"'))
      throw new Error("the page has modulepreload links but no React Router bootstrap in the expected form (has React Router changed it?)");
    return html;
  }
  const [script, manifest, imports, modules, entry] = bootstrap;
  const routes = [...imports.matchAll(/import \* as (route\d+) from "([^"]+)";/g)];
  const preloads = [...html.matchAll(MODULEPRELOAD)].map((m) => m[1]);
  const lines = [
    AFTER_FIRST_PAINT,
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));`,
    `await import(${JSON.stringify(manifest)});`,
    `const [${routes.map((r) => r[1]).join(", ")}] = await Promise.all([${routes.map((r) => `import(${JSON.stringify(r[2])})`).join(", ")}]);`,
    `window.__reactRouterRouteModules = ${modules};`,
    `import(${JSON.stringify(entry)});`,
  ];
  return html.replace(MODULEPRELOAD, "").replace(script, () => `<script type="module" async="">${lines.join("\n")}</script>`);
}
