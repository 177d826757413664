import { getPage } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/customer";

export async function loader() {
  return { page: await getPage("customer") };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/customer", jsonLd: [breadcrumbs(site, [{ name: "Customer Support", path: "/customer" }])] });
};

export default function Customer({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{page.heading}</h1>
        <p className="section__intro">{page.intro}</p>
      </div>
    </section>
  );
}
