// content/posts/<slug>.md: the blog's posts at /blog/<slug>, markdown with front matter, newest first.
import type { PostData, PostSummary } from "../content-types.ts";
import { formatLongDate, parseContentDate } from "../dates.ts";
import { defineCollection } from "../content/define.ts";
import { MARKDOWN_LIMITS } from "../content/limits.ts";
import { resolveImages } from "../content/resolve-images.ts";
import { calendarDay, postLength } from "../content/rules.ts";
import type { PostFrontMatter } from "../schema.generated.ts";

export default defineCollection<PostFrontMatter, PostData, PostSummary>({
  name: "posts",
  kind: "post",
  position: 80,
  format: "markdown",
  schema: "post.schema.json",
  editor: {
    label: "Blog posts",
    labelSingular: "Blog post",
    identifier: "title",
    description: "Posts at /blog/…",
    dateField: "date",
    body: { label: "Text of the post", hint: "Headings, lists and links from the toolbar; a link to a page of this site starts with /, e.g. /contact." },
    // Newest first, a draft's line starting with Draft (in view at a phone's width too), scheduled posts
    // (dated after today, so off the live site until that day's rebuild) in a group of their own at the top,
    // and filters for both.
    list: {
      summary: "{{draft | ternary('Draft · ', '')}}{{title}} ({{date}})",
      sortable_fields: { fields: ["date", "title"], default: { field: "date", direction: "descending" } },
      view_filters: {
        filters: [
          { name: "drafts", label: "Drafts", field: "draft", pattern: true },
          { name: "scheduled", label: "Scheduled (dated after today)", field: "date", gt: "{{today}}" },
        ],
      },
      view_groups: {
        groups: [{ name: "scheduled", label: "Scheduled (dated after today)", field: "date", gt: "{{today}}" }],
        default: "scheduled",
      },
    },
  },
  route: { path: "/blog/:postId", module: "routes/post.tsx" },
  list: { path: "/blog", module: "routes/blog.tsx" },
  // Its date is a real day; its length is the site's posts' (a warning). A body over the size limit is
  // refused whole, and no other rule reads it.
  check: (f, _files, problems) => {
    calendarDay(f, "date", problems);
    if (f.body !== undefined && f.body.length <= MARKDOWN_LIMITS.chars) postLength(f, problems);
  },
  // A date that does not parse (a half-written entry in the editor; the build has refused it before) gives an empty date.
  transform: ({ data, name: slug, rendered: [body], path, status }, { images, site }) => {
    const { imageUrl, imageAlt, date, author, draft: _draft, ...rest } = data;
    const iso = parseContentDate(String(date ?? "")) ?? "";
    const page: PostData = {
      ...rest,
      slug,
      date: iso,
      dateLabel: iso ? formatLongDate(iso) : "",
      author: author || `${site.shortName} Team`,
      image: resolveImages({ src: imageUrl, alt: imageAlt }, images),
      keywords: rest.keywords ?? [],
      html: body.html,
      words: body.words,
      readingMinutes: body.readingMinutes,
      // Built only by a preview: the page says it is not published and keeps out of search engines.
      ...(status ? { status } : {}),
    };
    const { title, dateLabel, summary, image, readingMinutes } = page;
    return {
      page,
      summary: { slug, title, date: page.date, dateLabel, author: page.author, summary, image, readingMinutes },
      search: [{ id: `post:${slug}`, type: "Blog post", title, url: path, text: `${summary} ${body.text}` }],
    };
  },
  order: (a, b) => (a.page.date < b.page.date ? 1 : a.page.date > b.page.date ? -1 : 0),
});
