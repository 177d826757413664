// A page's scripts, started once it has been painted (the post-build step inlines this after each inert
// module script, minified: scripts/postbuild/defer-scripts.ts). The inert script before it holds the
// module's text and its preloads; they are re-created after the first paint, on the first tap or key, when
// the page is scrolled at its load, or after PAINT_WAIT_MS at most, whichever comes first.

/** How long the scripts wait at most for a paint entry that may never come. */
const PAINT_WAIT_MS = 3000;

const boot = document.currentScript!.previousElementSibling as HTMLScriptElement;
const acts = ["pointerdown", "keydown", "visibilitychange"];
let seen: PerformanceObserver | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
const start = () => {
  if (!boot.isConnected || boot.dataset.started) return;
  boot.dataset.started = "1";
  seen?.disconnect();
  clearTimeout(timer);
  for (const type of acts) removeEventListener(type, start, true);
  removeEventListener("load", afterLoad);
  // The module runs once its files are fetched: preloads do not hold the page's load event, a module
  // script waiting for the network would.
  const hrefs = (boot.dataset.preload || "").split(" ").filter(Boolean);
  let left = hrefs.length + 1;
  const run = () => --left || boot.after(Object.assign(document.createElement("script"), { type: "module", textContent: boot.textContent }));
  for (const href of hrefs) {
    const link = Object.assign(document.createElement("link"), { rel: "modulepreload", href });
    for (const type of ["load", "error"]) link.addEventListener(type, run);
    document.head.append(link);
  }
  run();
};
const afterLoad = () => scrollY > 0 && start();
const paint = typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint");
if (!paint || location.hash.length > 1 || document.visibilityState === "hidden" || performance.getEntriesByName("first-contentful-paint").length) start();
else {
  seen = new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && start());
  timer = setTimeout(start, PAINT_WAIT_MS);
  seen.observe({ type: "paint", buffered: true });
  for (const type of acts) addEventListener(type, start, true);
  addEventListener("load", afterLoad);
}

export {};
