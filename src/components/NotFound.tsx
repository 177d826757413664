import { Link } from "react-router";
import { NOT_FOUND } from "../constants.ts";

const SUGGESTIONS = [
  { name: "Our Solutions", path: "/solutions" },
  { name: "Prospective Locations", path: "/locations" },
  { name: "Service Area", path: "/service-area" },
  { name: "Contact Us", path: "/contact" },
];

/** The not-found page: heading 404, 'Page Not Found', the text and a link home (plus a few ways on). */
export function NotFound() {
  return (
    <section className="not-found container">
      <h1>
        <span className="not-found__code">{NOT_FOUND.heading}</span>
        <span className="not-found__title">{NOT_FOUND.title}</span>
      </h1>
      <p className="not-found__text">{NOT_FOUND.text}</p>
      <Link className="button button--primary" to="/">
        Go to the homepage
      </Link>
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
