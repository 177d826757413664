import { SingleBar } from "cli-progress";
import { SEARCH_INDEX_URL } from "../../src/lib/search.ts";
import type { Paths } from "./config.ts";
import { encodeImages } from "./images.ts";
import { writeOutput, type OutputEntry, type WriteSummary } from "./output.ts";
import { checkContent, type Checked } from "./pipeline.ts";
import { buildSearchIndex } from "./search.ts";
import { transform } from "./transform.ts";

export interface BuildResult {
  checked: Checked;
  summary?: WriteSummary;
  encoded?: number;
  reused?: number;
}

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

/** Validates, then writes dist-content/ in one swap; on any error nothing is written. */
export async function buildContent(paths: Paths, opts: { quiet?: boolean } = {}): Promise<BuildResult> {
  const checked = await checkContent(paths);
  if (checked.problems.errors.length) return { checked };

  const { outputs, searchDocs } = await transform(checked.files, checked.images);
  const entries = new Map<string, OutputEntry>();
  for (const [rel, bytes] of outputs) entries.set(rel, { bytes });
  entries.set(`public${SEARCH_INDEX_URL}`, { bytes: Buffer.from(buildSearchIndex(searchDocs)) });

  const progress = opts.quiet ? { tick() {}, stop() {} } : imageProgress(checked.images.size);
  const encoded = await encodeImages(checked.images, paths, (done, _total, ref, didEncode) => progress.tick(done, ref, didEncode));
  progress.stop();
  for (const [rel, from] of encoded.files) entries.set(`public/${rel}`, { from });
  const logo = checked.images.get(checked.files.find((f) => f.kind === "site")!.data.logo.src);
  if (logo?.format === "svg") entries.set("public/favicon.svg", { from: logo.abs });

  const summary = await writeOutput(paths.out, entries);
  return { checked, summary, encoded: encoded.encoded, reused: encoded.reused };
}
