import { Link } from "react-router";
import { LocationList } from "../components/LocationList.tsx";
import { getIndustries, getPage } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import "../styles/places.css";
import type { Route } from "./+types/locations";

export async function loader() {
  // The cards in the editors' order (content/pages/locations.yaml), which the index follows.
  const [page, industries] = await Promise.all([getPage("locations"), getIndustries()]);
  return { page, industries };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/locations", jsonLd: [breadcrumbs(site, [{ name: "Prospective Locations", path: "/locations" }])] });
};

export default function Locations({ loaderData: { page, industries } }: Route.ComponentProps) {
  return (
    <>
      <section className="section places-hero places-hero--center">
        <div className="container">
          <h1>{page.heading}</h1>
          <p className="section__intro">{page.intro}</p>
        </div>
      </section>
      <section className="section section--tint places-list-section" aria-label="Location types">
        <div className="container">
          <LocationList industries={industries} />
          <div className="button-row places-center">
            <Link to={page.cta.href} className="button button--peach button--large">
              {page.cta.label}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
