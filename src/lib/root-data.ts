import type { IndustrySummary, Pages, PostSummary, SiteData, SolutionSummary, TownSummary } from "../../core/content-types.ts";

/**
 * What every page's frame needs (the root route's loader, src/root.tsx): brand facts, navigation lists,
 * the newest posts for the footer. Declared here rather than inferred from the loader, so that the frame's
 * components need not import the root module that imports them.
 */
export interface RootData {
  site: SiteData;
  shared: Pages["shared"];
  /** The solution pages, in the order of the solutions page. */
  solutions: Pick<SolutionSummary, "slug" | "name" | "path">[];
  industries: Pick<IndustrySummary, "name" | "path">[];
  towns: Pick<TownSummary, "name" | "path" | "county">[];
  latestPosts: Pick<PostSummary, "slug" | "title" | "dateLabel">[];
}
