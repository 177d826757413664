import { Navigate, redirect } from "react-router";
import { getIndustry, getRedirects } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/location";

export async function loader({ params }: Route.LoaderArgs) {
  const industry = await getIndustry(params.locationSlug);
  if (industry) return { industry };
  // The short forms of old links go to their canonical page; any other unknown slug to the list.
  const short = (await getRedirects()).find((r) => r.from === `/locations/${params.locationSlug}`);
  throw redirect(short?.to ?? "/locations", 301);
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [];
  const site = siteFromMatches(matches);
  const { industry } = data;
  return pageMeta(site, {
    ...industry.seo,
    path: industry.path,
    image: industry.hero.image.large,
    jsonLd: [breadcrumbs(site, [{ name: "Prospective Locations", path: "/locations" }, { name: industry.name, path: industry.path }])],
  });
};

export default function Location({ loaderData: { industry } }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{industry.title}</h1>
        <p className="peach">{industry.hero.peachText}</p>
        <p>{industry.hero.description}</p>
      </div>
    </section>
  );
}

/** A location the site does not have (client-side navigation): back to the list, as the spec says. */
export function ErrorBoundary() {
  return <Navigate to="/locations" replace />;
}
