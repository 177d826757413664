import { crossCheck, type Site } from "./crosscheck.ts";
import type { Paths } from "./config.ts";
import { probeImages, type ImageTable } from "./images.ts";
import { fieldsOf, loadContent, type SourceFile } from "./load.ts";
import { START, Problems } from "./problems.ts";
import { createAjv, validateSchemas } from "./validate.ts";

/** The length of the launch posts: shorter or longer ones are allowed, with a warning. */
export const POST_WORDS = { min: 600, max: 1200 } as const;

/** Words of a post's markdown: every run of text with a letter or digit in it, HTML tags left out. */
export const countWords = (markdown: string) => markdown.replace(/<[^>]+>/g, " ").split(/\s+/).filter((w) => /\w/.test(w)).length;

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

/** Loads, validates and cross-checks everything: all that `content validate` does, writing nothing. */
export async function checkContent(paths: Paths): Promise<Checked> {
  const problems = new Problems();
  let files = await loadContent(paths, problems);

  // The spec drops a post without a title; the editor hears about it, but it is not an error.
  files = files.filter((f) => {
    if (f.kind !== "post" || f.data === undefined) return true;
    const { title } = fieldsOf(f.data);
    if (typeof title === "string" && title.trim()) return true;
    problems.warn(f.rel, "title" in fieldsOf(f.data) ? f.doc.locate(["title"]) : START, "post has no title and is skipped");
    return false;
  });

  for (const f of files) if (f.kind === "post" && f.body !== undefined) postLength(f, problems);

  validateSchemas(createAjv(paths.schemas), files, problems);
  const { site, imageUses } = crossCheck(files, problems);
  const { table, missing } = await probeImages(imageUses.keys(), paths);
  for (const [ref, why] of missing) {
    for (const use of imageUses.get(ref) ?? []) problems.error(use.file, use.pos, why);
  }
  return { files, problems, site, images: table };
}
