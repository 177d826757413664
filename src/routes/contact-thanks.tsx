import CircleCheck from "lucide-react/icons/circle-check";
import { Link } from "react-router";
import type { SideWidgetHandle } from "../components/SideWidget.tsx";
import { getPage } from "../content/data.server.ts";
import { telHref } from "../lib/share.ts";
import { pageMeta, siteFromMatches } from "../lib/meta.ts";
import { useRootData } from "../root.tsx";
import "../styles/contact.css";
import type { Route } from "./+types/contact-thanks";

/** No side tab offering the assessment: this page is the form it leads to (or the form's answer). */
export const handle = { sideWidget: false } satisfies SideWidgetHandle;

export async function loader() {
  return { page: await getPage("contact") };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  const { confirmation } = data!.page;
  return pageMeta(site, { title: `${confirmation.heading} | ${site.name}`, description: confirmation.text, path: "/contact/thanks", noindex: true });
};

/** Where the form lands a visitor whose browser sent it without JavaScript. */
export default function ContactThanks({ loaderData: { page } }: Route.ComponentProps) {
  const { site } = useRootData();
  return (
    <section className="section contact-thanks">
      <div className="container contact-thanks__box">
        <CircleCheck className="contact-thanks__icon" aria-hidden="true" focusable="false" width={56} height={56} />
        <h1>{page.confirmation.heading}</h1>
        <p className="section__intro">{page.confirmation.text}</p>
        <p className="contact-thanks__call">
          Need us sooner? Call <a href={telHref(site.phone)}>{site.phone}</a>.
        </p>
        <div className="button-row contact-thanks__actions">
          <Link to="/" className="button button--primary">
            Back to the homepage
          </Link>
          <Link to="/solutions" className="button button--secondary">
            Explore Solutions
          </Link>
        </div>
      </div>
    </section>
  );
}
