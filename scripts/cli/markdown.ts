import { createHash } from "node:crypto";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Element, Root as HastRoot, RootContent } from "hast";
import { raw } from "hast-util-raw";
import type { Root as MdastRoot } from "mdast";
import { toString } from "mdast-util-to-string";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import { VFile as VFileClass, type VFile } from "vfile";
import { entryUrl } from "../entry.ts";
import { ROOT } from "../lib/root.ts";
import type { ImageTable } from "./images.ts";
import { writeWhole } from "../lib/output.ts";
import { CLOBBER_PREFIX, SANITIZE_SCHEMA } from "./sanitize-schema.ts";

const schema = SANITIZE_SCHEMA;

/**
 * What the page is made from, up to the sanitizer (`FRONT` below): markdown to a syntax tree (with GitHub's tables,
 * strikethrough and autolinks), then to HTML's tree, with the raw HTML (styled spans, image blocks) parsed
 * by an HTML parser. The link check (links.ts) walks this same tree, so what it checks is what is published.
 * Footnote ids get no prefix here: the sanitizer adds its own, once (`prefixedFragments` follows it).
 */
const REHYPE_OPTIONS = { allowDangerousHtml: true, clobberPrefix: "" };

/**
 * The whole pipeline, built once: `FRONT`, then safe HTML. It is frozen, so it can be shared by every
 * call; the pictures of the build reach `responsiveImages` through the file's data.
 */
const processor = unified()
  .use(remarkParse)
  .use(remarkGfm)
  .use(remarkRehype, REHYPE_OPTIONS)
  .use(parseRawHtml)
  // Everything from here on is trusted: scripts, handlers, iframes and unsafe URLs are dropped, and every
  // id and name gets the sanitizer's prefix (no `name="querySelectorAll"` replaces a DOM method).
  .use(rehypeSanitize, schema)
  .use(prefixedFragments)
  // Heading ids are made here, from the heading's text, after the sanitizer: /blog/post#heading keeps working.
  .use(rehypeSlug)
  .use(rehypeExternalLinks, { rel: ["noopener", "noreferrer"] })
  .use(responsiveImages)
  // Each body cell names its column, so a table can be read as stacked cards on a phone (post.css).
  .use(tableCellLabels)
  .use(rehypeStringify)
  .freeze();

/** `FRONT`: the pipeline up to the sanitizer alone, for the link check. */
const front = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, REHYPE_OPTIONS).use(parseRawHtml).freeze();

/**
 * The markdown's syntax tree and the HTML tree made from it before sanitizing, with positions in the
 * markdown (the raw HTML's elements at their place in the source too).
 */
export function publishedTree(markdown: string): { mdast: MdastRoot; hast: HastRoot } {
  const mdast = front.parse(markdown) as MdastRoot;
  const hast = front.runSync(mdast, new VFileClass(markdown)) as HastRoot;
  return { mdast, hast };
}

/**
 * A link to `#x` inside the document (a footnote and its back link) points at `#user-content-x` once the
 * sanitizer has prefixed the id it names.
 */
function prefixedFragments() {
  return (tree: HastRoot) => {
    const ids = new Set<string>();
    visit(tree, "element", (node: Element) => {
      if (typeof node.properties.id === "string") ids.add(node.properties.id);
    });
    visit(tree, "element", (node: Element) => {
      const href = node.properties.href;
      if (typeof href !== "string" || !href.startsWith("#")) return;
      const prefixed = `${CLOBBER_PREFIX}${href.slice(1)}`;
      if (!ids.has(href.slice(1)) && ids.has(prefixed)) node.properties.href = `#${prefixed}`;
    });
  };
}

/** Whether a node holds raw HTML anywhere inside it. */
const holdsRaw = (node: RootContent): boolean => node.type === "raw" || ("children" in node && node.children.some(holdsRaw));

/**
 * Parses the raw HTML in the tree with an HTML parser (hast-util-raw, as rehype-raw does), block by block.
 * Editors' raw HTML is mostly a styled span inside a heading: running the whole post through the parser
 * for it cost a sixth of the markdown stage. Raw HTML inside a block (a heading, a paragraph, a table cell)
 * is parsed with that block alone, so an element it leaves open ends with the block (parsing the whole
 * post, an unclosed `<div>` in one paragraph would take in every block after it). An HTML block of its own
 * may open an element that a later one closes (`<div>`, markdown, `</div>`): then the whole tree is parsed.
 */
function parseRawHtml() {
  return (tree: HastRoot, file: VFile): HastRoot => {
    if (tree.children.some((block) => block.type === "raw")) return raw(tree, { file }) as HastRoot;
    tree.children = tree.children.flatMap((block) => (holdsRaw(block) ? (raw({ type: "root", children: [block] }, { file }) as HastRoot).children : [block]));
    return tree;
  };
}

