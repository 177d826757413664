import MiniSearch from "minisearch";
import type { Pages, PageSources, TownData } from "../../core/content-types.ts";
import type { Site } from "../../core/schema.generated.ts";
import { SEARCH_INDEX_OPTIONS, type SearchDocument } from "../../core/search.ts";
import { SERVICE_MAP_URL } from "../../core/service-map.ts";
import { collectionOf, COLLECTIONS, listOf, outputOf, REDIRECTS, routeOf, SITE_ROUTES } from "../../core/content/collections.ts";
import type { BuildContext, Output } from "../../core/content/define.ts";
import type { ImageTable } from "./images.ts";
import type { PostStatus } from "../../core/content/publish.ts";
import type { SourceFile } from "../../core/content/source.ts";
import { startRendering, startRenderingCached, type MarkdownCache } from "./markdown.ts";
import { serviceAreaMap } from "./service-map.ts";
import { resolveImages } from "../../core/content/resolve-images.ts";

const json = (value: unknown) => Buffer.from(`${JSON.stringify(value, null, 1)}\n`);

/**
 * Turns the checked records into the JSON files of dist-content/, keyed by their path in it, and the site
 * search's index (serialized MiniSearch). Each collection's files go through its definition's transform
 * (core/collections/), in the collections' order; a record's page data is written as soon as its markdown
 * is rendered, while later ones still are. The index takes the documents in the same order every time.
 */
export async function transform(
  files: SourceFile[],
  images: ImageTable,
  opts: { markdownCache?: MarkdownCache; statuses?: ReadonlyMap<string, PostStatus> } = {},
): Promise<{ outputs: Map<string, Buffer>; searchIndex: string }> {
  const outputs = new Map<string, Buffer>();
  const emit = (rel: string, value: unknown) => outputs.set(rel, json(value));
  const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  const byName = (a: SourceFile, b: SourceFile) => a.name.localeCompare(b.name);

  // What every transform may read: the pictures, the site's facts and the fixed pages' words.
  const siteSource = files.find((f) => f.kind === collectionOf("site").kind)!.data as Site;
  const pageFiles = files.filter((f) => f.kind === collectionOf("page").kind);
  const pages = Object.fromEntries(pageFiles.map((f) => [f.name, resolveImages(f.data as PageSources[keyof PageSources], images)])) as Pages;
  const ctx: BuildContext = { images, site: resolveImages(siteSource, images), siteSource, pages };

  const collections = COLLECTIONS.map((c) => ({ c, files: files.filter((f) => f.kind === c.kind).sort(byName) }));
  // Every markdown text of every collection is rendered in one batch (over worker threads when there are many).
  const texts = collections.map(({ c, files }) => files.map((f) => c.markdown({ data: f.data, body: f.body ?? "" }, ctx)));
  const markdowns = texts.flat(2);
  const rendering = opts.markdownCache ? startRenderingCached(markdowns, images, opts.markdownCache) : startRendering(markdowns, images);
  // A document that fails to render (a case no limit of core/content/limits.ts foresaw) names its file.
  const sources = collections.flatMap(({ files }, i) => files.flatMap((f, j) => texts[i][j].map(() => f.rel)));
  const rendered = rendering.each.map((p, i) =>
    p.catch((caught: unknown) => {
      throw Object.assign(caught instanceof Error ? caught : new Error(String(caught)), { file: sources[i] });
    }),
  );
  for (const p of rendered) p.catch(() => {});

  /** The records' page data in their list's order, by collection (for the route list and the map). */
  const built = new Map<string, { name: string; out: Output<unknown, unknown> }[]>();
  let next = 0;
  for (const [i, { c, files }] of collections.entries()) {
    const outs: { name: string; out: Output<unknown, unknown> }[] = [];
    for (const [j, f] of files.entries()) {
      const own = rendered.slice(next, (next += texts[i][j].length));
      const path = c.route ? routeOf(c, f.name) : "";
      const entry = { name: f.name, data: f.data, body: f.body ?? "", rendered: await Promise.all(own), path, status: opts.statuses?.get(f.rel) };
      const out = c.transform(entry, ctx);
      emit(outputOf(c, f.name), out.page);
      outs.push({ name: f.name, out });
    }
    const order = c.order;
    if (order) outs.sort((a, b) => order(a.out, b.out, ctx));
    for (const { out } of outs) for (const doc of out.search ?? []) index.add(doc);
    if (!c.files)
      emit(
        listOf(c),
        outs.map(({ out }) => out.summary),
      );
    built.set(c.name, outs);
  }

  // The map of the service area with a pin per town (the pages draw the pins as links over the outlines).
  const towns = collectionOf("town");
  const map = await serviceAreaMap(
    (built.get(towns.name) ?? []).map((t) => t.out.page as TownData),
    siteSource.address.city,
  );
  emit("map.json", map.data);
  outputs.set(`public${SERVICE_MAP_URL}`, Buffer.from(map.svg));

  // Every page of the site, in the route table's order, a collection's records in its list's order.
  const routes = SITE_ROUTES.flatMap((r) => (r.collection ? (built.get(r.collection.name) ?? []).map((o) => routeOf(r.collection!, o.name)) : [r.path]));
  emit("routes.json", routes);
  emit(
    "redirects.json",
    REDIRECTS.map((r) => ({ ...r, status: 301 })),
  );
  await rendering.done;
  return { outputs, searchIndex: JSON.stringify(index) };
}
