import { crossCheck, markdownTexts, type Site } from "../../core/content/crosscheck.ts";
import type { Paths } from "./config.ts";
import { probeImages, type ImageTable } from "./images.ts";
import { checkLaunch } from "./launch.ts";
import { scanAll } from "./scan-cache.ts";
import { loadContent } from "./load.ts";
import { fieldsOf, type SourceFile } from "../../core/content/source.ts";
import { START, Problems } from "../../core/content/problems.ts";
import { createAjv, validateSchemas } from "./validate.ts";

/** The length of the launch posts: shorter or longer ones are allowed, with a warning. */
export const POST_WORDS = { min: 600, max: 1200 } as const;

/** Words of a post's markdown: every run of text with a letter or digit in it, HTML tags left out. */
export const countWords = (markdown: string) =>
  markdown
    .replace(/<[^>]+>/g, " ")
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;

function postLength(f: SourceFile, problems: Problems): void {
  const words = countWords(f.body!);
  if (words >= POST_WORDS.min && words <= POST_WORDS.max) return;
  const where = { line: f.bodyLine ?? 1, col: 1 };
  problems.warn(f.rel, where, `post has ${words} words; the site's posts run from ${POST_WORDS.min} to ${POST_WORDS.max.toLocaleString("en-US")} words`);
}

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
  let files = await loadContent(paths, problems);

  // The spec drops a post without a title; the editor hears about it, but it is not an error. Front matter
  // that is not fields at all, or a title under another spelling (`Title:`), is a mistake: the schema's
  // messages (with "did you mean") say what to fix.
  files = files.filter((f) => {
    if (f.kind !== "post" || f.data === undefined) return true;
    if (!f.data || typeof f.data !== "object" || Array.isArray(f.data)) return true;
    const { title } = fieldsOf(f.data);
    if (typeof title === "string" && title.trim()) return true;
    if (title !== undefined || Object.keys(fieldsOf(f.data)).some((k) => k !== "title" && k.toLowerCase().replace(/[^a-z]/g, "") === "title")) return true;
    problems.warn(f.rel, "title" in fieldsOf(f.data) ? f.doc.locate(["title"]) : START, "post has no title and is skipped");
    return false;
  });

  for (const f of files) if (f.kind === "post" && f.body !== undefined) postLength(f, problems);

  validateSchemas(createAjv(paths.schemas, problems, paths.root), files, problems);
  const { site, imageUses } = crossCheck(files, problems, await scanAll(markdownTexts(files), paths.cache));
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
