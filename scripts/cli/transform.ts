import MiniSearch from "minisearch";
import type { DistContent, DistFile, FaqEntry, Pages, PageSources, PostData } from "../../core/content-types.ts";
import { formatLongDate, parseContentDate, sortByDate } from "../../core/dates.ts";
import type { Faq, Industry, LegalPage, PostFrontMatter, Site, Solution, Town } from "../../core/schema.generated.ts";
import { SEARCH_INDEX_OPTIONS, type SearchDocument } from "../../core/search.ts";
import { SERVICE_MAP_URL } from "../../core/service-map.ts";
import { FIXED_ROUTES, REDIRECTS } from "../../core/content/collections.ts";
import type { ImageTable } from "./images.ts";
import type { PostStatus } from "../../core/content/publish.ts";
import { fillTokens } from "../../core/content/legal.ts";
import type { Kind, SourceFile } from "../../core/content/source.ts";
import { startRendering, startRenderingCached, type MarkdownCache } from "./markdown.ts";
import { serviceAreaMap } from "./service-map.ts";
import { resolveImages } from "../../core/content/resolve-images.ts";

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`);

/** Each kind's records as its schema describes them (the files reach `transform` validated against it). */
interface Records {
  site: Site;
  page: PageSources[keyof PageSources];
  solution: Solution;
  industry: Industry;
  town: Town;
  faq: Faq;
  post: PostFrontMatter;
  legal: LegalPage;
}

/**
 * Turns the checked records into the JSON files of dist-content/, keyed by their path in it, and the site
 * search's index (serialized MiniSearch). Each post is written out and indexed as soon as its markdown is
 * rendered, while later ones still are; the index takes the documents in the same order every time.
 */
export async function transform(
  files: SourceFile[],
  images: ImageTable,
  opts: { markdownCache?: MarkdownCache; statuses?: ReadonlyMap<string, PostStatus> } = {},
): Promise<{ outputs: Map<string, Buffer>; searchIndex: string }> {
  const outputs = new Map<string, Buffer>();
  /** Writes `value` as the file `file` of dist-content/ (its `{slug}` or `{name}` filled in), of the shape declared for it. */
  const emit = <F extends DistFile>(file: F, value: DistContent[F], slug = "") => outputs.set(file.replace(/\{\w+\}/, slug), json(value));
  const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  const of = <K extends Kind>(kind: K) =>
    files
      .filter((f) => f.kind === kind)
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((f) => ({ rel: f.rel, name: f.name, data: f.data as Records[K], body: f.body }));
  const resolved = <K extends Kind>(kind: K) => of(kind).map((f) => resolveImages(f.data, images));

  const site = resolved("site")[0];
  emit("site.json", site);

  const pages = Object.fromEntries(of("page").map((f) => [f.name, resolveImages(f.data, images)])) as Pages;
  for (const name of Object.keys(pages) as (keyof PageSources)[]) emit(`pages/${name}.json`, pages[name]);

  const solutions = resolved("solution");
  for (const s of solutions) {
    emit("solutions/{slug}.json", s, s.slug);
    index.add({
      id: `solution:${s.slug}`,
      type: "Solution",
      title: s.name,
      url: `/solutions/${s.slug}`,
      text: [s.heading, s.intro, ...s.benefits.map((b) => `${b.title} ${b.description}`)].join(" "),
    });
  }
  // The list in the order the solutions page shows the formats: the one order of the solutions everywhere.
  const solutionOrder: string[] = pages.solutions.blocks.items.map((b) => b.solution);
  const listed = [...solutions].sort((a, b) => solutionOrder.indexOf(a.slug) - solutionOrder.indexOf(b.slug));
  emit(
    "solutions/index.json",
    listed.map(({ slug, name, heading, intro, carousel }) => ({ slug, name, heading, intro, path: `/solutions/${slug}`, image: carousel[0] })),
  );

  const order = pages.locations.order;
  // The editors' order; an industry the list does not name comes after the listed ones, by name.
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  const industries = resolved("industry")
    .map((i) => ({ ...i, path: `/locations/${i.slug}` }))
    .sort((a, b) => rank(a.slug) - rank(b.slug) || a.name.localeCompare(b.name));
  for (const i of industries) {
    emit("industries/{slug}.json", i, i.slug);
    index.add({
      id: `industry:${i.slug}`,
      type: "Industry",
      title: i.name,
      url: i.path,
      text: [i.title, i.description, i.hero.peachText, i.hero.description, ...i.faq.map((q) => q.question)].join(" "),
    });
  }
  emit(
    "industries/index.json",
    industries.map(({ slug, name, path, title, description, image, card }) => ({ slug, name, path, title, description, image, benefits: card.benefits })),
  );

  const towns = resolved("town").sort((a, b) => a.county.localeCompare(b.county) || a.name.localeCompare(b.name));
  for (const t of towns) {
    emit("towns/{slug}.json", { ...t, path: `/service-area/${t.slug}` }, t.slug);
    index.add({
      id: `town:${t.slug}`,
      type: "Town",
      title: `${t.name}, ${t.county}`,
      url: `/service-area/${t.slug}`,
      text: [t.description, t.hyperlocalIntro, ...t.landmarks, ...t.zipCodes].join(" "),
    });
  }
  // The map of the service area with a pin per town (the pages draw the pins as links over the outlines).
  const map = await serviceAreaMap(towns);
  emit("map.json", map.data);
  outputs.set(`public${SERVICE_MAP_URL}`, Buffer.from(map.svg));
  emit(
    "towns/index.json",
    towns.map(({ slug, name, county, description, image }) => ({ slug, name, county, description, image, path: `/service-area/${slug}` })),
  );

  const faqFile = of("faq")[0];
  const postFiles = of("post");
  // Every FAQ answer and post body is rendered in one batch (over worker threads when there are many).
  const faqAnswers = faqFile.data.entries;
  const legalFiles = of("legal");
  // The privacy notice and the accessibility statement name the phone and e-mails of site.yaml.
  const siteSource = of("site")[0].data;
  const markdowns = [...faqAnswers.map((e) => e.answer), ...postFiles.map((f) => f.body ?? ""), ...legalFiles.map((f) => fillTokens(f.body ?? "", siteSource))];
  const rendering = opts.markdownCache ? startRenderingCached(markdowns, images, opts.markdownCache) : startRendering(markdowns, images);
  // A document that fails to render (a case no limit of core/content/limits.ts foresaw) names its file.
  const sources = [...faqAnswers.map(() => faqFile.rel), ...postFiles.map((f) => f.rel), ...legalFiles.map((f) => f.rel)];
  const rendered = rendering.each.map((p, i) =>
    p.catch((caught: unknown) => {
      throw Object.assign(caught instanceof Error ? caught : new Error(String(caught)), { file: sources[i] });
    }),
  );
  for (const p of rendered) p.catch(() => {});
  const renderedPosts = rendered.slice(faqAnswers.length, faqAnswers.length + postFiles.length);
  const renderedLegal = rendered.slice(faqAnswers.length + postFiles.length);

  const faqEntries: FaqEntry[] = [];
  for (const [i, e] of faqAnswers.entries()) {
    const { html, text: answerText } = await rendered[i];
    faqEntries.push({ id: e.id, category: e.category, question: e.question, answerHtml: html, answerText });
    index.add({ id: `faq:${e.id}`, type: "FAQ", title: e.question, url: `/faq#${e.id}`, text: answerText, category: e.category });
  }
  emit("faq.json", { featured: faqFile.data.featured, entries: faqEntries });

  const defaultAuthor = `${site.shortName} Team`;
  const posts: PostData[] = [];
  for (const [i, f] of postFiles.entries()) {
    const { imageUrl, imageAlt, date, author, draft: _draft, ...front } = f.data;
    const status = opts.statuses?.get(f.rel);
    const rendered = await renderedPosts[i];
    const isoDate = parseContentDate(date)!;
    const post: PostData = {
      ...front,
      slug: f.name,
      date: isoDate,
      dateLabel: formatLongDate(isoDate),
      author: author ?? defaultAuthor,
      image: resolveImages({ src: imageUrl, alt: imageAlt }, images),
      keywords: front.keywords ?? [],
      html: rendered.html,
      words: rendered.words,
      readingMinutes: rendered.readingMinutes,
      // Built only by a preview: the page says it is not published and keeps out of search engines.
      ...(status ? { status } : {}),
    };
    posts.push(post);
    emit("posts/{slug}.json", post, post.slug);
    index.add({ id: `post:${post.slug}`, type: "Blog post", title: post.title, url: `/blog/${post.slug}`, text: `${post.summary} ${rendered.text}` });
  }
  const summaries = sortByDate(
    posts.map(({ slug, title, date, dateLabel, author, summary, image, readingMinutes }) => ({
      slug,
      title,
      date,
      dateLabel,
      author,
      summary,
      image,
      readingMinutes,
    })),
    "newest",
  );
  emit("posts/index.json", summaries);

  for (const [i, f] of legalFiles.entries()) {
    const { title, slug, summary, metaTitle, metaDescription, keywords, updated } = f.data;
    const iso = parseContentDate(updated)!;
    const { html } = await renderedLegal[i];
    emit("legal/{slug}.json", { title, slug, summary, metaTitle, metaDescription, keywords, updated: iso, updatedLabel: formatLongDate(iso), html }, slug);
  }

  const routes = [
    // Each solution's page right after the solutions page.
    ...FIXED_ROUTES.flatMap((r) => (r === "/solutions" ? [r, ...solutions.map((s) => `/solutions/${s.slug}`)] : [r])),
    ...industries.map((i) => i.path),
    ...towns.map((t) => `/service-area/${t.slug}`),
    ...summaries.map((p) => `/blog/${p.slug}`),
  ];
  emit("routes.json", routes);
  emit(
    "redirects.json",
    REDIRECTS.map((r) => ({ ...r, status: 301 })),
  );
  await rendering.done;
  return { outputs, searchIndex: JSON.stringify(index) };
}
