import ClipboardCheck from "lucide-react/icons/clipboard-check";
import Phone from "lucide-react/icons/phone";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { CALL_BAR } from "../constants.ts";
import { telHref } from "../lib/share.ts";

/** The page's own request: a hero's buttons; the contact form and the breakroom builder, whose results lead to it. */
const HERO_REQUEST = "main .hero-cta__actions";
const ON_SCREEN_REQUESTS = "main form.contact-form, main .builder";

/**
 * Whether the bar is wanted now: once the hero's own buttons have scrolled away above the screen (at once
 * on a page without them), and not while the contact form or the breakroom builder is on screen.
 * `undefined` until the scripts have seen what is on the page's screen, and from the first frame of each new
 * page until they have seen it again: the stylesheet then keeps the bar away from a page that has a hero's
 * buttons or the form, so the first screen, which shows the request, is never covered.
 */
function useBarWanted(): boolean | undefined {
  const { pathname } = useLocation();
  // The answer belongs to the page it was given on: another page's is no answer.
  const [answer, setAnswer] = useState<{ pathname: string; wanted: boolean }>();
  useEffect(() => {
    const hero = document.querySelector(HERO_REQUEST);
    const requests = [...document.querySelectorAll(ON_SCREEN_REQUESTS)];
    let heroGone = !hero;
    const shown = new Set<Element>();
    const update = () => setAnswer({ pathname, wanted: heroGone && shown.size === 0 });
    if (!hero && requests.length === 0) {
      update();
      return;
    }
    // Nothing decided until the observer has said what is on screen (its first report, for every element it
    // watches, comes with the next frame): deciding before it would bring the bar up over the form for a frame.
    const observer = new IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (entry.target === hero) heroGone = !entry.isIntersecting && entry.boundingClientRect.bottom <= 0;
        else if (entry.isIntersecting) shown.add(entry.target);
        else shown.delete(entry.target);
      }
      update();
    });
    if (hero) observer.observe(hero);
    for (const request of requests) observer.observe(request);
    return () => observer.disconnect();
  }, [pathname]);
  return answer?.pathname === pathname ? answer.wanted : undefined;
}

/**
 * The phone's bottom bar: a call and the free assessment one thumb away, below 768 px only. It waits its
 * turn: it comes up once the hero's own buttons have scrolled away and steps aside while the contact form
 * or the breakroom builder (its steps' buttons, its results' links) is on screen, so it never repeats the request the visitor is looking at. It is fixed to the viewport and
 * moves nothing when it comes or goes; the footer and scroll padding leave room for it so it never hides
 * content or a focused control. Where a page keeps the offer off (the side widget's opt-out: the contact
 * form's pages, shopper support) the bar is the call alone.
 */
export function CallBar({ phone, offer }: { phone: string; offer: boolean }) {
  const wanted = useBarWanted();
  const className = `call-bar${offer ? "" : " call-bar--call-only"}${wanted === undefined ? "" : wanted ? " is-shown" : " is-away"}`;
  return (
    <aside className={className} aria-label="Call or contact us">
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
