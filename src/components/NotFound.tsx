import Phone from "lucide-react/icons/phone";
import Search from "lucide-react/icons/search";
import { Link, useRouteLoaderData } from "react-router";
import { NOT_FOUND } from "../constants.ts";
import type { RootData } from "../lib/root-data.ts";
import { REPLAY } from "../lib/replay.ts";
import { telHref } from "../lib/share.ts";
import { OPEN_SITE_SEARCH } from "./SiteSearch.tsx";

const SUGGESTIONS = [
  { name: "Our Solutions", path: "/solutions" },
  { name: "Prospective Locations", path: "/locations" },
  { name: "Service Area", path: "/service-area" },
  { name: "Contact Us", path: "/contact" },
];

/**
 * The not-found page: heading 404, 'Page Not Found', the text and a link home, plus the ways on a
 * lost visitor needs: the site's search, the phone number and a few pages.
 */
export function NotFound() {
  const root = useRouteLoaderData("root") as RootData | undefined;
  const phone = root?.site.phone;
  return (
    <section className="not-found container">
      <h1>
        <span className="not-found__code">{NOT_FOUND.heading}</span>
        <span className="not-found__title">{NOT_FOUND.title}</span>
      </h1>
      <p className="not-found__text">{NOT_FOUND.text}</p>
      <div className="not-found__actions">
        <Link className="button button--primary" to="/">
          Go to the homepage
        </Link>
        <button type="button" className="button button--outline" {...REPLAY} onClick={() => window.dispatchEvent(new Event(OPEN_SITE_SEARCH))}>
          <Search aria-hidden="true" focusable="false" width={18} height={18} />
          Search the site
        </button>
      </div>
      {phone ? (
        <p className="not-found__call">
          Looking for something in particular? Call us:{" "}
          <a href={telHref(phone)}>
            <Phone aria-hidden="true" focusable="false" width={16} height={16} /> {phone}
          </a>
        </p>
      ) : null}
      <nav aria-label="Popular pages" className="not-found__more">
        <ul>
          {SUGGESTIONS.map((s) => (
            <li key={s.path}>
              <Link to={s.path}>{s.name}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