/** The markdown syntax tree, with positions, for cross-checking links and pictures. */
export function parseMarkdown(markdown: string): MdastRoot {
  return processor.parse(markdown) as MdastRoot;
}

/** The text of a syntax tree, its white space collapsed to single spaces. */
const textOf = (tree: MdastRoot) => toString(tree).replace(/\s+/g, " ").trim();

export function plainText(markdown: string): string {
  return textOf(parseMarkdown(markdown));
}

export interface RenderedMarkdown {
  html: string;
  words: number;
  readingMinutes: number;
  /** The plain text, white space collapsed: what search indexes. */
  text: string;
}

const WORDS_PER_MINUTE = 200;

/**
 * Compiles untrusted markdown to safe HTML. `images` sizes local pictures into responsive `<img>`.
 * The markdown is parsed once: the word count and the plain text come from the same tree as the HTML.
 */
export async function renderMarkdown(markdown: string, images: ImageTable): Promise<RenderedMarkdown> {
  const mdast = parseMarkdown(markdown);
  const text = textOf(mdast);
  // The same file `process()` would make: the source as its value, and the pictures for `responsiveImages`.
  const hast = await processor.run(mdast, { value: markdown, data: { images } });
  const html = String(processor.stringify(hast));
  const words = text.split(" ").filter(Boolean).length;
  return { html, words, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)), text };
}

/** Below this many documents, starting the workers (some tenths of a second each) costs more than it saves. */
export const POOL_MIN_DOCUMENTS = 50;

type Pool = import("tinypool").Tinypool;
/** A pool started ahead of the work by `startPool`, taken by the next `renderAll`. */
let early: Promise<Pool> | undefined;

async function newPool(threads: number): Promise<Pool> {
  const { Tinypool } = await import("tinypool");
  // minThreads: every worker starts (and loads the markdown modules, about a second) at once.
  return new Tinypool({ filename: entryUrl("./markdown-worker.mjs", import.meta.url).href, minThreads: threads, maxThreads: threads });
}

/**
 * Starts the worker threads now, so that they load while the main thread reads and checks the content;
 * the next `renderAll` uses them. For a build about to render many documents (a cold one).
 */
export function startPool(threads = os.availableParallelism()): void {
  if (threads >= 2 && !early) early = newPool(threads);
}

/** Stops a pool started by `startPool` that no `renderAll` took (the build stopped on errors). */
export async function stopPool(): Promise<void> {
  const pool = early;
  early = undefined;
  if (pool) await (await pool).destroy();
}

/**
 * Documents being rendered: one promise per document, in order, each settled as soon as its share of the
 * work is done, so the caller can use the first while the last are still rendering. `done` settles once
 * every document has and the worker threads have stopped.
 */
export interface Rendering {
  each: Promise<RenderedMarkdown>[];
  done: Promise<void>;
}

/** Every promise of `each` counts as handled: the caller awaits them one by one and may stop at a failure. */
function rendering(each: Promise<RenderedMarkdown>[], cleanup: () => Promise<void> = async () => {}): Rendering {
  for (const p of each) p.catch(() => {});
  const done = Promise.allSettled(each)
    .then(cleanup)
    .then(async () => {
      for (const p of each) await p;
    });
  done.catch(() => {});
  return { each, done };
}

/**
 * Starts rendering many documents. With enough of them and more than one core, they are spread over a pool
 * of worker threads, one per core; the output is the same either way.
 */
export function startRendering(markdowns: string[], images: ImageTable, opts: { threads?: number; minDocuments?: number } = {}): Rendering {
  const threads = Math.max(1, opts.threads ?? os.availableParallelism());
  // One core, or few documents: a worker would only add its start-up time.
  if (threads < 2 || markdowns.length < (opts.minDocuments ?? POOL_MIN_DOCUMENTS)) {
    const stopped = stopPool();
    let previous: Promise<unknown> = stopped;
    // One after another, as a worker would.
    const each = markdowns.map((markdown) => (previous = previous.then(() => renderMarkdown(markdown, images))) as Promise<RenderedMarkdown>);
    return rendering(each);
  }
  const pool = early ?? newPool(threads);
  early = undefined;
  // Several slices per worker, so one slow slice does not leave the other cores idle at the end.
  const size = Math.ceil(markdowns.length / (threads * 8));
  const each: Promise<RenderedMarkdown>[] = [];
  for (let i = 0; i < markdowns.length; i += size) {
    // The picture table is a Map of plain records: it is structured-cloned to the worker with each slice.
    const slice: Promise<RenderedMarkdown[]> = pool.then((p) => p.run({ markdowns: markdowns.slice(i, i + size), images }));
    for (let k = 0; k < Math.min(size, markdowns.length - i); k++) each.push(slice.then((docs) => docs[k]));
  }
  return rendering(each, async () => (await pool).destroy());
}

