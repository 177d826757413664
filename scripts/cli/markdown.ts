import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../lib/root.ts";
import type { ImageTable } from "./images.ts";
import { readJsonCache } from "../lib/cache-check.mjs";
import { writeWhole } from "../lib/output.ts";
import { renderMarkdown, type RenderedMarkdown } from "../../core/content/markdown-processor.ts";
import { scanMarkdown, type Scan } from "../../core/content/links.ts";

// The pipeline itself (the unified processor, the sanitizer's schema, the word count) is in
// core/content/markdown-processor.ts, which the editor's previews run in the browser too; this module spreads
// the work over worker threads and keeps the cache.

/** Below this many documents, starting the workers (some tenths of a second each) costs more than it saves. */
export const POOL_MIN_DOCUMENTS = 50;

type Pool = import("tinypool").Tinypool;
/** Workers started ahead of the work by `startPool`, taken by the next `renderAll`: a pool of one thread each. */
let early: Promise<Pool[]> | undefined;
/** The worker that scanned a text: it keeps the trees the scan made, and renders the text from them. */
const scannedBy = new Map<string, number>();

async function newPools(threads: number): Promise<Pool[]> {
  const { Tinypool } = await import("tinypool");
  // Every worker starts (and loads the markdown modules, about a second) at once.
  return Array.from({ length: threads }, () => new Tinypool({ filename: new URL("./markdown-worker.ts", import.meta.url).href, minThreads: 1, maxThreads: 1 }));
}

/**
 * Starts the worker threads now, so that they load while the main thread reads and checks the content;
 * the next `renderAll` uses them. For a build about to render many documents (a cold one).
 */
export function startPool(threads = os.availableParallelism()): void {
  if (threads >= 2 && !early) early = newPools(threads);
}

/**
 * The link scans of many texts (`scanMarkdown`, links.ts) on the workers `startPool` started, in slices: in a cold
 * build of a large site they run while the main thread goes on checking. Without workers, or for a few texts, here.
 * Each worker keeps the trees it made and renders those texts from them (`startRendering`): markdown is parsed once.
 */
export async function scanTexts(texts: string[]): Promise<Scan[]> {
  if (!early || texts.length < POOL_MIN_DOCUMENTS) return texts.map((text) => scanMarkdown(text));
  const pools = await early;
  const size = Math.ceil(texts.length / (pools.length * 8));
  const slices: Promise<Scan[]>[] = [];
  for (let i = 0, w = 0; i < texts.length; i += size, w = (w + 1) % pools.length) {
    const slice = texts.slice(i, i + size);
    for (const text of slice) scannedBy.set(text, w);
    slices.push(pools[w].run({ texts: slice }, { name: "scan" }));
  }
  return (await Promise.all(slices)).flat();
}

/** Stops workers started by `startPool` that no `renderAll` took (the build stopped on errors). */
export async function stopPool(): Promise<void> {
  const pools = early;
  early = undefined;
  scannedBy.clear();
  if (pools) await Promise.all((await pools).map((pool) => pool.destroy()));
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
  const pools = early ?? newPools(threads);
  early = undefined;
  // Each document to the worker that scanned it, the others in turn; several slices per worker, so one slow
  // slice does not leave the other cores idle at the end.
  const byWorker: number[][] = Array.from({ length: threads }, () => []);
  markdowns.forEach((markdown, i) => byWorker[(scannedBy.get(markdown) ?? i) % threads].push(i));
  scannedBy.clear();
  const size = Math.ceil(markdowns.length / (threads * 8));
  const each: Promise<RenderedMarkdown>[] = [];
  byWorker.forEach((mine, w) => {
    for (let i = 0; i < mine.length; i += size) {
      const ids = mine.slice(i, i + size);
      // The picture table is a Map of plain records: it is structured-cloned to the worker with each slice.
      const slice: Promise<RenderedMarkdown[]> = pools.then((p) => p[w % p.length].run({ markdowns: ids.map((id) => markdowns[id]), images }));
      ids.forEach((id, k) => (each[id] = slice.then((docs) => docs[k])));
    }
  });
  return rendering(each, async () => void (await Promise.all((await pools).map((pool) => pool.destroy()))));
}

/**
 * `startRendering` with a cache of rendered documents, so changing one post renders one post. The cache is
 * one file (`loadMarkdownCache`): a file per document cost a thousand file creations in a cold build, each slower
 * than rendering a short post. A document is found again by its text, the pictures' built sizes and URLs,
 * the code of this module and of markdown-processor.ts and the versions of the markdown packages (a change in any of them renders it anew).
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
  /** The file was dropped in part or whole as it was read: it is written again even if nothing is rendered. */
  damaged?: boolean;
}

/** An entry of the cache as `renderMarkdown` returns it. */
function isRendered(value: unknown): value is RenderedMarkdown {
  if (typeof value !== "object" || value === null) return false;
  const { html, words, readingMinutes, text } = value as Record<string, unknown>;
  return typeof html === "string" && typeof text === "string" && Number.isInteger(words) && Number.isInteger(readingMinutes);
}

export async function loadMarkdownCache(file: string): Promise<MarkdownCache> {
  // No cache yet: everything is rendered. Cut short, garbled or of the wrong shape: dropped with a note, and
  // what it held rendered again (the file is rewritten once the rendering is done).
  let damaged = false;
  const entries = await readJsonCache(file, isRendered, (line) => {
    console.warn(line);
    damaged = true;
  });
  return { file, entries, damaged };
}

/** The pipeline's own code in core/, shared with the editor: a change to it renders every document anew. */
const MARKDOWN_SOURCES = ["core/content/markdown-processor.ts", "core/content/sanitize-schema.ts", "core/content/dom-names.ts", "core/content/images.ts"];

export function startRenderingCached(markdowns: string[], images: ImageTable, cache: MarkdownCache): Rendering {
  const code = createHash("sha256").update(fs.readFileSync(new URL(import.meta.url)));
  for (const file of MARKDOWN_SOURCES) code.update(fs.readFileSync(path.join(ROOT, file)));
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
    if (!missing.length && !cache.damaged && Object.keys(cached).length === Object.keys(kept).length) return;
    await writeWhole(cache.file, JSON.stringify(kept));
  };
  // A document that failed fails the build through `each`; the cache is then left as it was.
  return rendering(each, () => save().catch(() => {}));
}
