import { useEffect, useState } from "react";
import { SPLASH_MS } from "../constants.ts";
import type { RootData } from "../root.tsx";

export const SPLASH_KEYS = { visited: "hasVisited", external: "externalReferrer" } as const;

/** Whether this visit should see the splash; records the visit either way. Pure over the storage given. */
export function decideSplash(storage: Pick<Storage, "getItem" | "setItem" | "removeItem">, referrer: string, origin: string): boolean {
  if (referrer && !referrer.startsWith(origin)) storage.setItem(SPLASH_KEYS.external, "true");
  const show = !storage.getItem(SPLASH_KEYS.external) && !storage.getItem(SPLASH_KEYS.visited);
  if (show) storage.setItem(SPLASH_KEYS.visited, "true");
  else storage.removeItem(SPLASH_KEYS.external);
  return show;
}

/**
 * First-visit splash: an overlay on top of the already rendered page, so it never shifts layout or delays
 * the content paint. It is not in the prerendered HTML; it appears only once scripts decide it should.
 */
export function Splash({ site }: { site: RootData["site"] }) {
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    let show = false;
    try {
      show = decideSplash(sessionStorage, document.referrer, window.location.origin);
    } catch {
      show = false;
    }
    if (!show) return;
    setVisible(true);
    const timer = window.setTimeout(() => setVisible(false), SPLASH_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (!visible) return null;
  return (
    <div className="splash" role="status" aria-label={`Loading ${site.name}`}>
      <img src="/favicon.svg" alt="" width={96} height={96} />
      <p className="splash__name">{site.name}</p>
      <p className="splash__tagline">{site.tagline}</p>
      <div className="splash__bar" aria-hidden="true">
        <span />
      </div>
    </div>
  );
}
