import { useEffect } from "react";
import { useLocation } from "react-router";
import { HASH_SCROLL_DELAY_MS } from "../constants.ts";

const prefersReducedMotion = () => window.matchMedia("(prefers-reduced-motion: reduce)").matches;

/** The current path, recorded on every navigation (site-spec: 'The current path is recorded'). */
export const CURRENT_PATH_KEY = "currentPath";

/**
 * On a path change the page starts at the top; with a hash it smooth-scrolls to the named element
 * after about 100 ms (once the new page has rendered).
 */
export function ScrollManager() {
  const { pathname, hash } = useLocation();

  useEffect(() => {
    try {
      sessionStorage.setItem(CURRENT_PATH_KEY, pathname);
    } catch {
      // Private mode without storage: nothing to record.
    }
  }, [pathname]);

  useEffect(() => {
    if (!hash) {
      window.scrollTo({ top: 0, left: 0, behavior: "instant" });
      return;
    }
    const timer = window.setTimeout(() => {
      const target = document.getElementById(decodeURIComponent(hash.slice(1)));
      target?.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
    }, HASH_SCROLL_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, hash]);

  return null;
}
