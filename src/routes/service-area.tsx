import { Link } from "react-router";
import { getPage, getTowns } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/service-area";

export async function loader() {
  const [page, towns] = await Promise.all([getPage("service-area"), getTowns()]);
  return { page, towns };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/service-area", jsonLd: [breadcrumbs(site, [{ name: "Service Area", path: "/service-area" }])] });
};

export default function ServiceArea({ loaderData: { page, towns } }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{page.heading}</h1>
        <p className="section__intro">{page.intro}</p>
        {page.counties.map((county) => (
          <section key={county.name}>
            <h2>{county.name}</h2>
            <ul>
              {towns
                .filter((t) => t.county === county.name)
                .map((t) => (
                  <li key={t.slug}>
                    <Link to={t.path}>{t.name}</Link>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </section>
  );
}
