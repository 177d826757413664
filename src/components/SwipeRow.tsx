import { useEffect, useRef, type ReactNode } from "react";

/** What a keyboard reaches by itself inside a row. */
const FOCUSABLE = "a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex='-1'])";

/**
 * A list of short items: the list's own grid from 768 px up, one row swiped sideways on a phone, the next
 * item peeking in at the edge (`.swipe-row`, base.css; decision 041). While it scrolls and holds nothing a
 * keyboard reaches by itself, the row is a tab stop, so its arrow keys scroll it (WCAG 2.1.1); on a wide
 * screen it is none. The prerendered `tabIndex={0}` is the phone's first paint, before any script.
 */
export function SwipeRow({ className, label, children }: { className: string; label: string; children: ReactNode }) {
  const ref = useRef<HTMLUListElement>(null);
  useEffect(() => {
    const row = ref.current;
    if (!row) return;
    const update = () => {
      if (row.scrollWidth > row.clientWidth + 1 && !row.querySelector(FOCUSABLE)) row.tabIndex = 0;
      else row.removeAttribute("tabindex");
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(row);
    return () => observer.disconnect();
  }, []);
  return (
    // A sideways scroller must take keyboard focus to be scrolled without a mouse (axe's
    // scrollable-region-focusable); the effect above drops the stop wherever the row does not scroll.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <ul ref={ref} className={`swipe-row ${className}`} aria-label={label} tabIndex={0}>
      {children}
    </ul>
  );
}
