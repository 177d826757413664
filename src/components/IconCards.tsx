import type { IconName } from "../../core/schema.generated.ts";
import { Cards } from "./Cards.tsx";
import { Icon } from "./Icon.tsx";

interface IconCardsProps {
  items: { icon?: IconName; title: string; text: string }[];
  className?: string;
  /** Number the cards instead of showing an icon. */
  numbered?: boolean;
  label: string;
}

/** Cards with a pictogram and a title: open cards, one swiped row on a phone (Cards.tsx). */
export function IconCards({ items, className = "", numbered = false, label }: IconCardsProps) {
  return (
    <Cards
      label={label}
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
