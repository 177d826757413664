// Rules that more than one collection's definition applies to its files (its `check`), with their words.
import { parseContentDate } from "../dates.ts";
import type { CheckedFile } from "./define.ts";
import type { Problems } from "./problems.ts";

/** The length of the launch posts: shorter or longer ones are allowed, with a warning. */
export const POST_WORDS = { min: 600, max: 1200 } as const;

/**
 * Words of a post's markdown: every run of text with a letter or digit in it, HTML tags left out. A tag ends at
 * the next `<` at the latest, so a text of unclosed `<` is read once, not once per `<`.
 */
export const countWords = (markdown: string) =>
  markdown
    .replace(/<[^<>]+>/g, " ")
    .split(/\s+/)
    .filter((w) => /\w/.test(w)).length;

/** A warning at the start of the body when a post runs shorter or longer than the site's posts. */
export function postLength(f: CheckedFile, problems: Problems): void {
  const words = countWords(f.body!);
  if (words >= POST_WORDS.min && words <= POST_WORDS.max) return;
  const where = { line: f.bodyLine ?? 1, col: 1 };
  problems.warn(f.rel, where, `post has ${words} words; the site's posts run from ${POST_WORDS.min} to ${POST_WORDS.max.toLocaleString("en-US")} words`);
}

/** An error at `field` when it holds a date that is no real calendar day (the schema checks only its shape). */
export function calendarDay(f: CheckedFile, field: string, problems: Problems): void {
  const date = f.data[field];
  if (typeof date === "string" && !parseContentDate(date)) {
    problems.error(f.rel, f.doc.locate([field]), `${field} "${date}" is not a real calendar day (write it like July 31, 2025 or 09/22/2025)`);
  }
}
