import { PROOF_TEXT } from "../constants.ts";
import type { BuiltImage } from "../../core/content-types.ts";
import { Img } from "./Img.tsx";

/** The people, on /about. */
export function TeamGrid({ team }: { team: readonly { name: string; role: string; photo?: BuiltImage }[] }) {
  return (
    <section className="section proof-team" aria-labelledby="team-heading">
      <div className="container">
        <h2 id="team-heading">{PROOF_TEXT.teamHeading}</h2>
        <ul className="proof-team__list">
          {team.map((m) => (
            <li key={m.name} className="proof-team__member">
              {m.photo ? <Img image={m.photo} sizes="160px" className="proof-team__photo" /> : null}
              <p className="proof-team__name">{m.name}</p>
              <p className="proof-team__role">{m.role}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
