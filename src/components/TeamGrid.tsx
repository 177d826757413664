import { PROOF_TEXT } from "../constants.ts";
import type { BuiltImage } from "../../core/content-types.ts";
import { initials } from "../lib/initials.ts";
import { Img } from "./Img.tsx";

/**
 * The people, on /about. A member without a photo gets their initials on a tinted disc in its place, so the
 * row stays even; the disc is decoration (hidden from screen readers), the name under it is read once.
 */
export function TeamGrid({ team }: { team: readonly { name: string; role: string; photo?: BuiltImage }[] }) {
  return (
    <section className="section proof-team" aria-labelledby="team-heading">
      <div className="container">
        <h2 id="team-heading">{PROOF_TEXT.teamHeading}</h2>
        <ul className="proof-team__list">
          {team.map((m) => (
            <li key={m.name} className="proof-team__member">
              {m.photo ? (
                <Img image={m.photo} sizes="160px" className="proof-team__photo" />
              ) : (
                <span className="proof-team__initials" aria-hidden="true">
                  {initials(m.name)}
                </span>
              )}
              <p className="proof-team__name">{m.name}</p>
              <p className="proof-team__role">{m.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
