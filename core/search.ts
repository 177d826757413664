import type { Options, SearchOptions } from "minisearch";

/** One thing the site search can find: a question, a post, an industry, a town, a solution, a record of any collection. */
export interface SearchDocument {
  id: string;
  /** What it is, as a result names it ("Blog post", "Town"): its collection's word for one record. */
  type: string;
  title: string;
  url: string;
  text: string;
  category?: string;
}

export type SearchResultFields = Pick<SearchDocument, "type" | "title" | "url" | "category">;

/** Shared by the content build (which indexes) and the app (which loads the index): they must agree. */
export const SEARCH_INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ["title", "text"],
  storeFields: ["type", "title", "url", "category"],
};

/** Every typed word must match; prefixes and one typo in a longer word still find it; titles weigh more. */
export const SEARCH_QUERY_OPTIONS: SearchOptions = {
  combineWith: "AND",
  prefix: true,
  fuzzy: (term) => (term.length > 4 ? 0.2 : false),
  boost: { title: 2 },
};

export const SEARCH_INDEX_URL = "/search-index.json";
