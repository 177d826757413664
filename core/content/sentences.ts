// A sentence of one page written again on another: search engines show one of the two and rank the pages
// lower, and a visitor reading both thinks the site is padded. Labels, names and button texts are meant to
// recur, so only sentences of eight words or more count. A warning, not an error: a record made by copying
// another (the way an editor starts a new industry) is worth saving and rewording step by step, and the
// shipped content is held to none (tests/unit/content-validate.test.ts).
import type { Problems } from "./problems.ts";
import type { Position } from "./problems.ts";
import { textsOf, type SourceFile } from "./source.ts";
import { MARKDOWN_LIMITS } from "./limits.ts";

const MIN_WORDS = 8;
/**
 * Markdown's marks and raw HTML tags, blanked (same length, so offsets stay those of the file). A tag or a
 * link's address ends at the next `<` or `]` at the latest: each match then reads past no other's start,
 * so the pass is linear however many `<` or `](` are never closed.
 */
const MARKUP = /<[^<>]+>|\[|\]\([^)\]]*\)|[#*|`>-]/g;
/** Fields whose values are names of things, not prose (an address, a picture, a question's id). */
const NOT_PROSE = new Set(["slug", "id", "href", "path", "src", "imageUrl", "email", "phone", "origin", "url", "pexelsId"]);

interface Sentence {
  text: string;
  /** As written, for the message. */
  shown: string;
  file: string;
  pos: () => Position;
}

/** The sentences of `text` long enough to count, each with its offset in `text`. */
function sentencesOf(text: string): { text: string; shown: string; offset: number }[] {
  const out: { text: string; shown: string; offset: number }[] = [];
  // A text over the size limit is refused as a whole (./limits.ts): its sentences are not worth reading.
  if (text.length > MARKDOWN_LIMITS.chars) return out;
  const blanked = text.replace(MARKUP, (m) => " ".repeat(m.length));
  const boundary = /(?<=[.!?])\s+|\n+/g;
  let start = 0;
  for (const m of [...blanked.matchAll(boundary), { index: blanked.length, 0: "" } as RegExpMatchArray]) {
    const raw = blanked.slice(start, m.index);
    const words = raw.trim().split(/\s+/);
    const offset = start + raw.search(/\S/);
    if (words.length >= MIN_WORDS) out.push({ text: words.join(" "), shown: text.slice(offset, m.index).trim().replace(/\s+/g, " "), offset });
    start = m.index! + m[0].length;
  }
  return out;
}

/** Every sentence shared by two files is reported in each, naming the other, as a warning. */
export function repeatedSentences(files: SourceFile[], problems: Problems): void {
  const byText = new Map<string, Sentence[]>();
  const add = (s: Sentence) => {
    const list = byText.get(s.text);
    if (!list) byText.set(s.text, [s]);
    // Once per file: a sentence a record repeats within itself is its own business. Files are read one after
    // another, so the file's own entry, if any, is the last.
    else if (list.at(-1)!.file !== s.file) list.push(s);
  };
  for (const f of files) {
    if (!f.data || typeof f.data !== "object") continue;
    for (const t of textsOf(f, NOT_PROSE)) for (const s of sentencesOf(t.value)) add({ ...s, file: f.rel, pos: () => t.at(s.offset) });
  }
  // One warning a file, at its first shared sentence: a record begun as a copy shares dozens.
  const perFile = new Map<string, { first: Sentence; other: string; more: number }>();
  for (const list of byText.values()) {
    if (list.length < 2) continue;
    for (const s of list) {
      const seen = perFile.get(s.file);
      if (seen) seen.more++;
      else perFile.set(s.file, { first: s, other: list.find((o) => o.file !== s.file)!.file, more: 0 });
    }
  }
  for (const { first, other, more } of perFile.values()) {
    const quoted = first.shown.length > 60 ? `${first.shown.slice(0, 57)}…` : first.shown;
    const rest = more ? ` (and ${more} more sentence${more === 1 ? "" : "s"} on other pages)` : "";
    problems.warn(first.file, first.pos(), `the sentence "${quoted}" is also in ${other}${rest}: write it in other words, so each page says its own`);
  }
}
