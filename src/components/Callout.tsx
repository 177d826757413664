import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import type { Pages } from "../../core/content-types.ts";
import { telHref } from "../lib/share.ts";
import { useRootData } from "../root.tsx";
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

/**
 * One of the shared call-outs (content/pages/shared.yaml): a heading, a line of text, the site's one
 * assessment button (site.yaml `assessmentLabel`) and the phone number as the only second action.
 */
export function Callout({ callout, headingLevel = 2, variant = "band", closing = false }: CalloutProps) {
  const Heading = `h${headingLevel}` as const;
  const { site } = useRootData();
  const body = (
    <div className={`callout callout--${variant}${closing ? " callout--closing" : ""}`}>
      <Heading className="callout__heading">{callout.heading}</Heading>
      <p className="callout__text">{callout.text}</p>
      <div className="button-row callout__actions">
        <Link to="/contact" className="button button--peach">
          {site.assessmentLabel}
        </Link>
        <a href={telHref(site.phone)} className="button callout__secondary">
          <Phone aria-hidden="true" width={18} height={18} />
          Call {site.phone}
        </a>
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
