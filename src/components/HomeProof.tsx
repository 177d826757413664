import type { CSSProperties } from "react";
import { PROOF_TEXT } from "../constants.ts";
import type { BuiltImage } from "../../core/content-types.ts";
import { Img } from "./Img.tsx";
import { PhotoCaption, type Photo } from "./PhotoCaption.tsx";
import { SwipeRow } from "./SwipeRow.tsx";

// The owner's proof on the home page: figures, install photos, client logos. Every list ships
// empty and each section renders only once the owner has filled it with real, permitted entries (docs/editing.md).
// In a module of its own that only the home page imports, so no other page's script carries it.

/** A row of true figures: big number, short label. */
export function StatsRow({ stats }: { stats: readonly { figure: string; label: string }[] }) {
  return (
    <section className="proof-stats" aria-label={PROOF_TEXT.statsLabel}>
      <dl className="container proof-stats__list">
        {stats.map((s) => (
          <div key={s.label} className="proof-stats__item">
            <dt>{s.label}</dt>
            <dd>{s.figure}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/** The hosts that allowed their name and logo to be shown, as one quiet row of logos. */
export function ClientLogos({ clients }: { clients: readonly { name: string; logo: BuiltImage }[] }) {
  return (
    <section className="section proof-clients" aria-labelledby="clients-heading">
      <div className="container">
        <h2 id="clients-heading" className="proof-clients__heading">
          {PROOF_TEXT.clientsHeading}
        </h2>
        {/* As wide as its logos need (up to six to a row), so a few of them stand together. */}
        <ul className="proof-clients__list" style={{ "--logos": Math.min(clients.length, 6) } as CSSProperties}>
          {clients.map((c) => (
            <li key={c.name}>
              <Img image={c.logo} sizes="160px" className="proof-clients__logo" />
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** How wide an install photo is shown (the mosaic's widths in proof.css), for the browser to pick a variant. */
function photoSizes(index: number, count: number): string {
  if (count === 1) return "(min-width: 1280px) 1200px, 100vw";
  // Below 768 px: a swiped row, each photo 80 % of the screen wide.
  if (index === 0) return "(min-width: 1280px) 800px, (min-width: 768px) 66vw, 80vw";
  return "(min-width: 1280px) 600px, (min-width: 768px) 50vw, 80vw";
}

/**
 * Real installs, a mosaic whose rows are always full: the first photo large beside two others when the count
 * suits, the last row's photos sharing it (src/styles/proof.css); one swiped row on a phone.
 */
export function InstallPhotos({ photos }: { photos: readonly Photo[] }) {
  return (
    <section className="section proof-photos" aria-labelledby="installs-heading">
      <div className="container">
        <h2 id="installs-heading">{PROOF_TEXT.photosHeading}</h2>
        <SwipeRow className="proof-photos__grid" label={PROOF_TEXT.photosHeading}>
          {photos.map((p, i) => (
            <li key={p.image.src}>
              <figure className="proof-photo">
                <Img image={p.image} sizes={photoSizes(i, photos.length)} />
                <PhotoCaption photo={p} />
              </figure>
            </li>
          ))}
        </SwipeRow>
      </div>
    </section>
  );
}
