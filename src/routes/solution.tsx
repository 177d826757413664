import { getSolution } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/solution";

export async function loader({ request }: Route.LoaderArgs) {
  const slug = new URL(request.url).pathname.split("/").filter(Boolean)[1];
  const solution = await getSolution(slug);
  if (!solution) throw new Response("Not Found", { status: 404 });
  return { solution };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  const { solution } = data!;
  const path = `/solutions/${solution.slug}`;
  return pageMeta(site, {
    ...solution.seo,
    path,
    image: solution.carousel[0].large,
    jsonLd: [breadcrumbs(site, [{ name: "Solutions", path: "/solutions" }, { name: solution.name, path }])],
  });
};

export default function SolutionPage({ loaderData: { solution } }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{solution.heading}</h1>
        <p className="section__intro">{solution.intro}</p>
      </div>
    </section>
  );
}
