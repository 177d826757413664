import { Link } from "react-router";
import { BLOG_TEXT } from "../constants.ts";
import type { PostSummary } from "../../core/content-types.ts";
import { hrefOf } from "../../core/routes.ts";
import "../styles/post-card.css";
import { Img } from "./Img.tsx";

interface PostCardProps {
  post: PostSummary;
  /** The first card of a list, on the first screen: its picture is fetched first. */
  priority?: boolean;
  headingLevel?: 2 | 3;
}

/**
 * A post's card: picture, date, title, author, summary and 'Read More'. The whole card answers a click
 * (the link stretches over it), while screen readers hear one link named after the post.
 */
export function PostCard({ post, priority = false, headingLevel = 3 }: PostCardProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <article className="lift-card post-card">
      <div className="post-card__image">
        <Img image={post.image} sizes="(min-width: 1100px) 380px, (min-width: 700px) 50vw, 100vw" priority={priority} />
      </div>
      <div className="post-card__body">
        <p className="post-card__meta">
          <time dateTime={post.date}>{post.dateLabel}</time>
          <span aria-hidden="true"> · </span>
          <span>{post.readingMinutes} min read</span>
        </p>
        <Heading className="post-card__title">{post.title}</Heading>
        <p className="post-card__author">By {post.author}</p>
        <p className="post-card__summary">{post.summary}</p>
        <Link to={hrefOf("posts", post.slug)} className="post-card__more">
          {BLOG_TEXT.readMore}
          <span className="visually-hidden"> about {post.title}</span>
          <span aria-hidden="true"> →</span>
        </Link>
      </div>
    </article>
  );
}
