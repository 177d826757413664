import { useEffect, useState } from "react";
import { SPLASH_MS } from "../constants.ts";
import { decideSplash } from "../lib/splash.ts";
import type { RootData } from "../lib/root-data.ts";

type Phase = "off" | "on" | "leaving";

/**
 * First-visit splash (decisions.md 'Splash'). It is never in the prerendered HTML: the page underneath
 * paints first, then, after hydration, this fixed overlay covers it for 1500 ms and fades out, so it
 * shifts no layout. Its logo and text are kept smaller than any page's heading or hero picture so they
 * never become the Largest Contentful Paint. Decorative (aria-hidden): the page behind is already there.
 * A click dismisses it early.
 */
export function Splash({ site }: { site: RootData["site"] }) {
  const [phase, setPhase] = useState<Phase>("off");

  useEffect(() => {
    let show = false;
    try {
      show = decideSplash(window.sessionStorage, document.referrer, window.location.origin);
    } catch {
      // Storage blocked (some privacy modes): no way to remember the visit, so no splash.
    }
    if (!show) return;
    setPhase("on");
    const timer = window.setTimeout(() => setPhase("leaving"), SPLASH_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (phase === "off") return null;
  return (
    <div
      className={`splash${phase === "leaving" ? " splash--leaving" : ""}`}
      aria-hidden="true"
      onClick={() => setPhase("leaving")}
      onTransitionEnd={(event) => {
        if (event.target === event.currentTarget && phase === "leaving") setPhase("off");
      }}
    >
      <img src="/favicon.svg" alt="" width={72} height={72} />
      <p className="splash__name">{site.name}</p>
      <p className="splash__tagline">{site.tagline}</p>
      <div className="splash__bar">
        <span />
      </div>
    </div>
  );
}
