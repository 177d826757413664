import { useEffect, useId, useRef, type ReactNode } from "react";

export interface AccordionItem {
  id?: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** One open at a time (opening one closes the other), as on home, about, the locations list and industry FAQs. */
  exclusive?: boolean;
  /** Cards on small screens, static (always open) from 768 px up. */
  mobileOnly?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Ids of items open at first. */
  defaultOpen?: string[];
}

/**
 * Native `<details>` disclosures: they work before scripts load and with scripts off, cause no layout
 * shift on hydration, and `name` gives the one-open-at-a-time behaviour without code.
 */
export function Accordion({ items, exclusive = false, mobileOnly = false, headingLevel = 3, className = "", defaultOpen = [] }: AccordionProps) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => (mobileOnly && root.current ? openWhereNoContentSlot(root.current) : undefined), [mobileOnly]);
  return (
    <div ref={root} className={`accordion${mobileOnly ? " accordion--mobile-only" : ""} ${className}`.trim()}>
      {items.map((item, i) => (
        <details
          key={item.id ?? i}
          id={item.id}
          className="accordion__item"
          {...(exclusive ? { name: group } : {})}
          open={item.id !== undefined && defaultOpen.includes(item.id) ? true : undefined}
        >
          <summary className="accordion__summary">
            <Heading className="accordion__title">{item.title}</Heading>
          </summary>
          <div className="accordion__panel">{item.content}</div>
        </details>
      ))}
    </div>
  );
}

/**
 * From 768 px up, static cards show their closed details' content through `::details-content` (base.css).
 * A browser without it (Safari before 18.4, Firefox before 143) keeps that content hidden: there the cards
 * are opened instead, out of their one-open-at-a-time group. Returns the clean-up for the effect.
 */
function openWhereNoContentSlot(root: HTMLElement): () => void {
  const wide = window.matchMedia("(min-width: 768px)");
  const open = () => {
    const items = [...root.children].filter((el): el is HTMLDetailsElement => el instanceof HTMLDetailsElement);
    const hidden = items.some((item) => {
      const panel = item.querySelector(".accordion__panel");
      // Chromium lays out a closed details' content unseen (content-visibility); older Safari has no checkVisibility.
      return !item.open && panel !== null && (panel.checkVisibility ? !panel.checkVisibility() : panel.getClientRects().length === 0);
    });
    if (!wide.matches || !hidden) return;
    for (const item of items) {
      item.removeAttribute("name");
      item.open = true;
    }
  };
  open();
  wide.addEventListener("change", open);
  return () => wide.removeEventListener("change", open);
}
