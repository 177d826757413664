// An entry as the editor holds it (the fields of its content file) turned into what the content build
// writes for it in dist-content/, with the CLI's own code: pictures resolved by `resolveImages`, markdown by
// the CLI's unified pipeline and sanitizer, post dates by core/dates.ts. A half-written entry is first
// given an empty value for each required field it lacks, so a page shows an empty place there.
import type { AdminPreviewData } from "../../core/admin-preview.ts";
import type { FaqData, IndustrySummary, LegalPageData, PostData, PostSummary, SiteData, SolutionSummary, TownSummary } from "../../core/content-types.ts";
import type { Site } from "../../core/schema.generated.ts";
import { formatLongDate, parseContentDate } from "../../core/dates.ts";
import { markdownOverLimit } from "../../core/content/limits.ts";
import { renderMarkdown } from "../../core/content/markdown-processor.ts";
import { resolveImages } from "../../core/content/resolve-images.ts";
import { fillTokens } from "../../core/content/legal.ts";

type Picture = AdminPreviewData["images"][string];
type Json = Record<string, unknown>;

/** The kinds of content, as the editor's collections hold them. */
export type Kind = "site" | "page" | "solution" | "industry" | "town" | "faq" | "post" | "legal";

/** A slug for the loaders' lookups while the entry has none yet (a new entry). */
export const NEW_SLUG = "new-entry";
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugOf = (data: Json) => (typeof data.slug === "string" && SLUG.test(data.slug) ? data.slug : NEW_SLUG);

interface SchemaNode {
  $ref?: string;
  type?: string;
  properties?: Record<string, SchemaNode>;
  required?: string[];
  items?: SchemaNode;
  enum?: unknown[];
}

/** Follows `$ref`s across the schemas, as scripts/cli/cms.ts does. */
function resolve(schemas: AdminPreviewData["schemas"], file: string, node: SchemaNode): { node: SchemaNode; file: string } {
  while (node.$ref) {
    const [target, pointer = ""] = node.$ref.split("#");
    if (target) file = target;
    let next: unknown = schemas[file];
    for (const part of pointer.split("/").filter(Boolean)) next = (next as Record<string, unknown> | undefined)?.[part];
    if (!next) return { node: {}, file };
    node = next as SchemaNode;
  }
  return { node, file };
}

const EMPTY: Record<string, () => unknown> = { string: () => "", array: () => [], number: () => 0, integer: () => 0, boolean: () => false };

/** `value` with every required property it lacks (undefined or null) given an empty value of its type. */
export function fillRequired(schemas: AdminPreviewData["schemas"], file: string, own: SchemaNode, value: unknown): unknown {
  const { node, file: at } = resolve(schemas, file, own);
  if (node.type === "array") return Array.isArray(value) ? value.map((v) => fillRequired(schemas, at, node.items ?? {}, v)) : [];
  if (node.type !== "object" || !node.properties) return value ?? EMPTY[node.type ?? (node.enum ? typeof node.enum[0] : "")]?.();
  const obj: Json = value && typeof value === "object" && !Array.isArray(value) ? { ...(value as Json) } : {};
  const required = new Set(node.required ?? []);
  for (const [name, prop] of Object.entries(node.properties)) {
    if (obj[name] === undefined || obj[name] === null) {
      if (required.has(name)) obj[name] = fillRequired(schemas, at, prop, undefined);
      else delete obj[name];
    } else obj[name] = fillRequired(schemas, at, prop, obj[name]);
  }
  return obj;
}

/**
 * The built pictures; a picture the build has no variants of (just uploaded, or never used on a page) is
 * shown from the editor's own copy (`getAsset`), at a provisional size.
 */
export class Pictures extends Map<string, Picture> {
  /** Which pictures: the same built table and the same uploads render the same markdown the same way. */
  readonly key: string;
  constructor(
    built: AdminPreviewData["images"],
    private readonly asset: (ref: string) => string | undefined,
    uploads = "",
  ) {
    super(Object.entries(built));
    this.key = uploads;
  }
  override get(ref: string): Picture {
    const built = super.get(ref);
    if (built) return built;
    const url = ref ? (this.asset(ref) ?? "") : "";
    return { src: url, srcSet: "", large: url, width: 1200, height: 800 };
  }
}

/**
 * Rendered markdown by its text, for the pictures of this session: typing in one FAQ question leaves the
 * other answers' HTML as it was instead of rendering all of them again.
 */
const rendered = new Map<string, ReturnType<typeof renderMarkdown>>();
const RENDERED_KEPT = 200;
function markdown(text: string, pictures: Pictures): ReturnType<typeof renderMarkdown> {
  // Past a limit the parser would overflow or stall: the page shows nothing there, the problem list says why.
  if (markdownOverLimit(text)) text = "";
  const key = `${pictures.key}\n${text}`;
  let result = rendered.get(key);
  if (!result) {
    if (rendered.size >= RENDERED_KEPT) rendered.delete(rendered.keys().next().value!);
    result = renderMarkdown(text, pictures);
    rendered.set(key, result);
  }
  return result;
}

