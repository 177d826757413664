import { memo, useDeferredValue, useMemo, useState } from "react";
import { PostCard } from "../components/PostCard.tsx";
import { BLOG_TEXT } from "../constants.ts";
import { getPage, getPosts } from "../content/data.server.ts";
import { sortByDate } from "../../core/dates.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import "../styles/reading.css";
import "../styles/blog.css";
import type { Route } from "./+types/blog";
import { REPLAY } from "../lib/replay.ts";

type SortOrder = "newest" | "oldest";

/** A card drawn again only when its own post or place changes, not on every press of the toggle. */
const Card = memo(PostCard);

export async function loader() {
  const [page, posts] = await Promise.all([getPage("blog"), getPosts()]);
  // Only posts with a title are listed.
  return { page, posts: posts.filter((p) => p.title.trim()) };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/blog", jsonLd: [breadcrumbs(site, [{ name: "Blog", path: "/blog" }])] });
};

export default function Blog({ loaderData: { page, posts } }: Route.ComponentProps) {
  const [order, setOrder] = useState<SortOrder>("newest");
  // The toggle answers a tap at once; the cards follow as soon as they can (decision 027).
  const listOrder = useDeferredValue(order);
  const sorted = useMemo(() => sortByDate(posts, listOrder), [posts, listOrder]);

  return (
    <>
      <section className="section section--tint page-hero">
        <div className="container">
          <p className="eyebrow">Blog</p>
          <h1>{page.heading}</h1>
          <p className="section__intro">{page.intro}</p>
        </div>
      </section>

      <section className="section blog-list" aria-labelledby="blog-articles">
        <div className="container">
          <div className="blog-list__bar">
            <h2 id="blog-articles" className="blog-list__count">
              {posts.length} {posts.length === 1 ? "article" : "articles"}
            </h2>
            {posts.length > 1 ? (
              <div className="sort-toggle" role="group" aria-label="Sort posts by date">
                {(["newest", "oldest"] as const).map((value) => (
                  <button key={value} type="button" className="sort-toggle__option" {...REPLAY} aria-pressed={order === value} onClick={() => setOrder(value)}>
                    {BLOG_TEXT[value]}
                  </button>
                ))}
              </div>
            ) : null}
          </div>

          {sorted.length ? (
            <ul className="post-grid">
              {sorted.map((post, i) => (
                <li key={post.slug}>
                  <Card post={post} priority={i === 0} headingLevel={3} />
                </li>
              ))}
            </ul>
          ) : (
            <p className="blog-list__empty">{BLOG_TEXT.empty}</p>
          )}
        </div>
      </section>
    </>
  );
}
