import type { Site } from "../../core/schema.generated.ts";

/** The Google rating badge (site.yaml `reviews`): the source named, and what a screen reader hears. */
export const RATING_TEXT = {
  source: "on Google",
  label: (rating: string, count: string) => `Rated ${rating} out of 5 on Google, ${count}: read them on our Google Business Profile`,
} as const;

/**
 * The Google rating as the owner typed it in (site.yaml `reviews`), a link to the profile where it is shown.
 * In every hero and beside the contact form; nothing when the owner has no rating.
 */
export function RatingBadge({ reviews }: { reviews: Site["reviews"] }) {
  if (!reviews) return null;
  const rating = reviews.rating.toFixed(1);
  const count = `${reviews.count.toLocaleString("en-US")} ${reviews.count === 1 ? "review" : "reviews"}`;
  return (
    <a className="rating-badge" href={reviews.url} rel="noopener" aria-label={RATING_TEXT.label(rating, count)}>
      <span className="rating-badge__stars" aria-hidden="true">
        <span style={{ inlineSize: `${(reviews.rating / 5) * 100}%` }} />
      </span>
      <strong aria-hidden="true">{rating}</strong>
      <span className="rating-badge__source" aria-hidden="true">
        {RATING_TEXT.source} · {count}
      </span>
    </a>
  );
}
