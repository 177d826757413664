import { Link } from "react-router";
import type { Pages } from "../../core/content-types.ts";
import "../styles/callout.css";

export type CalloutData = Pages["shared"]["callouts"][number];

interface CalloutProps {
  callout: CalloutData;
  headingLevel?: 2 | 3;
  /** "band": a full-width section; "card": a box that sits beside others in a grid. */
  variant?: "band" | "card";
  /** The page's one closing call to action: the dark band. Elsewhere a call-out is light (issue 28). */
  closing?: boolean;
}

/** One of the shared call-outs (content/pages/shared.yaml): a heading, a line of text and one or two buttons. */
export function Callout({ callout, headingLevel = 2, variant = "band", closing = false }: CalloutProps) {
  const Heading = `h${headingLevel}` as const;
  const body = (
    <div className={`callout callout--${variant}${closing ? " callout--closing" : ""}`}>
      <Heading className="callout__heading">{callout.heading}</Heading>
      <p className="callout__text">{callout.text}</p>
      <div className="button-row callout__actions">
        <Link to={callout.primary.href} className="button button--peach">
          {callout.primary.label}
        </Link>
        {callout.secondary ? (
          <Link to={callout.secondary.href} className="button callout__secondary">
            {callout.secondary.label}
          </Link>
        ) : null}
      </div>
    </div>
  );
  if (variant === "card") return body;
  return (
    <section className="section callout-band fade-in">
      <div className="container">{body}</div>
    </section>
  );
}
