import { formatLongDate, parseContentDate, sortByDate } from "../../src/lib/dates.ts";
import MiniSearch from "minisearch";
import { SEARCH_INDEX_OPTIONS, type SearchDocument } from "../../src/lib/search.ts";
import { SERVICE_MAP_URL } from "../../src/lib/service-map.ts";
import { FIXED_ROUTES, REDIRECTS } from "./config.ts";
import type { ImageTable } from "./images.ts";
import type { SourceFile } from "./load.ts";
import { startRendering, startRenderingCached, type MarkdownCache } from "./markdown.ts";
import { serviceAreaMap } from "./service-map.ts";

const PEXELS = (id: number, w: number) => `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&w=${w}`;

/** Replaces every picture reference `{src, alt}` with what the app needs to show it at the right size. */
export function resolveImages(value: unknown, images: ImageTable): any {
  if (Array.isArray(value)) return value.map((v) => resolveImages(v, images));
  if (!value || typeof value !== "object") return value;
  const obj = value as Record<string, unknown>;
  if (typeof obj.alt === "string" && (typeof obj.src === "string" || typeof obj.pexelsId === "number")) {
    const { src, pexelsId, ...rest } = obj;
    if (typeof pexelsId === "number") {
      return { ...rest, src: PEXELS(pexelsId, 800), srcSet: [480, 800, 1200].map((w) => `${PEXELS(pexelsId, w)} ${w}w`).join(", "), large: PEXELS(pexelsId, 1200), width: 1200, height: 800 };
    }
    const img = images.get(src as string)!;
    return { ...rest, src: img.src, srcSet: img.srcSet, large: img.large, width: img.width, height: img.height };
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, resolveImages(v, images)]));
}

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`);

/**
 * Turns the checked records into the JSON files of dist-content/, keyed by their path in it, and the site
 * search's index (serialized MiniSearch). Each post is written out and indexed as soon as its markdown is
 * rendered, while later ones still are; the index takes the documents in the same order every time.
 */
export async function transform(files: SourceFile[], images: ImageTable, opts: { markdownCache?: MarkdownCache } = {}): Promise<{ outputs: Map<string, Buffer>; searchIndex: string }> {
  const outputs = new Map<string, Buffer>();
  const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  const of = (kind: SourceFile["kind"]) => files.filter((f) => f.kind === kind).sort((a, b) => a.name.localeCompare(b.name));
  const resolve = (f: SourceFile) => resolveImages(f.data, images);

  const site = resolve(of("site")[0]);
  outputs.set("site.json", json(site));

  const pages = Object.fromEntries(of("page").map((f) => [f.name, resolve(f)]));
  for (const [name, data] of Object.entries(pages)) outputs.set(`pages/${name}.json`, json(data));

  const solutions = of("solution").map(resolve);
  for (const s of solutions) {
    outputs.set(`solutions/${s.slug}.json`, json(s));
    index.add({ id: `solution:${s.slug}`, type: "Solution", title: s.name, url: `/solutions/${s.slug}`, text: [s.heading, s.intro, ...s.benefits.map((b: any) => `${b.title} ${b.description}`)].join(" ") });
  }
  outputs.set("solutions/index.json", json(solutions.map(({ slug, name, heading, intro, carousel }: any) => ({ slug, name, heading, intro, path: `/solutions/${slug}`, image: carousel[0] }))));

  const order: string[] = pages.locations.order;
  const industries = of("industry").map(resolve).sort((a, b) => order.indexOf(a.slug) - order.indexOf(b.slug));
  for (const i of industries) {
    outputs.set(`industries/${i.slug}.json`, json(i));
    index.add({ id: `industry:${i.slug}`, type: "Industry", title: i.name, url: i.path, text: [i.title, i.description, i.hero.peachText, i.hero.description, ...i.faq.map((q: any) => q.question)].join(" ") });
  }
  outputs.set("industries/index.json", json(industries.map(({ slug, name, path, title, description, image, card }: any) => ({ slug, name, path, title, description, image, benefits: card.benefits }))));

  const towns = of("town").map(resolve).sort((a, b) => a.county.localeCompare(b.county) || a.name.localeCompare(b.name));
  for (const t of towns) {
    outputs.set(`towns/${t.slug}.json`, json({ ...t, path: `/service-area/${t.slug}` }));
    index.add({ id: `town:${t.slug}`, type: "Town", title: `${t.name}, ${t.county}`, url: `/service-area/${t.slug}`, text: [t.description, t.hyperlocalIntro, ...t.landmarks, ...t.zipCodes].join(" ") });
  }
  // The map of the service area with a pin per town (the pages draw the pins as links over the outlines).
  const map = await serviceAreaMap(towns);
  outputs.set("map.json", json(map.data));
  outputs.set(`public${SERVICE_MAP_URL}`, Buffer.from(map.svg));
  outputs.set("towns/index.json", json(towns.map(({ slug, name, county, description, image }: any) => ({ slug, name, county, description, image, path: `/service-area/${slug}` }))));

  const faqFile = of("faq")[0];
  const postFiles = of("post");
  // Every FAQ answer and post body is rendered in one batch (over worker threads when there are many).
  const faqAnswers: { id: string; category: string; question: string; answer: string }[] = faqFile.data.entries;
  const markdowns = [...faqAnswers.map((e) => e.answer), ...postFiles.map((f) => f.body ?? "")];
  const rendering = opts.markdownCache ? startRenderingCached(markdowns, images, opts.markdownCache) : startRendering(markdowns, images);
  const rendered = rendering.each;
  const renderedPosts = rendered.slice(faqAnswers.length);

  const faqEntries = [];
  for (const [i, e] of faqAnswers.entries()) {
    const { html, text: answerText } = await rendered[i];
    faqEntries.push({ id: e.id, category: e.category, question: e.question, answerHtml: html, answerText });
    index.add({ id: `faq:${e.id}`, type: "FAQ", title: e.question, url: `/faq#${e.id}`, text: answerText, category: e.category });
  }
  outputs.set("faq.json", json({ featured: faqFile.data.featured, entries: faqEntries }));

  const defaultAuthor = `${site.shortName} Team`;
  const posts = [];
  for (const [i, f] of postFiles.entries()) {
    const { imageUrl, imageAlt, date, author, ...front } = f.data;
    const rendered = await renderedPosts[i];
    const isoDate = parseContentDate(date)!;
    const post = {
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
    };
    posts.push(post);
    outputs.set(`posts/${post.slug}.json`, json(post));
    index.add({ id: `post:${post.slug}`, type: "Blog post", title: post.title, url: `/blog/${post.slug}`, text: `${post.summary} ${rendered.text}` });
  }
  const summaries = sortByDate(
    posts.map(({ slug, title, date, dateLabel, author, summary, image, readingMinutes }) => ({ slug, title, date, dateLabel, author, summary, image, readingMinutes })),
    "newest",
  );
  outputs.set("posts/index.json", json(summaries));

  const routes = [
    ...FIXED_ROUTES,
    ...industries.map((i: any) => i.path),
    ...towns.map((t: any) => `/service-area/${t.slug}`),
    ...summaries.map((p) => `/blog/${p.slug}`),
  ];
  outputs.set("routes.json", json(routes));
  outputs.set("redirects.json", json(REDIRECTS.map((r) => ({ ...r, status: 301 }))));
  await rendering.done;
  return { outputs, searchIndex: JSON.stringify(index) };
}
