import MiniSearch from "minisearch";
import type { DistContent, DistFile, FaqEntry, Pages, PageSources, PostSummary } from "../../core/content-types.ts";
import { sortByDate } from "../../core/dates.ts";
import type { Faq, Industry, LegalPage, PostFrontMatter, Site, Solution, Town } from "../../core/schema.generated.ts";
import { SEARCH_INDEX_OPTIONS, type SearchDocument } from "../../core/search.ts";
import { SERVICE_MAP_URL } from "../../core/service-map.ts";
import { FIXED_ROUTES, REDIRECTS, routeOf } from "../../core/content/collections.ts";
import { faqEntry, industryRecord, legalRecord, postRecord, solutionRecord, townRecord } from "../../core/content/records.ts";
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

  const solutions = of("solution").map((f) => solutionRecord(f.data, images));
  for (const s of solutions) {
    emit("solutions/{slug}.json", s.page, s.page.slug);
    index.add(s.search);
  }
  // The list in the order the solutions page shows the formats: the one order of the solutions everywhere.
  const solutionOrder: string[] = pages.solutions.blocks.items.map((b) => b.solution);
  const listed = solutions.map((s) => s.summary).sort((a, b) => solutionOrder.indexOf(a.slug) - solutionOrder.indexOf(b.slug));
  emit("solutions/index.json", listed);

  const order = pages.locations.order;
  // The editors' order; an industry the list does not name comes after the listed ones, by name.
  const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
  const industries = of("industry")
    .map((f) => industryRecord(f.data, images))
    .sort((a, b) => rank(a.page.slug) - rank(b.page.slug) || a.page.name.localeCompare(b.page.name));
  for (const i of industries) {
    emit("industries/{slug}.json", i.page, i.page.slug);
    index.add(i.search);
  }
  emit(
    "industries/index.json",
    industries.map((i) => i.summary),
  );

  const towns = of("town")
    .map((f) => townRecord(f.data, images))
    .sort((a, b) => a.page.county.localeCompare(b.page.county) || a.page.name.localeCompare(b.page.name));
  for (const t of towns) {
    emit("towns/{slug}.json", t.page, t.page.slug);
    index.add(t.search);
  }
  // The map of the service area with a pin per town (the pages draw the pins as links over the outlines).
  const map = await serviceAreaMap(
    towns.map((t) => t.page),
    of("site")[0].data.address.city,
  );
  emit("map.json", map.data);
  outputs.set(`public${SERVICE_MAP_URL}`, Buffer.from(map.svg));
  emit(
    "towns/index.json",
    towns.map((t) => t.summary),
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
    const { entry, search } = faqEntry(e, await rendered[i]);
    faqEntries.push(entry);
    index.add(search);
  }
  emit("faq.json", { featured: faqFile.data.featured, entries: faqEntries });

  const defaultAuthor = `${site.shortName} Team`;
  const posts: PostSummary[] = [];
  for (const [i, f] of postFiles.entries()) {
    const post = postRecord(f.data, f.name, await renderedPosts[i], { images, defaultAuthor, status: opts.statuses?.get(f.rel) });
    posts.push(post.summary);
    emit("posts/{slug}.json", post.page, f.name);
    index.add(post.search);
  }
  const summaries = sortByDate(posts, "newest");
  emit("posts/index.json", summaries);

  for (const [i, f] of legalFiles.entries()) {
    emit("legal/{slug}.json", legalRecord(f.data, f.data.slug, (await renderedLegal[i]).html), f.data.slug);
  }

  const routes = [
    // Each solution's page right after the solutions page.
    ...FIXED_ROUTES.flatMap((r) => (r === "/solutions" ? [r, ...solutions.map((s) => s.summary.path)] : [r])),
    ...industries.map((i) => i.summary.path),
    ...towns.map((t) => t.summary.path),
    ...summaries.map((p) => routeOf("post", p.slug)),
  ];
  emit("routes.json", routes);
  emit(
    "redirects.json",
    REDIRECTS.map((r) => ({ ...r, status: 301 })),
  );
  await rendering.done;
  return { outputs, searchIndex: JSON.stringify(index) };
}
