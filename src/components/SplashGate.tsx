import { lazy, Suspense, useEffect, useState } from "react";
import { decideSplash } from "../lib/splash.ts";
import type { RootData } from "../lib/root-data.ts";

// The overlay's code is fetched only on the visit that shows it (a chunk of its own, vite.config.ts).
const Splash = lazy(() => import("./Splash.tsx").then((m) => ({ default: m.Splash })));

/**
 * Decides, once the scripts run, whether this page load is the session's first (site-spec 'Splash': not on a
 * second page, nor for a visitor arriving from another site) and then shows the splash. A visitor already
 * scrolled down the page when the scripts arrive is not interrupted by it.
 */
export function SplashGate({ site }: { site: RootData["site"] }) {
  const [show, setShow] = useState(false);
  useEffect(() => {
    try {
      if (decideSplash(window.sessionStorage, document.referrer, window.location.origin) && window.scrollY === 0) setShow(true);
    } catch {
      // Storage blocked (some privacy modes): no way to remember the visit, so no splash.
    }
  }, []);
  return show ? (
    <Suspense fallback={null}>
      <Splash site={site} />
    </Suspense>
  ) : null;
}
