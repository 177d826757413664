import { LegalPage } from "../components/LegalPage.tsx";
import { getLegal } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/privacy";

/** /privacy: content/legal/privacy.md. */
export async function loader() {
  return { page: await getLegal("privacy") };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  const { page } = data!;
  return pageMeta(site, {
    title: page.metaTitle,
    description: page.metaDescription,
    keywords: page.keywords,
    path: "/privacy",
    jsonLd: [breadcrumbs(site, [{ name: page.title, path: "/privacy" }])],
  });
};

export default function Privacy({ loaderData: { page } }: Route.ComponentProps) {
  return <LegalPage page={page} />;
}
