import { useEffect, useState, type ComponentType } from "react";
import { decideSplash } from "../lib/splash.ts";
import type { RootData } from "../lib/root-data.ts";

type SplashComponent = ComponentType<{ site: RootData["site"] }>;

/**
 * Decides, once the scripts run, whether this page load is the session's first (not on a
 * second page, nor for a visitor arriving from another site) and then shows the splash, whose code is
 * fetched only then (a chunk of its own, vite.config.ts). A visitor already scrolled down the page when the
 * scripts arrive is not interrupted by it.
 */
export function SplashGate({ site }: { site: RootData["site"] }) {
  const [Splash, setSplash] = useState<SplashComponent | null>(null);
  useEffect(() => {
    let show = false;
    try {
      show = decideSplash(window.sessionStorage, document.referrer, window.location.origin) && window.scrollY === 0;
    } catch {
      // Storage blocked (some privacy modes): no way to remember the visit, so no splash.
    }
    if (show) void import("./Splash.tsx").then((m) => setSplash(() => m.Splash));
  }, []);
  return Splash ? <Splash site={site} /> : null;
}
