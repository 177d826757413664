import { checkSources } from "../../core/content/check.ts";
import type { Site } from "../../core/content/crosscheck.ts";
import type { Paths } from "./config.ts";
import { probeImages, type ImageTable } from "./images.ts";
import { checkLaunch } from "./launch.ts";
import { scanAll } from "./scan-cache.ts";
import { loadContent } from "./load.ts";
import type { SourceFile } from "../../core/content/source.ts";
import { businessDay, type PostStatus, type PublishMode } from "../../core/content/publish.ts";
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
 * How this build publishes (decision 036): Netlify's deploy previews and branch deploys, and the dev server
 * (PUBLISH=preview), build drafts and scheduled posts with a banner; any other build is live and leaves them
 * out. The day is the business's (Maryland), or BUILD_DATE (YYYY-MM-DD) to build as of another day.
 */
export function publishing(env: NodeJS.ProcessEnv = process.env): { mode: PublishMode; today: string } {
  const mode = env.PUBLISH === "preview" || env.CONTEXT === "deploy-preview" || env.CONTEXT === "branch-deploy" ? "preview" : "live";
  const today = env.BUILD_DATE && /^\d{4}-\d{2}-\d{2}$/.test(env.BUILD_DATE) ? env.BUILD_DATE : businessDay();
  return { mode, today };
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
  return { files, statuses, problems, site, images: table };
}
