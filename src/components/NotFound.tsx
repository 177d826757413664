import { Link } from "react-router";
import { NOT_FOUND } from "../constants.ts";

/** The spec's not-found page: heading 404, 'Page Not Found', the text and a link home. */
export function NotFound() {
  return (
    <section className="not-found container">
      <h1>
        <span className="not-found__code">{NOT_FOUND.heading}</span>
        <span className="not-found__title">{NOT_FOUND.title}</span>
      </h1>
      <p>{NOT_FOUND.text}</p>
      <Link className="button button--primary" to="/">
        Go to the homepage
      </Link>
    </section>
  );
}
