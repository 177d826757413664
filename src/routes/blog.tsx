import { Link } from "react-router";
import { getPage, getPosts } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/blog";

export async function loader() {
  const [page, posts] = await Promise.all([getPage("blog"), getPosts()]);
  return { page, posts };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/blog", jsonLd: [breadcrumbs(site, [{ name: "Blog", path: "/blog" }])] });
};

export default function Blog({ loaderData: { page, posts } }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{page.heading}</h1>
        <p className="section__intro">{page.intro}</p>
        <ul>
          {posts.map((p) => (
            <li key={p.slug}>
              <Link to={`/blog/${p.slug}`}>{p.title}</Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
