import type { IconCard } from "../../core/schema.generated.ts";
import { Cards } from "./Cards.tsx";
import { Icon } from "./Icon.tsx";

/** Pictogram cards: open cards, one swiped row on a phone (Cards.tsx). */
export function FeatureCards({ items, className, label }: { items: readonly IconCard[]; className: string; label: string }) {
  return (
    <Cards
      label={label}
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