/** Replaces (or adds) the summary of `slug` in an index file of dist-content/. */
function withSummary<T extends { slug: string }>(index: T[] | undefined, summary: T): T[] {
  const list = [...(index ?? [])];
  const at = list.findIndex((s) => s.slug === summary.slug);
  if (at >= 0) list[at] = summary;
  else list.push(summary);
  return list;
}

export interface Built {
  /** The files of dist-content/ the entry makes, by their path there. */
  files: Map<string, unknown>;
}

/**
 * The files of dist-content/ this entry makes, as the content build makes them (scripts/cli/transform.ts).
 * `current` reads a file of the built content (for the index the entry's summary goes into).
 */
export async function buildEntry(kind: Kind, name: string, data: Json, pictures: Pictures, current: (rel: string) => unknown): Promise<Built> {
  const files = new Map<string, unknown>();
  const slug = slugOf(data);
  switch (kind) {
    case "site":
      files.set("site.json", resolveImages(data, pictures));
      break;
    case "page":
      files.set(`pages/${name}.json`, resolveImages(data, pictures));
      break;
    case "solution": {
      const s = resolveImages(data, pictures) as unknown as SolutionSummary & { carousel: SolutionSummary["image"][] };
      files.set(`solutions/${slug}.json`, s);
      const summary = { slug, name: s.name, heading: s.heading, intro: s.intro, path: `/solutions/${slug}`, image: s.carousel[0] };
      files.set("solutions/index.json", withSummary(current("solutions/index.json") as SolutionSummary[], summary));
      break;
    }
    case "industry": {
      // The path follows from the slug, as the content build derives it.
      const i = { ...(resolveImages(data, pictures) as unknown as IndustrySummary & { card: { benefits: string[] } }), path: `/locations/${slug}` };
      files.set(`industries/${slug}.json`, i);
      const summary = { slug, name: i.name, path: i.path, title: i.title, description: i.description, image: i.image, benefits: i.card.benefits };
      files.set("industries/index.json", withSummary(current("industries/index.json") as IndustrySummary[], summary));
      break;
    }
    case "town": {
      const t = { ...(resolveImages(data, pictures) as unknown as TownSummary), path: `/service-area/${slug}` };
      files.set(`towns/${slug}.json`, t);
      const summary = { slug, name: t.name, county: t.county, description: t.description, image: t.image, path: t.path };
      files.set("towns/index.json", withSummary(current("towns/index.json") as TownSummary[], summary));
      break;
    }
    case "faq": {
      const faq = data as { featured: string[]; entries: { id: string; category: FaqData["entries"][number]["category"]; question: string; answer: string }[] };
      const entries = await Promise.all(
        faq.entries.map(async (e) => {
          const { html, text } = await markdown(e.answer, pictures);
          return { id: e.id, category: e.category, question: e.question, answerHtml: html, answerText: text };
        }),
      );
      files.set("faq.json", { featured: faq.featured, entries } satisfies FaqData);
      break;
    }
    case "post": {
      const { imageUrl, imageAlt, date, author, body, ...front } = data as Json & {
        imageUrl: string;
        imageAlt: string;
        date: string;
        author?: string;
        body?: string;
      };
      const markup = await markdown(typeof body === "string" ? body : "", pictures);
      const isoDate = parseContentDate(String(date));
      const site = current("site.json") as SiteData;
      const post = {
        ...(front as Pick<PostData, "title" | "summary" | "metaTitle" | "metaDescription"> & { keywords?: string[] }),
        slug,
        date: isoDate ?? "",
        dateLabel: isoDate ? formatLongDate(isoDate) : "",
        author: author || `${site.shortName} Team`,
        image: resolveImages({ src: imageUrl, alt: imageAlt }, pictures),
        keywords: (front.keywords as string[] | undefined) ?? [],
        html: markup.html,
        words: markup.words,
        readingMinutes: markup.readingMinutes,
      } satisfies PostData;
      files.set(`posts/${slug}.json`, post);
      const { title, dateLabel, summary, image, readingMinutes } = post;
      const index = current("posts/index.json") as PostSummary[];
      files.set("posts/index.json", withSummary(index, { slug, title, date: post.date, dateLabel, author: post.author, summary, image, readingMinutes }));
      break;
    }
    case "legal": {
      const { updated, body, ...front } = data as Json & { updated: string; body?: string };
      // The values of site.yaml filled in, as the content build does (core/content/legal.ts).
      const site = current("site.json") as unknown as Site;
      const markup = await markdown(fillTokens(typeof body === "string" ? body : "", site), pictures);
      const iso = parseContentDate(String(updated));
      const legal = {
        ...(front as Pick<LegalPageData, "title" | "summary" | "metaTitle" | "metaDescription" | "keywords">),
        slug,
        updated: iso ?? "",
        updatedLabel: iso ? formatLongDate(iso) : "",
        html: markup.html,
      } satisfies LegalPageData;
      files.set(`legal/${slug}.json`, legal);
      break;
    }
  }
  return { files };
}
