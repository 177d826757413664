import { checkSources } from "../../core/content/check.ts";
import type { Site } from "../../core/content/crosscheck.ts";
import type { Paths } from "./config.ts";
import { probeImages, type ImageTable } from "./images.ts";
import { checkLaunch } from "./launch.ts";
import { scanAll } from "./scan-cache.ts";
import { loadContent } from "./load.ts";
import type { SourceFile } from "../../core/content/source.ts";
import { Problems } from "../../core/content/problems.ts";
import { createAjv } from "./validate.ts";

export interface Checked {
  files: SourceFile[];
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
  const { files, site, imageUses } = await checkSources(loaded, problems, { validatorFor, scans: (texts) => scanAll(texts, paths.cache) });
  const { table, missing } = await probeImages(imageUses.keys(), paths);
  // A path the schema already refused (`/images/../x.svg`) is not reported a second time at the same place.
  const reported = new Set(problems.errors.map((p) => `${p.file}:${p.line}:${p.col}`));
  for (const [ref, why] of missing) {
    for (const use of imageUses.get(ref) ?? []) {
      if (!reported.has(`${use.file}:${use.pos.line}:${use.pos.col}`)) problems.error(use.file, use.pos, why);
    }
  }
  if (opts.launch) checkLaunch(files, table, problems);
  return { files, problems, site, images: table };
}
