import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

let hydrated = false;

/** React Router's default client entry, run once. */
function hydrate() {
  if (hydrated) return;
  hydrated = true;
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

/**
 * Every page arrives prerendered, readable before any script runs. On a slow phone the scripts are often
 * loaded by the time the style sheets are, and hydrating straight away holds the first paint until it is
 * done; so the page is hydrated once the browser has painted it. Where nothing will be painted soon (a
 * hidden tab, a browser without paint timing) it is hydrated at once, and a visitor who acts first
 * (a tap, a key) or a tab that is hidden meanwhile does not wait for the paint.
 */
function hydrateAfterFirstPaint() {
  const paintTiming = typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (!paintTiming || document.visibilityState === "hidden" || performance.getEntriesByName("first-contentful-paint").length) {
    hydrate();
    return;
  }
  const observer = new PerformanceObserver((list) => {
    if (list.getEntriesByName("first-contentful-paint").length) start();
  });
  const start = () => {
    observer.disconnect();
    for (const type of ["pointerdown", "keydown", "visibilitychange"]) removeEventListener(type, start, true);
    hydrate();
  };
  observer.observe({ type: "paint", buffered: true });
  for (const type of ["pointerdown", "keydown", "visibilitychange"]) addEventListener(type, start, true);
}

hydrateAfterFirstPaint();
