import { getPage } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/solutions";

export async function loader() {
  return { page: await getPage("solutions") };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/solutions", jsonLd: [breadcrumbs(site, [{ name: "Solutions", path: "/solutions" }])] });
};

export default function Solutions({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{page.heading}</h1>
        <p className="section__intro">{page.intro}</p>
      </div>
    </section>
  );
}
