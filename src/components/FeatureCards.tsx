import type { IconCard } from "../../core/schema.generated.ts";
import { Accordion } from "./Accordion.tsx";
import { Icon } from "./Icon.tsx";

/** Pictogram cards: collapsible, one open at a time, below 768 px; static cards above. */
export function FeatureCards({ items, className }: { items: readonly IconCard[]; className: string }) {
  return (
    <Accordion
      exclusive
      mobileOnly
      className={`feature-cards ${className}`}
      items={items.map((item) => ({
        title: (
          <>
            <span className="feature-cards__icon">
              <Icon name={item.icon} size={22} />
            </span>
            <span>{item.title}</span>
          </>
        ),
        content: <p>{item.description}</p>,
      }))}
    />
  );
}
