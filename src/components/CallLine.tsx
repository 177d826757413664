import Phone from "lucide-react/icons/phone";
import { CALL_LINE } from "../constants.ts";
import { telHref } from "../lib/share.ts";

/**
 * One line offering a call: the number as a tel: link and, where site.yaml has them, the office hours. For the
 * first screen of a page whose request is a form, and for a closing band, so a visitor who would rather talk
 * needs no scrolling to find the number.
 */
export function CallLine({ phone, hours, className = "" }: { phone: string; hours?: string; className?: string }) {
  return (
    <p className={`call-line ${className}`.trim()}>
      <Phone className="call-line__icon" aria-hidden="true" focusable="false" width={18} height={18} />
      <span>
        {CALL_LINE.prefix}{" "}
        <a className="call-line__number" href={telHref(phone)}>
          {phone}
        </a>
        {hours ? <span className="call-line__hours">{hours}</span> : null}
      </span>
    </p>
  );
}
