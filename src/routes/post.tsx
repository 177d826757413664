import { NotFound } from "../components/NotFound.tsx";
import { getPost } from "../content/data.server.ts";
import { absoluteUrl, breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/post";

export async function loader({ params }: Route.LoaderArgs) {
  const post = await getPost(params.postId);
  if (!post) throw new Response("Post not found", { status: 404 });
  return { post };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  if (!data) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
  const site = siteFromMatches(matches);
  const { post } = data;
  const path = `/blog/${post.slug}`;
  return pageMeta(site, {
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
        author: { "@type": "Person", name: post.author },
        publisher: { "@type": "Organization", name: site.name, logo: { "@type": "ImageObject", url: absoluteUrl(site.origin, site.logo.large) } },
        image: absoluteUrl(site.origin, post.image.large),
        mainEntityOfPage: absoluteUrl(site.origin, path),
      },
      breadcrumbs(site, [{ name: "Blog", path: "/blog" }, { name: post.title, path }]),
    ],
  });
};

export default function Post({ loaderData: { post } }: Route.ComponentProps) {
  return (
    <article className="section">
      <div className="container">
        <h1>{post.title}</h1>
        <div dangerouslySetInnerHTML={{ __html: post.html }} />
      </div>
    </article>
  );
}

/** An unknown post: the not-found page (site-spec section 8). */
export function ErrorBoundary() {
  return <NotFound />;
}
