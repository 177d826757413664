import { getPage } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/about";

export async function loader() {
  return { page: await getPage("about") };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/about", jsonLd: [breadcrumbs(site, [{ name: "About", path: "/about" }])] });
};

export default function About({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{page.hero.heading}</h1>
        <p className="section__intro">{page.hero.intro}</p>
      </div>
    </section>
  );
}
