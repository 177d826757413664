import { useEffect, useRef } from "react";

/** How long a press may take to make its click (a long press, a drag that makes none). */
const PRESS_MS = 1000;

/**
 * `later(fn)` runs `fn` at once, or, while a press is under way (a pointer went down and its click has not
 * come yet), just after that click. A message that a press elsewhere brings out (a field left for a box to
 * tick) would otherwise move what is pressed between the press and its click, and the click would be lost.
 * A tap's click comes after the finger lifts, so the press lasts until the click, not until the pointer is up.
 */
export function useAfterPress(): (fn: () => void) => void {
  // The functions waiting for the click of the press under way; null when no press is.
  const waiting = useRef<(() => void)[] | null>(null);
  useEffect(() => {
    let timer = 0;
    // After the click's own handlers have run.
    const release = () => {
      const fns = waiting.current ?? [];
      waiting.current = null;
      window.clearTimeout(timer);
      if (fns.length) window.setTimeout(() => fns.forEach((fn) => fn()));
    };
    const press = () => {
      waiting.current ??= [];
      window.clearTimeout(timer);
      timer = window.setTimeout(release, PRESS_MS);
    };
    document.addEventListener("pointerdown", press, true);
    document.addEventListener("click", release, true);
    document.addEventListener("pointercancel", release, true);
    return () => {
      release();
      document.removeEventListener("pointerdown", press, true);
      document.removeEventListener("click", release, true);
      document.removeEventListener("pointercancel", release, true);
    };
  }, []);
  return (fn) => (waiting.current ? waiting.current.push(fn) : fn());
}