/** Every document of a rendering, in order, once the workers have stopped. */
async function whole({ each, done }: Rendering): Promise<RenderedMarkdown[]> {
  await done;
  return Promise.all(each);
}

/** Renders many documents; the results in the same order. */
export const renderAll = (markdowns: string[], images: ImageTable, opts: { threads?: number; minDocuments?: number } = {}) =>
  whole(startRendering(markdowns, images, opts));

/**
 * `startRendering` with a cache of rendered documents, so changing one post renders one post. The cache is
 * one file (`loadMarkdownCache`): a file per document cost a thousand file creations in a cold build, each slower
 * than rendering a short post. A document is found again by its text, the pictures' built sizes and URLs,
 * this module's code and the versions of the markdown packages (a change in any of them renders it anew).
 * Once every document is rendered, the file is rewritten with this run's documents only.
 */
const MARKDOWN_PACKAGES = [
  "unified",
  "remark-parse",
  "remark-gfm",
  "remark-rehype",
  "hast-util-raw",
  "rehype-sanitize",
  "rehype-slug",
  "rehype-external-links",
  "rehype-stringify",
  "mdast-util-to-string",
];

/** The rendered documents of the last run, by key, and the file they are kept in. */
export interface MarkdownCache {
  file: string;
  entries: Record<string, RenderedMarkdown>;
}

export async function loadMarkdownCache(file: string): Promise<MarkdownCache> {
  // No cache yet, or not readable: everything is rendered.
  const entries = await fsp.readFile(file, "utf8").then(
    (text) => JSON.parse(text) as Record<string, RenderedMarkdown>,
    () => ({}),
  );
  return { file, entries };
}

export function startRenderingCached(markdowns: string[], images: ImageTable, cache: MarkdownCache): Rendering {
  const code = createHash("sha256").update(fs.readFileSync(new URL(import.meta.url)));
  for (const pkg of MARKDOWN_PACKAGES) code.update(fs.readFileSync(path.join(ROOT, "node_modules", pkg, "package.json")));
  code.update(JSON.stringify([...images].map(([ref, img]) => [ref, img.src, img.srcSet, img.width, img.height])));
  const base = code.digest("hex");
  const keys = markdowns.map((md) => createHash("sha256").update(base).update(md).digest("hex").slice(0, 32));
  const cached = cache.entries;
  const missing = keys.flatMap((key, i) => (Object.hasOwn(cached, key) ? [] : [i]));
  const rendered = startRendering(
    missing.map((i) => markdowns[i]),
    images,
  );
  const each = keys.map((key) => Promise.resolve(cached[key]));
  missing.forEach((i, k) => (each[i] = rendered.each[k]));
  const save = async () => {
    await rendered.done;
    const kept = Object.fromEntries(await Promise.all(keys.map(async (key, i) => [key, await each[i]] as const)));
    if (!missing.length && Object.keys(cached).length === Object.keys(kept).length) return;
    await writeWhole(cache.file, JSON.stringify(kept));
  };
  // A document that failed fails the build through `each`; the cache is then left as it was.
  return rendering(each, () => save().catch(() => {}));
}

/** `startRenderingCached`, the results in the same order. */
export async function renderAllCached(markdowns: string[], images: ImageTable, cacheFile: string): Promise<RenderedMarkdown[]> {
  return whole(startRenderingCached(markdowns, images, await loadMarkdownCache(cacheFile)));
}

/** Every body cell of a table gets its column's heading as `data-label`. */
function tableCellLabels() {
  return (tree: HastRoot) => {
    visit(tree, "element", (table: Element) => {
      if (table.tagName !== "table") return;
      const headings: string[] = [];
      visit(table, "element", (th: Element) => {
        if (th.tagName === "th") headings.push(hastText(th).trim());
      });
      visit(table, "element", (row: Element) => {
        if (row.tagName !== "tr") return;
        row.children
          .filter((c): c is Element => c.type === "element" && c.tagName === "td")
          .forEach((td, i) => {
            if (headings[i]) td.properties = { ...td.properties, dataLabel: headings[i] };
          });
      });
    });
  };
}

const hastText = (node: Element | RootContent): string =>
  node.type === "text" ? node.value : "children" in node ? node.children.map((c) => hastText(c as RootContent)).join("") : "";

/** Local `/images/...` pictures become webp `srcset`s with their size reserved and lazy loading. */
function responsiveImages() {
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    const images = file.data.images as ImageTable | undefined;
    if (!images) return;
    visit(tree, "element", (node: Element) => {
      if (node.tagName !== "img" || typeof node.properties.src !== "string") return;
      const built = images.get(node.properties.src);
      if (!built) return;
      node.properties = {
        ...node.properties,
        src: built.src,
        srcSet: built.srcSet,
        sizes: "(min-width: 800px) 800px, 100vw",
        width: built.width,
        height: built.height,
        loading: "lazy",
        decoding: "async",
      };
    });
  };
}
