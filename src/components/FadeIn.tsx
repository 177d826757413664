import { useEffect } from "react";
import { FADE_IN_ATTACH_DELAY_MS, FADE_IN_THRESHOLD } from "../constants.ts";

const SELECTOR = ".fade-in:not(.show)";

/** On screen or already scrolled past: a visitor who scrolled before the scripts arrived has seen it. */
const reached = (el: Element) => el.getBoundingClientRect().top < window.innerHeight;

/**
 * Adds `show` to `.fade-in` elements once 10% of them is visible (observers attached after 100 ms).
 * Content is never hidden without scripts: only once this runs does the page get `js-fade`,
 * and whatever is already on screen or above it is shown at once (hiding what a visitor scrolled past
 * while the scripts loaded would blank it when they scroll back). Elements that appear later (a new page, a filtered
 * list) are picked up as they are added, so none can stay hidden.
 */
export function FadeInObserver() {
  useEffect(() => {
    const root = document.documentElement;
    if (!("IntersectionObserver" in window) || !("MutationObserver" in window)) return;

    const visible = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          entry.target.classList.add("show");
          visible.unobserve(entry.target);
        }
      },
      { threshold: FADE_IN_THRESHOLD },
    );
    const timers = new Set<number>();
    const watch = (elements: Element[]) => {
      if (!elements.length) return;
      const timer = window.setTimeout(() => {
        timers.delete(timer);
        elements.forEach((el) => visible.observe(el));
      }, FADE_IN_ATTACH_DELAY_MS);
      timers.add(timer);
    };

    const initial = [...document.querySelectorAll(SELECTOR)];
    for (const el of initial) if (reached(el)) el.classList.add("show");
    root.classList.add("js-fade");
    watch(initial.filter((el) => !el.classList.contains("show")));

    const added = new MutationObserver((records) => {
      const found: Element[] = [];
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (!(node instanceof Element)) continue;
          if (node.matches(SELECTOR)) found.push(node);
          found.push(...node.querySelectorAll(SELECTOR));
        }
      }
      watch(found);
    });
    added.observe(document.body, { childList: true, subtree: true });

    return () => {
      added.disconnect();
      visible.disconnect();
      timers.forEach((t) => window.clearTimeout(t));
      root.classList.remove("js-fade");
    };
  }, []);
  return null;
}
