import type { BuiltImage } from "../../core/content-types.ts";
import { formatLongDate, parseContentDate } from "../../core/dates.ts";
import type { Site, Testimonial } from "../../core/schema.generated.ts";
import { TESTIMONIALS_HEADING } from "../constants.ts";
import { Img } from "./Img.tsx";
import { RatingBadge } from "./RatingBadge.tsx";
import { SwipeRow } from "./SwipeRow.tsx";
import { PhotoCaption, type Photo } from "./PhotoCaption.tsx";
// The install photo beside a local quote is drawn as the proof photos are (rounded, captioned).
import "../styles/proof.css";
import "../styles/testimonials.css";

// What hosts say, from content/ only: quotes given with written permission, and the rating the
// owner types in from the Google Business Profile. Every field ships empty and each block renders only
// once it has a real entry (docs/editing.md, "Proof"); nothing here is ever filled in by the site itself.
// Its words live here, not in constants.ts: only the pages that show these blocks load them.

/** The heading of a local host's quote on an industry or town page. */
export const LOCAL_PROOF_HEADING = "From a Local Host";

/** One quote, the person's own words, with who said it, and where and when where the content says. */
function Quote({ testimonial: t }: { testimonial: Testimonial }) {
  const who = [t.role, t.company, t.town].filter(Boolean).join(", ");
  const said = t.date ? parseContentDate(t.date) : undefined;
  return (
    <figure className="testimonial">
      <blockquote>
        <p>{t.quote}</p>
      </blockquote>
      <figcaption>
        <strong>{t.name}</strong>
        {who ? <span>{who}</span> : null}
        {t.source || said ? (
          <span className="testimonial__source">
            {t.source}
            {t.source && said ? " · " : null}
            {said ? <time dateTime={said}>{formatLongDate(said)}</time> : null}
          </span>
        ) : null}
      </figcaption>
    </figure>
  );
}

/** The quotes of the home page, straight after its figures: proof in the first screens (one swiped row on a phone). */
export function Testimonials({ items, reviews }: { items: readonly Testimonial[]; reviews?: Site["reviews"] }) {
  return (
    <section className="section testimonials" aria-labelledby="testimonials-heading" data-count={items.length}>
      <div className="container">
        <div className="testimonials__head">
          <h2 id="testimonials-heading">{TESTIMONIALS_HEADING}</h2>
          {/* The rating the quotes stand beside: stars, the source and the number of reviews. */}
          <RatingBadge reviews={reviews} />
        </div>
        <SwipeRow className="testimonials__list" label={TESTIMONIALS_HEADING}>
          {items.map((t) => (
            <li key={`${t.name}-${t.quote.slice(0, 24)}`}>
              <Quote testimonial={t} />
            </li>
          ))}
        </SwipeRow>
        {/* On a phone the quotes are one swiped row: how many there are, under it. */}
        {items.length > 1 ? (
          <p className="testimonials__count" aria-hidden="true">
            {items.length} quotes · swipe for more
          </p>
        ) : null}
      </div>
    </section>
  );
}

/**
 * A local host's words on an industry or town page, beside an install photo when there is one: after the
 * page's first section, where a facility manager still reads.
 */
export function LocalProof({ testimonial, photo }: { testimonial?: Testimonial; photo?: Photo & { image: BuiltImage } }) {
  if (!testimonial) return null;
  return (
    <section className="section local-proof" aria-labelledby="local-proof-heading">
      <div className={`container local-proof__grid${photo ? " local-proof__grid--photo" : ""}`}>
        <h2 id="local-proof-heading">{LOCAL_PROOF_HEADING}</h2>
        <Quote testimonial={testimonial} />
        {photo ? (
          <figure className="proof-photo local-proof__photo">
            <Img image={photo.image} sizes="(min-width: 1024px) 480px, 100vw" />
            <PhotoCaption photo={photo} />
          </figure>
        ) : null}
      </div>
    </section>
  );
}
