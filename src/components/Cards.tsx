import { useEffect, useId, useRef, type MouseEvent, type ReactNode } from "react";
import { MOBILE_BREAKPOINT_PX } from "../constants.ts";

export interface CardItem {
  id?: string;
  title: ReactNode;
  content: ReactNode;
}

interface CardsProps {
  items: readonly CardItem[];
  className?: string;
  headingLevel?: 2 | 3 | 4;
  /** What the list holds (the section's heading, say). */
  label: string;
  /** On a phone, opening one card closes the one open before (home, about, the locations list). */
  exclusive?: boolean;
}

const WIDE = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * Cards that are static on a wide screen and accordions on a phone (below 768 px): each card is a native
 * `<details>`, prerendered closed, which a tap opens with or without scripts (one at a time where
 * `exclusive`: the `name` group). From 768 px up the stylesheet shows every card's text whatever its state
 * (`::details-content`), so a wide screen's cards are open before any script runs and no layout moves when
 * scripts arrive; where a browser lacks `::details-content`, the script opens them there.
 */
export function Cards({ items, className = "", headingLevel = 3, label, exclusive = true }: CardsProps) {
  const Heading = `h${headingLevel}` as const;
  const ref = useRef<HTMLUListElement>(null);
  const group = useId();

  useEffect(() => {
    const list = ref.current;
    if (!list) return;
    const wide = window.matchMedia(WIDE);
    const styled = CSS.supports("selector(::details-content)");
    const update = () => {
      for (const details of list.querySelectorAll<HTMLDetailsElement>(":scope > li > details")) {
        const summary = details.querySelector("summary")!;
        if (wide.matches) summary.tabIndex = -1;
        else summary.removeAttribute("tabindex");
        if (styled) continue;
        // Opening every card of a `name` group would close all but one: the group holds on a phone only.
        if (wide.matches) details.removeAttribute("name");
        else if (exclusive) details.setAttribute("name", group);
        details.open = wide.matches;
      }
    };
    update();
    wide.addEventListener("change", update);
    return () => wide.removeEventListener("change", update);
  }, [exclusive, group]);

  // A wide screen's card is no control: its title does not close it.
  const onSummaryClick = (event: MouseEvent) => {
    if (window.matchMedia(WIDE).matches) event.preventDefault();
  };

  return (
    <ul ref={ref} className={`cards ${className}`.trim()} aria-label={label}>
      {items.map((item, i) => (
        <li key={item.id ?? i} id={item.id} className="cards__item">
          <details className="cards__details" name={exclusive ? group : undefined}>
            <summary className="cards__head" onClick={onSummaryClick}>
              <Heading className="cards__title">{item.title}</Heading>
            </summary>
            <div className="cards__body">{item.content}</div>
          </details>
        </li>
      ))}
    </ul>
  );
}
