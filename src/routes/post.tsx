import { Link } from "react-router";
import { Callout } from "../components/Callout.tsx";
import { ErrorScreen, isNotFound } from "../components/ErrorScreen.tsx";
import { Img } from "../components/Img.tsx";
import { NotFound } from "../components/NotFound.tsx";
import { PostCard } from "../components/PostCard.tsx";
import { RichText } from "../components/RichText.tsx";
import { ShareLinks } from "../components/ShareLinks.tsx";
import { getPost, getPosts } from "../content/data.server.ts";
import type { PostSummary } from "../../core/content-types.ts";
import { hrefOf } from "../../core/routes.ts";
import { absoluteUrl, breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import { useRootData } from "../root.tsx";
import "../styles/reading.css";
import "../styles/post.css";
import type { Route } from "./+types/post";

/** How many other articles 'Keep Reading' suggests. */
const MORE_POSTS = 3;

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPost(params.postId);
  if (!post) throw new Response("Post not found", { status: 404 });
  // The newest others, looked for only until there are enough: the list holds every post, and this runs
  // for each of them at build time.
  const more: PostSummary[] = [];
  for (const other of await getPosts()) {
    if (more.length === MORE_POSTS) break;
    if (other.slug !== post.slug && other.title.trim()) more.push(other);
  }
  return { post, more };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
  const site = siteFromMatches(matches);
  const { post } = data;
  const path = hrefOf("posts", post.slug);
  const url = absoluteUrl(site.origin, path);
  const tags = pageMeta(site, {
    title: post.metaTitle,
    description: post.metaDescription,
    keywords: post.keywords,
    path,
    image: post.image.large,
    imageAlt: post.image.alt,
    type: "article",
    publishedTime: post.date,
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "BlogPosting",
        headline: post.title,
        description: post.metaDescription,
        datePublished: post.date,
        dateModified: post.date,
        author: { "@type": "Person", name: post.author },
        publisher: {
          "@type": "Organization",
          name: site.name,
          url: site.origin,
          logo: { "@type": "ImageObject", url: absoluteUrl(site.origin, site.logo.large) },
        },
        image: { "@type": "ImageObject", url: absoluteUrl(site.origin, post.image.large), width: post.image.width, height: post.image.height },
        url,
        mainEntityOfPage: { "@type": "WebPage", "@id": url },
        wordCount: post.words,
        timeRequired: `PT${post.readingMinutes}M`,
        ...(post.keywords.length ? { keywords: post.keywords.join(", ") } : {}),
        inLanguage: "en-US",
      },
      breadcrumbs(site, [
        { name: "Blog", path: "/blog" },
        { name: post.title, path },
      ]),
    ],
  });
  // A draft or a scheduled post, built only by a preview (decision 036): no search engine keeps it.
  return post.status ? [...tags, { name: "robots", content: "noindex, nofollow" }] : tags;
};

export default function Post({ loaderData: { post, more } }: Route.ComponentProps) {
  const { site, shared } = useRootData();
  const url = absoluteUrl(site.origin, hrefOf("posts", post.slug));
  const callout = shared.callouts.find((c) => c.id === "free-consultation") ?? shared.callouts[0];

  return (
    <>
      <article className="post">
        {post.status && (
          <p className={`post__status post__status--${post.status.kind}`} role="status">
            {post.status.label}
          </p>
        )}
        <header className="post__header">
          <div className="container post__narrow">
            <nav aria-label="Breadcrumb" className="breadcrumb">
              <ol>
                <li>
                  <Link to="/">Home</Link>
                </li>
                <li>
                  <Link to="/blog">Blog</Link>
                </li>
                <li aria-current="page" className="breadcrumb__current">
                  {post.title}
                </li>
              </ol>
            </nav>
            <h1 className="post__title">{post.title}</h1>
            <blockquote className="post__lead">
              <p>{post.metaDescription}</p>
            </blockquote>
            <p className="post__meta">
              <span>
                By <strong>{post.author}</strong>
              </span>
              <span className="post__when">
                <time dateTime={post.date}>{post.dateLabel}</time>
                <span aria-hidden="true"> · </span>
                {post.readingMinutes} min read
              </span>
            </p>
          </div>
        </header>

        <div className="container post__narrow">
          <figure className="post__figure">
            <Img image={post.image} priority sizes="(min-width: 860px) 800px, calc(100vw - 2.5rem)" />
          </figure>
          <RichText className="prose" html={post.html} />
          <footer className="post__footer">
            <ShareLinks url={url} title={post.title} />
            <Link to="/blog" className="button button--secondary post__back">
              <span aria-hidden="true">←</span> Back to Blog
            </Link>
          </footer>
        </div>
      </article>

      {callout ? <Callout callout={callout} /> : null}

      {more.length ? (
        <section className="section section--tint" aria-labelledby="keep-reading">
          <div className="container">
            <h2 id="keep-reading">Keep Reading</h2>
            <ul className="post-grid">
              {more.map((p) => (
                <li key={p.slug}>
                  <PostCard post={p} headingLevel={3} />
                </li>
              ))}
            </ul>
          </div>
        </section>
      ) : null}
    </>
  );
}

/** An unknown post: logged, then the not-found page. Any other failure: the site's error page, logged. */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  if (!isNotFound(error)) return <ErrorScreen error={error} />;
  console.warn(`Post not found: ${params.postId}`);
  return <NotFound />;
}
