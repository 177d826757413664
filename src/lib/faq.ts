/** Pure rules of the FAQ page and the FAQ teaser: searching, filtering by category, counting, truncating. */
import type MiniSearch from "minisearch";
import type { FaqEntry } from "../../core/content-types.ts";
import { SEARCH_QUERY_OPTIONS, type SearchDocument } from "../../core/search.ts";

export type FaqCategory = FaqEntry["category"];
export type FaqTab = "all" | FaqCategory;
export type FaqCounts = Record<FaqTab, number>;

/** The FAQ ids of the search index are `faq:<entry id>`. */
const FAQ_ID_PREFIX = "faq:";

/**
 * The ids of the FAQ entries that match the query, best match first; `null` when there is no query
 * (every entry is shown, in the editors' order). Every typed word must match, a word may be a prefix
 * and a longer word may carry one typo (SEARCH_QUERY_OPTIONS).
 */
export function searchFaq(index: MiniSearch<SearchDocument>, query: string): string[] | null {
  if (!query.trim()) return null;
  return index
    .search(query, { ...SEARCH_QUERY_OPTIONS, filter: (result) => result.type === "FAQ" })
    .map((result) => String(result.id))
    .filter((id) => id.startsWith(FAQ_ID_PREFIX))
    .map((id) => id.slice(FAQ_ID_PREFIX.length));
}

/**
 * The same rule without the index, for when it cannot be loaded: every word of the query appears
 * (case-insensitively) in the question or the answer. No typo tolerance, editors' order.
 */
export function matchAllWords(entries: readonly FaqEntry[], query: string): string[] | null {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return null;
  return entries
    .filter((e) => {
      const text = `${e.question} ${e.answerText}`.toLowerCase();
      return words.every((w) => text.includes(w));
    })
    .map((e) => e.id);
}

/** The entries the search matched (all of them when `matches` is null), in ranked order when searching. */
export function matchedEntries(entries: readonly FaqEntry[], matches: readonly string[] | null): FaqEntry[] {
  if (matches === null) return [...entries];
  const byId = new Map(entries.map((e) => [e.id, e]));
  return matches.flatMap((id) => byId.get(id) ?? []);
}

/** The matched entries shown under a category tab. */
export function filterByCategory(entries: readonly FaqEntry[], tab: FaqTab): FaqEntry[] {
  return tab === "all" ? [...entries] : entries.filter((e) => e.category === tab);
}

/** How many of the given (already matched) entries each tab would show. */
export function countByCategory(entries: readonly FaqEntry[]): FaqCounts {
  const counts: FaqCounts = { all: entries.length, general: 0, solutions: 0, process: 0, products: 0 };
  for (const e of entries) counts[e.category] += 1;
  return counts;
}

/**
 * Cuts a text to at most `max` characters, at the end of its last whole word, and marks the cut with an
 * ellipsis; shorter texts stay as they are. A single word longer than `max` is cut at `max`. Counts
 * characters as people see them, so an emoji or accented letter is never split in half.
 */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  if (chars.length <= max) return text;
  const kept = chars.slice(0, max).join("");
  // The cut falls inside a word unless the next character is a space: go back to the word's start.
  const atWord = /\s/.test(chars[max]) ? kept : kept.replace(/\s+\S*$/, "");
  return `${(atWord || kept).trimEnd().replace(/[,;:]$/, "")}…`;
}

/** `size` items starting at `start`, wrapping around the end: the teaser's visible window. */
export function rotatingWindow<T>(items: readonly T[], start: number, size: number): T[] {
  if (!items.length) return [];
  const count = Math.min(size, items.length);
  return Array.from({ length: count }, (_, i) => items[(((start + i) % items.length) + items.length) % items.length]);
}
