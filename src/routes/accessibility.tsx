import { LegalPage } from "../components/LegalPage.tsx";
import { getLegal } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/accessibility";

/** /accessibility: content/legal/accessibility.md. */
export async function loader() {
  return { page: await getLegal("accessibility") };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  const { page } = data!;
  return pageMeta(site, {
    title: page.metaTitle,
    description: page.metaDescription,
    keywords: page.keywords,
    path: "/accessibility",
    jsonLd: [breadcrumbs(site, [{ name: page.title, path: "/accessibility" }])],
  });
};

export default function Accessibility({ loaderData: { page } }: Route.ComponentProps) {
  return <LegalPage page={page} />;
}
