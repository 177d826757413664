// An entry as the editor holds it (the fields of its content file) turned into what the content build
// writes for it in dist-content/, with the content build's own code (its collection's transform): pictures
// resolved by `resolveImages`, markdown by the same unified pipeline and sanitizer. A half-written entry is first
// given an empty value for each required field it lacks, so a page shows an empty place there.
import type { AdminPreviewData } from "../../core/admin-preview.ts";
import type { Pages, SiteData } from "../../core/content-types.ts";
import type { Site } from "../../core/schema.generated.ts";
import { collectionOf, listOf, outputOf, routeOf } from "../../core/content/collections.ts";
import type { BuildContext } from "../../core/content/define.ts";
import { markdownOverLimit } from "../../core/content/limits.ts";
import { renderMarkdown } from "../../core/content/markdown-processor.ts";
import { businessDay, postStatus } from "../../core/content/publish.ts";
import { followRef, type SchemaNode } from "../../core/content/schema-ref.ts";

type Picture = AdminPreviewData["images"][string];
type Json = Record<string, unknown>;

/** A slug for the loaders' lookups while the entry has none yet (a new entry). */
export const NEW_SLUG = "new-entry";
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const slugOf = (data: Json) => (typeof data.slug === "string" && SLUG.test(data.slug) ? data.slug : NEW_SLUG);

/** Follows `$ref`s across the schemas, as the editor's configuration does. */
const resolve = (schemas: AdminPreviewData["schemas"], file: string, node: SchemaNode) => followRef((f) => schemas[f], file, node);

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
  private readonly asset: (ref: string) => string | undefined;
  constructor(built: AdminPreviewData["images"], asset: (ref: string) => string | undefined, uploads = "") {
    super(Object.entries(built));
    this.key = uploads;
    this.asset = asset;
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
 * The files of dist-content/ this entry makes, with its collection's own transform (core/collections/).
 * `current` reads a file of the built content (the site's facts, the fixed pages, the list the entry's card goes into).
 */
export async function buildEntry(kind: string, name: string, data: Json, pictures: Pictures, current: (rel: string) => unknown): Promise<Built> {
  const c = collectionOf(kind);
  const files = new Map<string, unknown>();
  const slug = slugOf(data);
  const site = current("site.json") as SiteData;
  // What the content build gives every transform; the fixed pages read from the last build as they are asked for.
  const pages = new Proxy({}, { get: (_, page) => current(`pages/${String(page)}.json`) }) as Pages;
  const ctx: BuildContext = { images: pictures, site, siteSource: site as unknown as Site, pages };
  const { body, ...fields } = data;
  // The entry as the content build reads its file: fields of the schema's types, the required ones filled in.
  const entryData = c.files ? fields : { ...fields, slug };
  const text = typeof body === "string" ? body : "";
  const rendered = await Promise.all(c.markdown({ data: entryData, body: text }, ctx).map((t) => markdown(t, pictures)));
  const file = c.files ? name : slug;
  // A draft or a record dated after today shows the banner a deploy preview shows on it.
  const status = c.format === "markdown" ? postStatus(fields, businessDay()) : undefined;
  const out = c.transform({ name: file, data: entryData, body: text, rendered, path: c.route ? routeOf(c, file) : "", status }, ctx);
  files.set(outputOf(c, file), out.page);
  if (!c.files) files.set(listOf(c), withSummary(current(listOf(c)) as { slug: string }[], out.summary as { slug: string }));
  return { files };
}
