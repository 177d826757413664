import type { IconName } from "../../core/schema.generated.ts";
import { Accordion } from "./Accordion.tsx";
import { Icon } from "./Icon.tsx";

interface IconCardAccordionProps {
  items: { icon?: IconName; title: string; text: string }[];
  /** One open at a time on small screens (lists), or several (industry page cards). */
  exclusive?: boolean;
  className?: string;
  /** Number the cards instead of showing an icon. */
  numbered?: boolean;
}

/** Cards with a pictogram and a title: static cards from 768 px up, collapsible below it (site-spec section 2). */
export function IconCardAccordion({ items, exclusive = false, className = "", numbered = false }: IconCardAccordionProps) {
  return (
    <Accordion
      mobileOnly
      exclusive={exclusive}
      className={`icon-cards ${className}`.trim()}
      items={items.map((item, i) => ({
        title: (
          <>
            {numbered ? (
              <span className="icon-cards__badge icon-cards__badge--number" aria-hidden="true">
                {i + 1}
              </span>
            ) : item.icon ? (
              <span className="icon-cards__badge">
                <Icon name={item.icon} size={22} />
              </span>
            ) : null}
            <span>{item.title}</span>
          </>
        ),
        content: <p>{item.text}</p>,
      }))}
    />
  );
}
