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
  /** The page's one closing call to action: the dark band. Elsewhere a call-out is light. */
  closing?: boolean;
  /**
   * A second call-out in the same block: the two side by side (a swiped row on a phone), then the one
   * pair of buttons, so a page with two call-outs still ends once.
   */
  also?: CalloutData;
}

/**
 * One of the shared call-outs (content/pages/shared.yaml): a heading, a line of text, the site's one
 * assessment button (site.yaml `assessmentLabel`) and the phone number as the only second action.
 */
export function Callout({ callout, headingLevel = 2, closing = false, also }: CalloutProps) {
  const Heading = `h${headingLevel}` as const;
  const { site } = useRootData();
  return (
    <section className="section callout-band fade-in">
      <div className="container">
        <div className={`callout${closing ? " callout--closing" : ""}`}>
          {also ? (
            // A static band: both call-outs read one under the other on a phone, side by side from 768 px.
            <ul className="callout__pair">
              {[callout, also].map((c) => (
                <li key={c.id}>
                  <Heading className="callout__heading">{c.heading}</Heading>
                  <p className="callout__text">{c.text}</p>
                </li>
              ))}
            </ul>
          ) : (
            <>
              <Heading className="callout__heading">{callout.heading}</Heading>
              <p className="callout__text">{callout.text}</p>
            </>
          )}
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
      </div>
    </section>
  );
}
