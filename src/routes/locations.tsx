import { Link } from "react-router";
import { getIndustries, getPage } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/locations";

export async function loader() {
  const [page, industries] = await Promise.all([getPage("locations"), getIndustries()]);
  return { page, industries };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/locations", jsonLd: [breadcrumbs(site, [{ name: "Prospective Locations", path: "/locations" }])] });
};

export default function Locations({ loaderData: { page, industries } }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{page.heading}</h1>
        <p className="section__intro">{page.intro}</p>
        <ul className="card-grid">
          {industries.map((i) => (
            <li key={i.slug} className="card">
              <h2>
                <Link to={i.path}>{i.name}</Link>
              </h2>
              <p>{i.description}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
