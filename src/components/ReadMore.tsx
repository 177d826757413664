import { useEffect, useRef, type MouseEvent, type ReactNode, type RefObject } from "react";
import { MOBILE_BREAKPOINT_PX } from "../constants.ts";

const WIDE = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * A `<details>` that is a control on a phone only: from 768 px up the stylesheet shows its content whatever
 * its state (`::details-content`) and its summary is no tab stop; where a browser lacks `::details-content`,
 * the script opens it there.
 */
function useOpenWhenWide(ref: RefObject<HTMLDetailsElement | null>) {
  useEffect(() => {
    const details = ref.current;
    if (!details) return;
    const wide = window.matchMedia(WIDE);
    const styled = CSS.supports("selector(::details-content)");
    const summary = details.querySelector("summary")!;
    const update = () => {
      if (wide.matches) summary.tabIndex = -1;
      else summary.removeAttribute("tabindex");
      if (!styled && wide.matches) details.open = true;
    };
    update();
    wide.addEventListener("change", update);
    return () => wide.removeEventListener("change", update);
  }, [ref]);
}

/** A wide screen's summary is no control: a click on it does not close what it shows. */
const onSummaryClick = (event: MouseEvent) => {
  if (window.matchMedia(WIDE).matches) event.preventDefault();
};

/**
 * Long prose read on a phone as a lead plus "Read more": the rest is a native `<details>`, prerendered in the
 * page (found by the browser's find-in-page, which opens it) and opened by a tap without any script. From
 * 768 px up the whole text shows and no control.
 */
export function ReadMore({ lead, more, label }: { lead: ReactNode; more: ReactNode; label: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useOpenWhenWide(ref);
  return (
    <>
      {lead}
      <details ref={ref} className="read-more">
        <summary className="read-more__summary" onClick={onSummaryClick}>
          {label}
        </summary>
        {more}
      </details>
    </>
  );
}
