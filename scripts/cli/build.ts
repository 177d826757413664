import fs from "node:fs/promises";
import path from "node:path";
import { SingleBar } from "cli-progress";
import type { Site } from "../../core/schema.generated.ts";
import { SEARCH_INDEX_URL } from "../../core/search.ts";
import { HEADING_FONT } from "../../core/fonts.ts";
import { PICTURES_APART_FILE, type Paths } from "./config.ts";
import { FINGERPRINT_FILE, inputsHash, intactFingerprint } from "./fingerprint.ts";
import { encodeImages, faviconIco, variantFiles } from "./images.ts";
import { loadMarkdownCache, POOL_MIN_DOCUMENTS, startPool, stopPool, type MarkdownCache } from "./markdown.ts";
import { recoverOutput, writeOutput, type OutputEntry, type WriteSummary } from "../lib/output.ts";
import { ROOT } from "../lib/root.ts";
import { checkContent } from "./pipeline.ts";
import { publishing } from "./publishing.ts";
import type { Problems } from "../../core/content/problems.ts";
import { transform } from "./transform.ts";

export interface BuildResult {
  problems?: Problems;
  fileCount: number;
  imageCount: number;
  /** Undefined when nothing was written because of errors. */
  summary?: WriteSummary;
  encoded: number;
  reused: number;
  /** The inputs had not changed since the last good build: nothing was redone. */
  upToDate: boolean;
}

const countFiles = async (dir: string) => (await fs.readdir(dir).catch(() => [])).length;

/** A bar on a terminal; plain lines in CI or a pipe, where a bar would be noise. */
function imageProgress(total: number) {
  const tty = process.stdout.isTTY && !process.env.CI;
  if (tty) {
    const bar = new SingleBar({ format: "images [{bar}] {value}/{total} {ref}", hideCursor: true, clearOnComplete: true });
    bar.start(total, 0, { ref: "" });
    return { tick: (done: number, ref: string) => bar.update(done, { ref }), stop: () => bar.stop() };
  }
  return {
    tick: (done: number, ref: string, encoded?: boolean) => {
      if (encoded) console.log(`images ${done}/${total} encoded ${ref}`);
    },
    stop: () => {},
  };
}

export interface BuildOptions {
  quiet?: boolean;
  launch?: boolean;
  /** The pictures listed, not encoded (PICTURES_APART_FILE). */
  picturesApart?: boolean;
}

/** Validates, then writes dist-content/ in one swap; on any error nothing is written. */
export async function buildContent(paths: Paths, opts: BuildOptions = {}): Promise<BuildResult> {
  // A build that stopped between its renames left the last output aside: put it back first.
  const note = await recoverOutput(paths.out);
  // Same inputs as the last good build, and its output untouched: that output is still right.
  // A launch build checks more than an ordinary one: the output of one does not vouch for the other.
  // A draft's or a scheduled post's fate depends on the kind of build and on the day, as much as on the files.
  const { mode, today } = publishing();
  const hash = `${await inputsHash(paths)}${opts.launch ? ":launch" : ""}${opts.picturesApart ? ":pictures-apart" : ""}:${mode}:${today}`;
  const previous = await intactFingerprint(paths);
  if (previous?.hash === hash) {
    const summary = { written: 0, unchanged: previous.files.length, removed: 0, ...(note ? { note } : {}) };
    return { fileCount: previous.fileCount, imageCount: previous.imageCount, summary, encoded: 0, reused: previous.imageCount, upToDate: true };
  }

  // Most posts not rendered before (a cold build, or a new copy of the content): the markdown workers start
  // loading now, while the content is read and checked.
  const markdownCache = await loadMarkdownCache(path.join(paths.cache, "markdown.json"));
  if ((await countFiles(path.join(paths.content, "posts"))) - Object.keys(markdownCache.entries).length >= POOL_MIN_DOCUMENTS) startPool();
  try {
    const result = await checkAndWrite(paths, hash, markdownCache, opts);
    if (note && result.summary && !result.summary.note) result.summary.note = note;
    return result;
  } finally {
    // Unused when the content has errors or every document was in the cache.
    await stopPool();
  }
}

async function checkAndWrite(paths: Paths, hash: string, markdownCache: MarkdownCache, opts: BuildOptions): Promise<BuildResult> {
  const checked = await checkContent(paths, { launch: opts.launch });
  const counts = { problems: checked.problems, fileCount: checked.files.length, imageCount: checked.images.size };
  if (checked.problems.errors.length) return { ...counts, encoded: 0, reused: 0, upToDate: false };

  // The pictures are encoded (by sharp, off the main thread) while the markdown is rendered.
  const progress = opts.quiet || opts.picturesApart ? { tick() {}, stop() {} } : imageProgress(checked.images.size);
  const encoding = opts.picturesApart
    ? Promise.resolve({ files: variantFiles(checked.images, paths), encoded: 0, reused: 0 })
    : encodeImages(checked.images, paths, (done, _total, ref, didEncode) => progress.tick(done, ref, didEncode));
  const transforming = transform(checked.files, checked.images, { markdownCache, statuses: checked.statuses }).then(({ outputs, searchIndex }) => ({
    outputs,
    searchIndex: Buffer.from(searchIndex),
  }));
  const [transformed, encodedResult] = await Promise.allSettled([transforming, encoding]);
  progress.stop();
  if (transformed.status === "rejected") throw transformed.reason;
  if (encodedResult.status === "rejected") throw encodedResult.reason;
  const { outputs, searchIndex } = transformed.value;
  const encoded = encodedResult.value;

  const entries = new Map<string, OutputEntry>();
  for (const [rel, bytes] of outputs) entries.set(rel, { bytes });
  entries.set(`public${SEARCH_INDEX_URL}`, { bytes: searchIndex });
  if (opts.picturesApart) entries.set(PICTURES_APART_FILE, { bytes: Buffer.from(`${JSON.stringify([...checked.images.keys()].sort(), null, 1)}\n`) });
  else for (const [rel, from] of encoded.files) entries.set(`public/${rel}`, { from });
  // Validated: the site record has a logo.
  const site = checked.files.find((f) => f.kind === "site")!.data as Site;
  const logo = checked.images.get(site.logo.src ?? "");
  // Written from the SVG's parsed tree, not copied: a host serves what was checked, with or without _headers.
  if (logo?.format === "svg") {
    const svg = Buffer.from((await import("../../core/content/svg.ts")).writeSvg(await fs.readFile(logo.abs, "utf8")));
    entries.set("public/favicon.svg", { bytes: svg });
    entries.set("public/favicon.ico", { bytes: await faviconIco(svg) });
  }
  // The headings' web font, served from the site itself (core/fonts.ts).
  // From the packages the CLI runs with (not the content folder's root, which may be a copy without them).
  entries.set(`public${HEADING_FONT.url}`, { from: path.join(ROOT, "node_modules", HEADING_FONT.packageFile) });

  const pictures = [...new Set(encoded.files.values())].map((f) => path.relative(paths.cache, f)).sort();
  const fingerprint = { hash, files: [...entries.keys()].sort(), pictures, ...counts, problems: undefined };
  entries.set(FINGERPRINT_FILE, { bytes: Buffer.from(`${JSON.stringify(fingerprint)}\n`) });
  const summary = await writeOutput(paths.out, entries);
  return { ...counts, summary, encoded: encoded.encoded, reused: encoded.reused, upToDate: false };
}
