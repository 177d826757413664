import { Link } from "react-router";
import { NotFound } from "../components/NotFound.tsx";
import { getTown } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/town";

export async function loader({ params }: Route.LoaderArgs) {
  const town = await getTown(params.townName);
  if (!town) throw new Response("Town not found", { status: 404 });
  return { town };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
  const site = siteFromMatches(matches);
  const { town } = data;
  return pageMeta(site, {
    title: town.metaTitle,
    description: town.metaDescription,
    keywords: [town.name, town.county, "smart vending", "micro markets"],
    path: town.path,
    image: town.image.large,
    jsonLd: [breadcrumbs(site, [{ name: "Service Area", path: "/service-area" }, { name: town.name, path: town.path }])],
  });
};

export default function Town({ loaderData: { town } }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{town.name}</h1>
        <p>{town.county}, Maryland</p>
        <p>{town.hyperlocalIntro}</p>
        <Link to="/service-area">Back to Service Area</Link>
      </div>
    </section>
  );
}

/** An unknown town: logged, then the not-found page (site-spec section 8). */
export function ErrorBoundary({ params }: Route.ErrorBoundaryProps) {
  console.warn(`Town not found: ${params.townName}`);
  return <NotFound />;
}
