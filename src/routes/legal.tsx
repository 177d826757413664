import { LegalPage } from "../components/LegalPage.tsx";
import { getLegal } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/legal";

/** /privacy and /accessibility: content/legal/<name>.md, the file named by the page's address. */
export async function loader({ url }: Route.LoaderArgs) {
  return { page: await getLegal(url.pathname.split("/")[1]) };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  const { page } = data!;
  return pageMeta(site, {
    title: page.metaTitle,
    description: page.metaDescription,
    keywords: page.keywords,
    path: page.path,
    jsonLd: [breadcrumbs(site, [{ name: page.title, path: page.path }])],
  });
};

export default function Legal({ loaderData: { page } }: Route.ComponentProps) {
  return <LegalPage page={page} />;
}
