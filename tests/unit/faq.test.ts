import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { FAQ_TEASER_TRUNCATE } from "../../src/constants.ts";
import type { FaqEntry } from "../../core/content-types.ts";
import { countByCategory, filterByCategory, matchAllWords, matchedEntries, rotatingWindow, searchFaq, truncate } from "../../src/lib/faq.ts";
import { SEARCH_INDEX_OPTIONS, type SearchDocument } from "../../core/search.ts";

const entry = (id: string, category: FaqEntry["category"], question: string, answerText: string): FaqEntry => ({
  id,
  category,
  question,
  answerText,
  answerHtml: `<p>${answerText}</p>`,
});

const ENTRIES: FaqEntry[] = [
  entry("cost-to-business", "general", "How much does it cost my business?", "Nothing upfront. We earn our revenue from product sales."),
  entry("service-area", "general", "Which areas do you serve?", "All of Carroll County and parts of Baltimore County."),
  entry("payment-options", "solutions", "What payment options are accepted?", "Credit and debit cards, Apple Pay, Google Pay and campus cards."),
  entry("install-time", "process", "How long does installation take?", "Typically four to six weeks from agreement to the first sale."),
  entry("restocking", "process", "How often do you restock?", "Remote monitoring tells us what sold, so we restock before shelves run empty."),
  entry("cooler-size", "products", "How big is a smart cooler?", "About three by three feet with a standard 110V outlet."),
];

/** An index built exactly as the content build builds it, with a page that is not a question. */
function buildIndex(): MiniSearch<SearchDocument> {
  const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  index.addAll([
    ...ENTRIES.map((e) => ({ id: `faq:${e.id}`, type: "FAQ" as const, title: e.question, url: `/faq#${e.id}`, text: e.answerText, category: e.category })),
    { id: "post:payments", type: "Blog post", title: "Payment options in a modern breakroom", url: "/blog/payments", text: "Cards and phones." },
  ]);
  // The app loads the index from its JSON, so the test goes through the same round trip.
  return MiniSearch.loadJSON<SearchDocument>(JSON.stringify(index), SEARCH_INDEX_OPTIONS);
}

describe("truncate", () => {
  it("keeps a text of at most 120 characters as it is", () => {
    const text = "a".repeat(FAQ_TEASER_TRUNCATE);
    expect(truncate(text, FAQ_TEASER_TRUNCATE)).toBe(text);
    expect(truncate("Short answer.", FAQ_TEASER_TRUNCATE)).toBe("Short answer.");
  });

  it("cuts a longer text after 120 characters and adds an ellipsis", () => {
    const text = "b".repeat(FAQ_TEASER_TRUNCATE + 30);
    expect(truncate(text, FAQ_TEASER_TRUNCATE)).toBe(`${"b".repeat(FAQ_TEASER_TRUNCATE)}…`);
  });

  it("ends at a whole word, never inside one", () => {
    expect(truncate("Smart coolers restock themselves overnight", 20)).toBe("Smart coolers…");
    expect(truncate("one two, three", 9)).toBe("one two…");
  });

  it("does not leave a space before the ellipsis when the cut falls after a word", () => {
    expect(truncate("one two three", 8)).toBe("one two…");
  });

  it("never splits a character made of two code units", () => {
    expect(truncate("ab😀cd", 3)).toBe("ab😀…");
  });
});

describe("searching the FAQ", () => {
  const index = buildIndex();

  it("finds a question by a word of its answer, whatever its case", () => {
    expect(searchFaq(index, "APPLE")).toEqual(["payment-options"]);
  });

  it("finds a question from the start of a word", () => {
    expect(searchFaq(index, "instal")).toEqual(["install-time"]);
  });

  it("forgives one typo in a longer word", () => {
    expect(searchFaq(index, "instalation")).toEqual(["install-time"]);
    expect(searchFaq(index, "restok")).toContain("restocking");
  });

  it("requires every typed word to match", () => {
    expect(searchFaq(index, "carroll county")).toEqual(["service-area"]);
    expect(searchFaq(index, "carroll cooler")).toEqual([]);
  });

  it("returns only questions, never other pages of the index", () => {
    expect(searchFaq(index, "payment")).toEqual(["payment-options"]);
  });

  it("ranks a match in the question above a match in the answer only", () => {
    const ids = searchFaq(index, "restock");
    expect(ids?.[0]).toBe("restocking");
  });

  it("gives no result for a word nobody wrote, and null for a blank query", () => {
    expect(searchFaq(index, "zeppelin")).toEqual([]);
    expect(searchFaq(index, "   ")).toBeNull();
  });

  it("has a plain every-word fallback for when the index cannot load", () => {
    expect(matchAllWords(ENTRIES, "Carroll  county")).toEqual(["service-area"]);
    expect(matchAllWords(ENTRIES, "cards")).toEqual(["payment-options"]);
    expect(matchAllWords(ENTRIES, "")).toBeNull();
  });
});

describe("filtering and counting", () => {
  it("shows every entry in the editors' order when nothing is searched", () => {
    expect(matchedEntries(ENTRIES, null).map((e) => e.id)).toEqual(ENTRIES.map((e) => e.id));
  });

  it("keeps the ranked order of the search and ignores ids it does not know", () => {
    expect(matchedEntries(ENTRIES, ["restocking", "gone", "cost-to-business"]).map((e) => e.id)).toEqual(["restocking", "cost-to-business"]);
  });

  it("counts every category, and all of them together", () => {
    expect(countByCategory(ENTRIES)).toEqual({ all: 6, general: 2, solutions: 1, process: 2, products: 1 });
  });

  it("counts only what the search matched", () => {
    const matched = matchedEntries(ENTRIES, searchFaq(buildIndex(), "restock"));
    expect(countByCategory(matched)).toEqual({ all: 1, general: 0, solutions: 0, process: 1, products: 0 });
    expect(countByCategory([])).toEqual({ all: 0, general: 0, solutions: 0, process: 0, products: 0 });
  });

  it("shows a category's entries under its tab and everything under All Questions", () => {
    expect(filterByCategory(ENTRIES, "process").map((e) => e.id)).toEqual(["install-time", "restocking"]);
    expect(filterByCategory(ENTRIES, "all")).toHaveLength(6);
  });
});

describe("the teaser's rotating window", () => {
  const five = ["a", "b", "c", "d", "e"];

  it("shows three items from the start", () => {
    expect(rotatingWindow(five, 0, 3)).toEqual(["a", "b", "c"]);
  });

  it("wraps around the end, circularly", () => {
    expect(rotatingWindow(five, 3, 3)).toEqual(["d", "e", "a"]);
    expect(rotatingWindow(five, 4, 3)).toEqual(["e", "a", "b"]);
    expect(rotatingWindow(five, 5, 3)).toEqual(["a", "b", "c"]);
  });

  it("never repeats an item when there are fewer items than places", () => {
    expect(rotatingWindow(["a", "b"], 1, 3)).toEqual(["b", "a"]);
    expect(rotatingWindow([], 2, 3)).toEqual([]);
  });
});
