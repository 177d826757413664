import { useEffect, useState } from "react";
import { SPLASH_MS } from "../constants.ts";
import type { RootData } from "../lib/root-data.ts";

type Phase = "off" | "on" | "leaving";

/** What ends the splash at once: the visitor's first tap, scroll or key. */
const DISMISS_EVENTS = ["pointerdown", "wheel", "touchmove", "scroll", "keydown"] as const;

/**
 * The first-visit splash (logo, name, tagline and a loading bar), shown by SplashGate.tsx on the session's
 * first page. It is never in the prerendered HTML: the page underneath has painted before any script runs,
 * then this fixed overlay covers it for 1500 ms and fades out, so it shifts no layout. It leaves at once on
 * the first tap, scroll or key. Decorative (aria-hidden): the page behind is already there. With reduced
 * motion asked for, nothing in it moves.
 */
export function Splash({ site }: { site: RootData["site"] }) {
  const [phase, setPhase] = useState<Phase>("on");

  useEffect(() => {
    const leave = () => setPhase((p) => (p === "on" ? "leaving" : p));
    // Its code arrived after the visitor had started down the page: no interruption.
    if (window.scrollY > 0) return setPhase("off");
    const timer = window.setTimeout(leave, SPLASH_MS);
    for (const type of DISMISS_EVENTS) window.addEventListener(type, leave, { capture: true, passive: true, once: true });
    return () => {
      window.clearTimeout(timer);
      for (const type of DISMISS_EVENTS) window.removeEventListener(type, leave, { capture: true });
    };
  }, []);

  useEffect(() => {
    // Without a fade (reduced motion) no transition ends: leaving is gone.
    if (phase === "leaving" && window.matchMedia("(prefers-reduced-motion: reduce)").matches) setPhase("off");
  }, [phase]);

  if (phase === "off") return null;
  return (
    <div
      className={`splash${phase === "leaving" ? " splash--leaving" : ""}`}
      aria-hidden="true"
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
