import MiniSearch from "minisearch";
import { SEARCH_INDEX_OPTIONS, type SearchDocument } from "../../src/lib/search.ts";

export function buildSearchIndex(docs: SearchDocument[]): string {
  const index = new MiniSearch<SearchDocument>(SEARCH_INDEX_OPTIONS);
  index.addAll(docs);
  return JSON.stringify(index);
}
