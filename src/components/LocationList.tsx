import ArrowRight from "lucide-react/icons/arrow-right";
import Check from "lucide-react/icons/check";
import { Link } from "react-router";
import { LEARN_MORE } from "../constants.ts";
import type { IndustrySummary } from "../../core/content-types.ts";
import { Cards } from "./Cards.tsx";
import { Img } from "./Img.tsx";

/** Cards in the first row from 1024 px up. */
const FIRST_ROW = 3;

/**
 * The location types of /locations: open cards, each ending in a Learn More link; one swiped row on a
 * phone (Cards.tsx, decision 041).
 */
export function LocationList({ industries }: { industries: IndustrySummary[] }) {
  return (
    <Cards
      label="Location types"
      headingLevel={2}
      className="location-list"
      items={industries.map((industry, i) => ({
        id: industry.slug,
        title: industry.name,
        content: (
          <>
            {/* On wide screens the first row's pictures are the largest things on the first screen: fetch them first. */}
            <Img
              image={industry.image}
              className="location-list__image"
              sizes="(min-width: 1024px) 380px, (min-width: 768px) 45vw, 80vw"
              priority={i < FIRST_ROW}
            />
            <p>{industry.description}</p>
            <ul className="check-list check-list--compact">
              {industry.benefits.map((benefit) => (
                <li key={benefit}>
                  <Check aria-hidden="true" focusable="false" width={18} height={18} />
                  {benefit}
                </li>
              ))}
            </ul>
            <Link to={industry.path} className="location-list__link">
              {LEARN_MORE}
              <span className="visually-hidden"> about {industry.name}</span>
              <ArrowRight aria-hidden="true" focusable="false" width={18} height={18} />
            </Link>
          </>
        ),
      }))}
    />
  );
}
