import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Phone from "lucide-react/icons/phone";
import { Link } from "react-router";
import { CALL_BAR } from "../constants.ts";
import { telHref } from "../lib/share.ts";

/**
 * The phone's bottom bar: a call and the free assessment one thumb away on every page. Below 768 px only;
 * it is in the prerendered page and fixed to the viewport, so it moves nothing when it appears, and the
 * footer and scroll padding leave room for it so it never hides content or a focused control. Where a
 * page keeps the offer off (the side widget's opt-out: the contact form's pages, shopper support) the bar
 * is the call alone.
 */
export function CallBar({ phone, offer }: { phone: string; offer: boolean }) {
  return (
    <aside className={offer ? "call-bar" : "call-bar call-bar--call-only"} aria-label="Call or contact us">
      <a href={telHref(phone)} className="call-bar__call">
        <Phone aria-hidden="true" focusable="false" width={18} height={18} />
        {CALL_BAR.call}
        <span className="visually-hidden"> {phone}</span>
      </a>
      {offer ? (
        <Link to={CALL_BAR.assessmentPath} className="call-bar__assess">
          <ClipboardCheck aria-hidden="true" focusable="false" width={18} height={18} />
          {CALL_BAR.assessment}
        </Link>
      ) : null}
    </aside>
  );
}
