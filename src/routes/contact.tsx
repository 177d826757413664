import { getPage } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/contact";

export async function loader() {
  return { page: await getPage("contact") };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/contact", jsonLd: [breadcrumbs(site, [{ name: "Contact", path: "/contact" }])] });
};

export default function Contact({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{page.heading}</h1>
        <p className="section__intro">{page.intro}</p>
      </div>
    </section>
  );
}
