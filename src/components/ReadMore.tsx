import { useEffect, useRef, type MouseEvent, type ReactNode } from "react";
import { MOBILE_BREAKPOINT_PX } from "../constants.ts";

const WIDE = `(min-width: ${MOBILE_BREAKPOINT_PX}px)`;

/**
 * Long prose read on a phone as a lead plus "Read more": the rest is a native `<details>`, prerendered in the
 * page (found by the browser's find-in-page, which opens it) and opened by a tap without any script. From
 * 768 px up the stylesheet shows the rest whatever its state (`::details-content`) and hides the summary, so
 * a wide screen reads the whole text; where a browser lacks `::details-content`, the script opens it there.
 */
export function ReadMore({ lead, more, label }: { lead: ReactNode; more: ReactNode; label: string }) {
  const ref = useRef<HTMLDetailsElement>(null);
  useEffect(() => {
    const details = ref.current;
    if (!details || CSS.supports("selector(::details-content)")) return;
    const wide = window.matchMedia(WIDE);
    const update = () => {
      if (wide.matches) details.open = true;
    };
    update();
    wide.addEventListener("change", update);
    return () => wide.removeEventListener("change", update);
  }, []);
  // A wide screen's text is no control: its (hidden) summary does not close it.
  const onSummaryClick = (event: MouseEvent) => {
    if (window.matchMedia(WIDE).matches) event.preventDefault();
  };
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
