import { useId, type ReactNode } from "react";

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
  return (
    <div className={`accordion${mobileOnly ? " accordion--mobile-only" : ""} ${className}`.trim()}>
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
