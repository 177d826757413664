import { Link } from "react-router";
import type { RootData } from "../root.tsx";
import { telHref } from "./Footer.tsx";

/** On wide screens, a call to action that stays in view: the contact page and the phone number. */
export function SideWidget({ site, widget }: { site: RootData["site"]; widget: RootData["shared"]["sideWidget"] }) {
  return (
    <aside className="side-widget" aria-label={widget.heading}>
      <p className="side-widget__heading">{widget.heading}</p>
      <p className="side-widget__text">{widget.text}</p>
      <Link to={widget.cta.href} className="button button--primary">
        {widget.cta.label}
      </Link>
      <a href={telHref(site.phone)} className="side-widget__phone">
        {site.phone}
      </a>
    </aside>
  );
}
