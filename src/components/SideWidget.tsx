import CalendarCheck from "lucide-react/icons/calendar-check";
import Phone from "lucide-react/icons/phone";
import { Link, useMatches } from "react-router";
import { telHref } from "../lib/share.ts";
import type { RootData } from "../lib/root-data.ts";

/**
 * What a route module exports as its `handle` to keep the side widget, and the phone bar's assessment
 * button, off its page: the contact form's pages, where the offer would point at the page itself, and the
 * shopper support page, whose visitors
 * buy from a machine rather than host one. Routes write the literal (`{ sideWidget: false } satisfies
 * SideWidgetHandle`) and import only this type: a value imported from here would tie their chunks to this one.
 */
export interface SideWidgetHandle {
  sideWidget: false;
}

/** Whether the page shown is one whose route opted out with its `handle`. */
export function useSideWidgetShown(): boolean {
  return !useMatches().some((m) => (m.handle as Partial<SideWidgetHandle> | undefined)?.sideWidget === false);
}

/**
 * On wide screens, a call to action that stays in view at the right edge: a slim tab that opens, on hover
 * or keyboard focus, into the offer with the contact page link and the phone number. Hidden (not
 * rendered by CSS) on narrower screens, where the header's Contact link does the job.
 */
export function SideWidget({ site, widget }: { site: RootData["site"]; widget: RootData["shared"]["sideWidget"] }) {
  return (
    <aside className="side-widget" aria-label={widget.heading}>
      <div className="side-widget__tab" aria-hidden="true">
        <CalendarCheck size={18} />
        <span>{site.assessmentLabel}</span>
      </div>
      <div className="side-widget__panel">
        <p className="side-widget__heading">{widget.heading}</p>
        <p className="side-widget__text">{widget.text}</p>
        <Link to="/contact" className="button button--peach">
          {site.assessmentLabel}
        </Link>
        <a href={telHref(site.phone)} className="side-widget__phone">
          <Phone aria-hidden="true" size={16} />
          {site.phone}
        </a>
      </div>
    </aside>
  );
}
