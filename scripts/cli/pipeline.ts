import { checkSources } from "../../core/content/check.ts";
import type { Site } from "../../core/content/crosscheck.ts";
import type { Paths } from "./config.ts";
import { probeImages, type ImageTable } from "./images.ts";
import { checkLaunch } from "./launch.ts";
import { scanAll } from "./scan-cache.ts";
import { loadContent } from "./load.ts";
import type { SourceFile } from "../../core/content/source.ts";
import type { PostStatus } from "../../core/content/publish.ts";
import { publishing } from "./publishing.ts";
import { Problems } from "../../core/content/problems.ts";
import { createAjv } from "./validate.ts";

export interface Checked {
  files: SourceFile[];
  /** Drafts and scheduled posts a preview builds, with their banners. */
  statuses: Map<string, PostStatus>;
  problems: Problems;
  site: Site;
  images: ImageTable;
}

/**
 * Loads, validates and cross-checks everything: all that `content validate` does, writing nothing. With
 * `launch`, also what a live site needs (scripts/cli/launch.ts): no placeholder phone, address or repository.
 */
export async function checkContent(paths: Paths, opts: { launch?: boolean } = {}): Promise<Checked> {
  const problems = new Problems();
  const loaded = await loadContent(paths, problems);
  const ajv = createAjv(paths.schemas, problems, paths.root);
  const validatorFor = (id: string) => ajv.getSchema(id);
  const { files, statuses, site, imageUses } = await checkSources(loaded, problems, {
    validatorFor,
    scans: (texts) => scanAll(texts, paths.cache),
    publish: publishing(),
  });
  const { table, missing } = await probeImages(imageUses.keys(), paths);
  // A path the schema already refused (`/images/../x.svg`) is not reported a second time at the same place.
  const reported = new Set(problems.errors.map((p) => `${p.file}:${p.line}:${p.col}`));
  for (const [ref, why] of missing) {
    for (const use of imageUses.get(ref) ?? []) {
      if (!reported.has(`${use.file}:${use.pos.line}:${use.pos.col}`)) problems.error(use.file, use.pos, why);
    }
  }
  if (opts.launch) {
    checkLaunch(files, table, problems);
    // A scheduled post goes live on its day only if the daily rebuild can ask for a build (decision 036).
    const scheduled = loaded.find((f) => problems.warnings.some((p) => p.file === f.rel && p.message.startsWith("scheduled for ")));
    if (scheduled && !process.env.BUILD_HOOK_URL)
      problems.warn(
        scheduled.rel,
        scheduled.doc.locate(["date"]),
        "no daily rebuild: BUILD_HOOK_URL is not set, so this scheduled post waits for the next deploy after its day (docs/deploying.md, Scheduled posts)",
      );
  }
  // Every picture is checked, a draft's too; the build encodes and lists only those a published file uses: a
  // picture of a draft or a scheduled post is no part of a live site until its post is.
  const published = new Set(files.map((f) => f.rel));
  const images: ImageTable = new Map([...table].filter(([ref]) => imageUses.get(ref)?.some((use) => published.has(use.file))));
  return { files, statuses, problems, site, images };
}
