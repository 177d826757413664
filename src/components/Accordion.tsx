import { useId, type ReactNode } from "react";

export interface AccordionItem {
  id?: string;
  title: ReactNode;
  content: ReactNode;
}

interface AccordionProps {
  items: AccordionItem[];
  /** One open at a time (opening one closes the other), as in an industry's FAQ. */
  exclusive?: boolean;
  headingLevel?: 2 | 3 | 4;
  className?: string;
  /** Ids of items open at first. */
  defaultOpen?: string[];
}

/**
 * Questions and answers as native `<details>` disclosures: they work before scripts load and with scripts
 * off, cause no layout shift on hydration, and `name` gives the one-open-at-a-time behaviour without code.
 * Lists of short items are open cards instead (Cards.tsx, decision 041).
 */
export function Accordion({ items, exclusive = false, headingLevel = 3, className = "", defaultOpen = [] }: AccordionProps) {
  const group = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={`accordion ${className}`.trim()}>
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
