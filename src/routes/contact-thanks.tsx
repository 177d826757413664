import { Link } from "react-router";
import { getPage } from "../content/data.server.ts";
import { pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/contact-thanks";

export async function loader() {
  return { page: await getPage("contact") };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  const { confirmation } = data!.page;
  return pageMeta(site, { title: `${confirmation.heading} | ${site.name}`, description: confirmation.text, path: "/contact/thanks", noindex: true });
};

/** Where the form lands a visitor whose browser sent it without JavaScript. */
export default function ContactThanks({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{page.confirmation.heading}</h1>
        <p className="section__intro">{page.confirmation.text}</p>
        <Link to="/" className="button button--primary">
          Back to the homepage
        </Link>
      </div>
    </section>
  );
}
