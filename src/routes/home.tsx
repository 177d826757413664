import { Link } from "react-router";
import { Img } from "../components/Img.tsx";
import { getPage } from "../content/data.server.ts";
import { pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/home";

export async function loader() {
  return { page: await getPage("home") };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/" });
};

export default function Home({ loaderData: { page } }: Route.ComponentProps) {
  return (
    <section id="hero" className="section">
      <div className="container">
        <h1>{page.hero.heading}</h1>
        <p className="section__intro">{page.hero.subheading}</p>
        <div className="button-row">
          <Link to={page.hero.primary.href} className="button button--primary">{page.hero.primary.label}</Link>
          <Link to={page.hero.secondary.href} className="button button--secondary">{page.hero.secondary.label}</Link>
        </div>
        <Img image={page.hero.image} priority sizes="100vw" />
      </div>
    </section>
  );
}
