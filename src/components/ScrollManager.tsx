import { useEffect, useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";
import { HASH_SCROLL_DELAY_MS } from "../constants.ts";

/** The current path, recorded in the session's storage on every navigation. */
export const CURRENT_PATH_KEY = "currentPath";
/** The path before it, for the contact form's `source` field (the page a lead started from). */
export const PREVIOUS_PATH_KEY = "previousPath";

/** Where each history entry was left, by location key, for Back and Forward. */
const positions = new Map<string, number>();

const smooth = (): ScrollBehavior => (window.matchMedia("(prefers-reduced-motion: reduce)").matches ? "auto" : "smooth");

/**
 * Scrolling between pages: a new path starts at the top; an address with a hash
 * smooth-scrolls to the named element after about 100 ms, once the new page has rendered. Back and
 * Forward return to where the visitor was. A document load is left to the browser: it restores the
 * position on reload and jumps to a hash itself, before any script, so a visitor who scrolled or tapped
 * before the scripts ran is not moved once they do. After a client navigation focus moves to the main
 * content, so keyboard and screen-reader users start on the new page rather than on a vanished link.
 */
export function ScrollManager() {
  const location = useLocation();
  const navigationType = useNavigationType();
  const currentKey = useRef(location.key);
  const previousPath = useRef<string>(undefined);

  useEffect(() => {
    const onScroll = () => positions.set(currentKey.current, window.scrollY);
    // The visitor may have scrolled before the scripts arrived.
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // A layout effect: the key must change before the browser reports the new page's first scroll event.
  useLayoutEffect(() => {
    currentKey.current = location.key;
    try {
      const recorded = sessionStorage.getItem(CURRENT_PATH_KEY);
      if (recorded && recorded !== location.pathname) sessionStorage.setItem(PREVIOUS_PATH_KEY, recorded);
      sessionStorage.setItem(CURRENT_PATH_KEY, location.pathname);
    } catch {
      // Storage blocked: nothing to record.
    }
    const firstLoad = previousPath.current === undefined;
    const pathChanged = previousPath.current !== location.pathname;
    previousPath.current = location.pathname;

    const saved = navigationType === "POP" ? positions.get(location.key) : undefined;
    if (saved !== undefined) {
      window.scrollTo({ top: saved, left: 0, behavior: "instant" });
      return;
    }
    if (location.hash && !firstLoad) {
      const timer = window.setTimeout(() => {
        const target = document.getElementById(decodeURIComponent(location.hash.slice(1)));
        target?.scrollIntoView({ behavior: smooth(), block: "start" });
      }, HASH_SCROLL_DELAY_MS);
      return () => window.clearTimeout(timer);
    }
    // Same path with other search parameters (a sort order, say): the visitor stays where they are.
    if (firstLoad || !pathChanged) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    document.getElementById("main")?.focus({ preventScroll: true });
  }, [location.key, location.pathname, location.hash, navigationType]);

  return null;
}
