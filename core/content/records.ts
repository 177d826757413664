// A record as its file holds it turned into what the site's pages read of it in dist-content/: its page's
// data, its card in its list, its entry in the site search. Written once for the content build
// (scripts/cli/transform.ts) and the editor's previews (src/admin-preview/entries.ts), which run it on the
// entry being edited; no Node API. Pictures come resolved by the caller's table, markdown rendered.
import type {
  FaqEntry,
  IndustryData,
  IndustrySummary,
  LegalPageData,
  PostData,
  PostSummary,
  SolutionData,
  SolutionSummary,
  TownData,
  TownSummary,
} from "../content-types.ts";
import { formatLongDate, parseContentDate } from "../dates.ts";
import type { Faq, Industry, LegalPage, PostFrontMatter, Solution, Town } from "../schema.generated.ts";
import type { SearchDocument } from "../search.ts";
import { routeOf } from "./collections.ts";
import type { ImageTable, RenderedMarkdown } from "./markdown-processor.ts";
import type { PostStatus } from "./publish.ts";
import { resolveImages } from "./resolve-images.ts";

/** A record's page data, its summary in its list, and its document in the search index. */
export interface RecordOutput<Page, Summary> {
  page: Page;
  summary: Summary;
  search: SearchDocument;
}

export function solutionRecord(record: Solution, images: ImageTable): RecordOutput<SolutionData, SolutionSummary> {
  const page = resolveImages(record, images);
  const { slug, name, heading, intro, carousel, benefits } = page;
  const path = routeOf("solution", slug);
  return {
    page,
    summary: { slug, name, heading, intro, path, image: carousel[0] },
    search: { id: `solution:${slug}`, type: "Solution", title: name, url: path, text: [heading, intro, ...benefits.map((b) => `${b.title} ${b.description}`)].join(" ") },
  };
}

/** An industry's page: its `path` follows from its slug (decision 036), whatever the file holds. */
export function industryRecord(record: Omit<Industry, "path">, images: ImageTable): RecordOutput<IndustryData, IndustrySummary> {
  const page = { ...resolveImages(record, images), path: routeOf("industry", record.slug) } as IndustryData;
  const { slug, name, path, title, description, image, card, hero, faq } = page;
  return {
    page,
    summary: { slug, name, path, title, description, image, benefits: card.benefits },
    search: { id: `industry:${slug}`, type: "Industry", title: name, url: path, text: [title, description, hero.peachText, hero.description, ...faq.map((q) => q.question)].join(" ") },
  };
}

export function townRecord(record: Town, images: ImageTable): RecordOutput<TownData, TownSummary> {
  const page = { ...resolveImages(record, images), path: routeOf("town", record.slug) };
  const { slug, name, county, description, image, path, hyperlocalIntro, landmarks, zipCodes } = page;
  return {
    page,
    summary: { slug, name, county, description, image, path },
    search: { id: `town:${slug}`, type: "Town", title: `${name}, ${county}`, url: path, text: [description, hyperlocalIntro, ...landmarks, ...zipCodes].join(" ") },
  };
}

export function faqEntry(entry: Faq["entries"][number], answer: Pick<RenderedMarkdown, "html" | "text">): { entry: FaqEntry; search: SearchDocument } {
  const { id, category, question } = entry;
  return {
    entry: { id, category, question, answerHtml: answer.html, answerText: answer.text },
    search: { id: `faq:${id}`, type: "FAQ", title: question, url: `/faq#${id}`, text: answer.text, category },
  };
}

/**
 * A post's page from its front matter and rendered body. A date that does not parse (a half-written entry
 * in the editor; the build has refused it before) gives an empty date. `status` is set only in a preview.
 */
export function postRecord(
  front: PostFrontMatter,
  slug: string,
  body: Pick<RenderedMarkdown, "html" | "text" | "words" | "readingMinutes">,
  opts: { images: ImageTable; defaultAuthor: string; status?: PostStatus },
): RecordOutput<PostData, PostSummary> {
  const { imageUrl, imageAlt, date, author, draft: _draft, ...rest } = front;
  const iso = parseContentDate(date) ?? "";
  const page: PostData = {
    ...rest,
    slug,
    date: iso,
    dateLabel: iso ? formatLongDate(iso) : "",
    author: author || opts.defaultAuthor,
    image: resolveImages({ src: imageUrl, alt: imageAlt }, opts.images),
    keywords: rest.keywords ?? [],
    html: body.html,
    words: body.words,
    readingMinutes: body.readingMinutes,
    // Built only by a preview: the page says it is not published and keeps out of search engines.
    ...(opts.status ? { status: opts.status } : {}),
  };
  const { title, dateLabel, summary, image, readingMinutes } = page;
  return {
    page,
    summary: { slug, title, date: page.date, dateLabel, author: page.author, summary, image, readingMinutes },
    search: { id: `post:${slug}`, type: "Blog post", title, url: routeOf("post", slug), text: `${summary} ${body.text}` },
  };
}

/** A legal page from its front matter and its body rendered with the values of site.yaml filled in. */
export function legalRecord(front: LegalPage, slug: string, html: string): LegalPageData {
  const { title, summary, metaTitle, metaDescription, keywords, updated } = front;
  const iso = parseContentDate(updated) ?? "";
  return { title, slug, summary, metaTitle, metaDescription, keywords, updated: iso, updatedLabel: iso ? formatLongDate(iso) : "", html };
}
