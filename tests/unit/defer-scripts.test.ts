import { describe, expect, it } from "vitest";
import { PAINT_WAIT_MS, deferScripts } from "../../scripts/site/defer-scripts.ts";

// What React Router 7 writes into a prerendered page (shortened): the preload links and its bootstrap.
const PAGE = `<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/manifest-1.js"/><link rel="modulepreload" href="/assets/entry.client-2.js"/><link rel="modulepreload" href="/assets/framework-3.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><main><h1>Smart Stores</h1></main><script>window.__reactRouterContext = {};</script><script type="module" async="">import "/assets/manifest-1.js";
import * as route0 from "/assets/root-4.js";
import * as route1 from "/assets/home-5.js";
  
  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};

import("/assets/entry.client-2.js");</script></body></html>`;

/** The rewritten bootstrap's code. */
const bootstrapOf = (html: string) => /<script type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1];

/**
 * Runs the rewritten bootstrap against stand-ins for the browser: `import()` is recorded instead of
 * fetched, and the paint observer's callback is kept so the test decides when the page has painted.
 */
function runBootstrap(code: string, { visibility = "visible", painted = false, hash = "", scrollY = 0 } = {}) {
  const log: string[] = [];
  const listeners = new Map<string, () => void>();
  const timers: { ms: number; run: () => void; cleared: boolean }[] = [];
  let paintCallback: ((list: { getEntriesByName: (n: string) => unknown[] }) => void) | undefined;
  const win: Record<string, unknown> = {};
  const head = { append: (link: { rel: string; href: string }) => log.push(`${link.rel} ${link.href}`) };
  const globals = {
    window: win,
    document: { visibilityState: visibility, head, createElement: () => ({}) },
    performance: { getEntriesByName: (name: string) => (painted && name === "first-contentful-paint" ? [{}] : []) },
    PerformanceObserver: Object.assign(
      class {
        constructor(callback: typeof paintCallback) {
          paintCallback = callback;
        }
        observe() {}
        disconnect() {
          log.push("observer disconnected");
        }
      },
      { supportedEntryTypes: ["paint"] },
    ),
    location: { hash },
    scrollY,
    setTimeout: (run: () => void, ms: number) => timers.push({ ms, run, cleared: false }) - 1,
    clearTimeout: (id: number) => {
      if (timers[id]) timers[id].cleared = true;
    },
    addEventListener: (type: string, listener: () => void) => listeners.set(type, listener),
    removeEventListener: (type: string) => listeners.delete(type),
    load: async (url: string) => {
      log.push(`import ${url}`);
      return { url };
    },
  };
  const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor;
  const body = code.replace(/\bimport\(/g, "load(").replace(/\bwindow\./g, "globals.window.");
  const done: Promise<void> = new AsyncFunction("globals", ...Object.keys(globals), body)(globals, ...Object.values(globals));
  const paint = () => paintCallback?.({ getEntriesByName: (n) => (n === "first-contentful-paint" ? [{}] : []) });
  return { log, listeners, win, done, paint, timers };
}

describe("deferScripts", () => {
  const out = deferScripts(PAGE);

  it("leaves no modulepreload link or static import in the page, and keeps everything else", () => {
    expect(out).not.toMatch(/<link rel="modulepreload"/);
    expect(bootstrapOf(out)).not.toMatch(/^import /m);
    expect(out).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    expect(out).toContain("<main><h1>Smart Stores</h1></main><script>window.__reactRouterContext = {};</script>");
  });

  it("fetches nothing until the first paint, then preloads, runs the manifest, the route modules and the entry, in that order", async () => {
    const run = runBootstrap(bootstrapOf(out));
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(run.log).toEqual([]);
    expect([...run.listeners.keys()].sort()).toEqual(["keydown", "load", "pointerdown", "visibilitychange"]);

    run.paint();
    await run.done;
    expect(run.log).toEqual([
      "observer disconnected",
      "modulepreload /assets/manifest-1.js",
      "modulepreload /assets/entry.client-2.js",
      "modulepreload /assets/framework-3.js",
      "import /assets/manifest-1.js",
      "import /assets/root-4.js",
      "import /assets/home-5.js",
      "import /assets/entry.client-2.js",
    ]);
    expect(run.listeners.size).toBe(0);
    expect(run.timers.map((t) => t.cleared)).toEqual([true]);
    expect(run.win.__reactRouterRouteModules).toEqual({ root: { url: "/assets/root-4.js" }, "routes/home": { url: "/assets/home-5.js" } });
  });

  it("does not wait when someone taps or presses a key before the paint", async () => {
    const run = runBootstrap(bootstrapOf(out));
    run.listeners.get("keydown")!();
    await run.done;
    expect(run.log).toContain("import /assets/entry.client-2.js");
  });

  it("waits for the paint entry past the load event, and starts on load only when the page opened scrolled", async () => {
    // Chromium under load stamps the first paint after `load` and the frames that follow it: load is no start.
    const loaded = runBootstrap(bootstrapOf(out));
    loaded.listeners.get("load")!();
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(loaded.log).toEqual([]);
    loaded.paint();
    await loaded.done;
    expect(loaded.log.at(-1)).toBe("import /assets/entry.client-2.js");

    // A restored scroll position: Firefox then reports no paint entry, as with a fragment.
    const restored = runBootstrap(bootstrapOf(out), { scrollY: 1200 });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(restored.log).toEqual([]);
    restored.listeners.get("load")!();
    await restored.done;
    expect(restored.log.at(-1)).toBe("import /assets/entry.client-2.js");
  });

  it("starts after the longest wait when no paint entry comes", async () => {
    const late = runBootstrap(bootstrapOf(out));
    expect(late.timers.map((t) => t.ms)).toEqual([PAINT_WAIT_MS]);
    expect(PAINT_WAIT_MS).toBeLessThanOrEqual(3000);
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(late.log).toEqual([]);
    late.timers[0].run();
    await late.done;
    expect(late.log.at(-1)).toBe("import /assets/entry.client-2.js");
    expect(late.listeners.size).toBe(0);
  });

  it("does not wait in a hidden tab, once the page has painted, or when the address has a fragment (Firefox then reports no paint)", async () => {
    for (const options of [{ visibility: "hidden" }, { painted: true }, { hash: "#payment-options" }]) {
      const run = runBootstrap(bootstrapOf(out), options);
      await run.done;
      expect(run.log.at(-1)).toBe("import /assets/entry.client-2.js");
    }
  });

  it("leaves a page without scripts as it is, and refuses a bootstrap it does not recognise", () => {
    const redirect = `<!doctype html><head><meta http-equiv="refresh" content="0;url=/faq"></head><body></body></html>`;
    expect(deferScripts(redirect)).toBe(redirect);
    expect(() => deferScripts(PAGE.replace("import(", "loadEntry("))).toThrow(/bootstrap/);
  });
});
