import { Link } from "react-router";
import type { LegalPageData } from "../../core/content-types.ts";
import { RichText } from "./RichText.tsx";
import "../styles/reading.css";
import "../styles/post.css";

/**
 * The privacy notice and the accessibility statement (content/legal/<name>.md): a heading, the date the
 * owner last reviewed the facts, and the text, in the reading layout of the blog posts.
 */
export function LegalPage({ page }: { page: LegalPageData }) {
  return (
    <article>
      <header className="section section--tint page-hero">
        <div className="container post__narrow">
          <nav aria-label="Breadcrumb" className="breadcrumb">
            <ol>
              <li>
                <Link to="/">Home</Link>
              </li>
              <li aria-current="page" className="breadcrumb__current">
                {page.title}
              </li>
            </ol>
          </nav>
          <h1>{page.title}</h1>
          <p className="section__intro">{page.summary}</p>
          <p className="post__meta">
            Last reviewed <time dateTime={page.updated}>{page.updatedLabel}</time>
          </p>
        </div>
      </header>
      <div className="section">
        <div className="container post__narrow">
          <RichText className="prose" html={page.html} />
        </div>
      </div>
    </article>
  );
}
