import ArrowRight from "lucide-react/icons/arrow-right";
import Phone from "lucide-react/icons/phone";
import { Link, useRouteLoaderData } from "react-router";
import { HERO_CALL_LABEL } from "../constants.ts";
import { telHref } from "../lib/share.ts";
import type { RootData } from "../lib/root-data.ts";
import { RatingBadge } from "./RatingBadge.tsx";

interface HeroCtaProps {
  /** The page's free-assessment action: its label (the page's fixed one, where it has one) and where it goes. */
  assessment: { label: string; href: string };
  /** A second, quieter action shown after the call button (Explore Solutions on the home page). */
  secondary?: { label: string; href: string };
}

/**
 * What every hero ends with, inside the first screen: the free assessment (the one filled button), a
 * call (outline, a tel: link with the number), the three facts of content/pages/shared.yaml, and the trust
 * row (TrustRow).
 */
export function HeroCta({ assessment, secondary }: HeroCtaProps) {
  const { site, shared } = useRouteLoaderData("root") as RootData;
  return (
    <div className="hero-cta">
      <div className="hero-cta__actions">
        <Link to={assessment.href} className="button button--primary button--large hero-cta__primary">
          {assessment.label}
          <ArrowRight aria-hidden="true" focusable="false" width={18} height={18} />
        </Link>
        <a href={telHref(site.phone)} className="button button--outline button--large hero-cta__call">
          <Phone aria-hidden="true" focusable="false" width={18} height={18} />
          <span className="hero-cta__call-word">{HERO_CALL_LABEL}</span> <span className="hero-cta__number">{site.phone}</span>
        </a>
        {secondary ? (
          <Link to={secondary.href} className="button button--outline button--large hero-cta__secondary">
            {secondary.label}
          </Link>
        ) : null}
      </div>
      {shared.heroFacts?.length ? (
        <ul className="hero-cta__facts">
          {shared.heroFacts.map((fact) => (
            <li key={fact}>{fact}</li>
          ))}
        </ul>
      ) : null}
      <TrustRow site={site} />
    </div>
  );
}

/**
 * What a visitor can check, from content/ only: the Google rating where the owner has one (site.yaml
 * `reviews`), the Chamber of Commerce membership and the home base. A fact the content lacks is left out.
 */
export function TrustRow({ site }: { site: RootData["site"] }) {
  const { chamberOfCommerce: chamber, address } = site;
  return (
    <div className="trust-row">
      <RatingBadge reviews={site.reviews} />
      <ul className="trust-row__facts">
        {chamber ? (
          <li>
            <a href={chamber.url} rel="noopener">
              {chamber.name} member
            </a>
          </li>
        ) : null}
        <li>
          Based in {address.city}, {address.region}
        </li>
      </ul>
    </div>
  );
}
