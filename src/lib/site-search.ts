/**
 * The browser side of the site search: the MiniSearch index is fetched and the library downloaded only
 * when a visitor first uses a search box, then kept for the rest of the visit.
 */
import type MiniSearch from "minisearch";
import { SEARCH_INDEX_OPTIONS, SEARCH_INDEX_URL, SEARCH_QUERY_OPTIONS, type SearchDocument, type SearchResultFields } from "../../core/search.ts";

export type SearchIndex = MiniSearch<SearchDocument>;

export interface SiteSearchResult extends SearchResultFields {
  id: string;
}

let loading: Promise<SearchIndex> | undefined;

/** The site's search index, loaded once; a failed load is forgotten so the next use tries again. */
export function loadSearchIndex(): Promise<SearchIndex> {
  loading ??= (async () => {
    const [{ default: MiniSearchClass }, response] = await Promise.all([import("minisearch"), fetch(SEARCH_INDEX_URL)]);
    if (!response.ok) throw new Error(`${SEARCH_INDEX_URL} answered ${response.status}`);
    // In batches that yield between them: one long task would hold up the visitor's next keystroke (decision 027).
    return MiniSearchClass.loadJSONAsync<SearchDocument>(await response.text(), SEARCH_INDEX_OPTIONS);
  })().catch((err: unknown) => {
    loading = undefined;
    throw err;
  });
  return loading;
}

/** The best `limit` pages and questions for a query, across every kind of document; none for a blank query. */
export function searchSite(index: SearchIndex, query: string, limit: number): SiteSearchResult[] {
  if (!query.trim()) return [];
  return index
    .search(query, SEARCH_QUERY_OPTIONS)
    .slice(0, limit)
    .map((r) => ({ id: String(r.id), type: r.type, title: r.title, url: r.url, category: r.category }));
}
