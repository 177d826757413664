import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Phone from "lucide-react/icons/phone";
import { Link, useLocation } from "react-router";
import { CALL_BAR } from "../constants.ts";
import { isActivePath } from "../lib/nav.ts";
import { telHref } from "../lib/share.ts";

/**
 * The phone's bottom bar: a call and the free assessment one thumb away on every page. Below 768 px only;
 * it is in the prerendered page and fixed to the viewport, so it moves nothing when it appears, and the
 * footer and scroll padding leave room for it so it never hides content or a focused control.
 */
export function CallBar({ phone }: { phone: string }) {
  const { pathname } = useLocation();
  return (
    <aside className="call-bar" aria-label="Call or contact us">
      <a href={telHref(phone)} className="call-bar__call">
        <Phone aria-hidden="true" focusable="false" width={18} height={18} />
        {CALL_BAR.call}
        <span className="visually-hidden"> {phone}</span>
      </a>
      <Link to={CALL_BAR.assessmentPath} className="call-bar__assess" aria-current={isActivePath(pathname, CALL_BAR.assessmentPath) ? "page" : undefined}>
        <ClipboardCheck aria-hidden="true" focusable="false" width={18} height={18} />
        {CALL_BAR.assessment}
      </Link>
    </aside>
  );
}
