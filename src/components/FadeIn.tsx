import { useEffect } from "react";
import { useLocation } from "react-router";
import { FADE_IN_ATTACH_DELAY_MS, FADE_IN_THRESHOLD } from "../constants.ts";

/**
 * Adds `show` to `.fade-in` elements as they become 10% visible. Content is never hidden without
 * scripts: only once this runs does the page get `js-fade`, and what is already on screen is shown at once.
 */
export function FadeInObserver() {
  const { pathname } = useLocation();
  useEffect(() => {
    const elements = [...document.querySelectorAll<HTMLElement>(".fade-in:not(.show)")];
    for (const el of elements) {
      const rect = el.getBoundingClientRect();
      if (rect.top < window.innerHeight && rect.bottom > 0) el.classList.add("show");
    }
    document.documentElement.classList.add("js-fade");
    if (!("IntersectionObserver" in window)) {
      elements.forEach((el) => el.classList.add("show"));
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) {
            entry.target.classList.add("show");
            observer.unobserve(entry.target);
          }
        }
      },
      { threshold: FADE_IN_THRESHOLD },
    );
    const timer = window.setTimeout(() => elements.forEach((el) => observer.observe(el)), FADE_IN_ATTACH_DELAY_MS);
    return () => {
      window.clearTimeout(timer);
      observer.disconnect();
    };
  }, [pathname]);
  return null;
}
