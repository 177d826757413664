import type { ReactNode } from "react";
import { SwipeRow } from "./SwipeRow.tsx";

export interface CardItem {
  id?: string;
  title: ReactNode;
  content: ReactNode;
}

interface CardsProps {
  items: readonly CardItem[];
  className?: string;
  headingLevel?: 2 | 3 | 4;
  /** What the list holds, for a screen reader that reaches the swiped row (the section's heading, say). */
  label: string;
}

/**
 * Open cards, their text always shown: a grid from 768 px up, one swiped row on a phone (SwipeRow.tsx).
 * Questions and answers stay accordions (Accordion.tsx); a list of short items is read, not opened.
 */
export function Cards({ items, className = "", headingLevel = 3, label }: CardsProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <SwipeRow label={label} className={`cards ${className}`.trim()}>
      {items.map((item, i) => (
        <li key={item.id ?? i} id={item.id} className="cards__item">
          <div className="cards__head">
            <Heading className="cards__title">{item.title}</Heading>
          </div>
          <div className="cards__body">{item.content}</div>
        </li>
      ))}
    </SwipeRow>
  );
}
