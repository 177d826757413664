import type { IconName } from "../../core/schema.generated.ts";
import { Cards } from "./Cards.tsx";
import { Icon } from "./Icon.tsx";

interface IconCardsProps {
  items: { icon?: IconName; title: string; text: string }[];
  className?: string;
  /** Number the cards instead of showing an icon. */
  numbered?: boolean;
  label: string;
  /** On a phone, opening one card closes the other (Cards.tsx). */
  exclusive?: boolean;
}

/** Cards with a pictogram and a title: static cards, accordions on a phone (Cards.tsx). */
export function IconCards({ items, className = "", numbered = false, label, exclusive = true }: IconCardsProps) {
  return (
    <Cards
      label={label}
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
