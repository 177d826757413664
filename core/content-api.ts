// The app's access to the built content (dist-content/), written once for both of its readers: the route
// loaders, which read the files from disk (src/content/dist.server.ts), and the editor's previews, which
// answer from the content they are given (src/admin-preview/store.ts). Each gives only how it reads a file.
import { collectionOf, outputOf } from "./content/collections.ts";
import type { Kind } from "./content/source.ts";
import type {
  FaqData,
  IndustryData,
  IndustrySummary,
  LegalPageData,
  Pages,
  PostData,
  PostSummary,
  Redirect,
  SiteData,
  SolutionData,
  SolutionSummary,
  TownData,
  TownSummary,
} from "./content-types.ts";
import { findRedirect } from "./redirects.ts";
import type { ServiceMapData } from "./service-map.ts";

/**
 * Reads one file of dist-content/ by its path there, parsed; undefined for a file the build did not write.
 * Callers only read what they get, never change it.
 */
export type ReadContent = (rel: string) => unknown | Promise<unknown>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function contentApi(read: ReadContent) {
  /** A file every build writes: its absence is an error that says how to mend it. */
  async function need<T>(rel: string): Promise<T> {
    const value = await read(rel);
    if (value === undefined) throw new Error(`dist-content/${rel} is missing: run the build`);
    return value as T;
  }
  /** Undefined for a slug with no record (unknown, empty, or not a slug at all). */
  async function record<T>(kind: Kind, slug: string | undefined): Promise<T | undefined> {
    if (!slug || !SLUG.test(slug)) return undefined;
    return (await read(outputOf(kind, slug))) as T | undefined;
  }
  /** The list of a kind of record's cards (dist-content/<folder>/index.json). */
  const list = <T>(kind: Kind) => need<T[]>(collectionOf(kind).list!);
  const getRedirects = () => need<Redirect[]>("redirects.json");

  return {
    getSite: () => need<SiteData>(outputOf("site")),
    getPage: <K extends keyof Pages>(name: K) => need<Pages[K]>(outputOf("page", name)),
    getFaq: () => need<FaqData>(outputOf("faq")),
    getPosts: () => list<PostSummary>("post"),
    getPost: (slug: string | undefined) => record<PostData>("post", slug),
    getIndustries: () => list<IndustrySummary>("industry"),
    getIndustry: (slug: string | undefined) => record<IndustryData>("industry", slug),
    getTowns: () => list<TownSummary>("town"),
    getTown: (slug: string | undefined) => record<TownData>("town", slug),
    getSolutions: () => list<SolutionSummary>("solution"),
    getSolution: (slug: string | undefined) => record<SolutionData>("solution", slug),
    getRedirects,
    /** The redirect answering `pathname` (redirects.json, matched as the host matches `_redirects`), if any. */
    getRedirect: async (pathname: string) => findRedirect(await getRedirects(), pathname),
    getRoutes: () => need<string[]>("routes.json"),
    getServiceMap: () => need<ServiceMapData>("map.json"),
    /** A legal page by name (content/legal/<name>.md): "privacy" or "accessibility". */
    getLegal: (name: "privacy" | "accessibility") => need<LegalPageData>(outputOf("legal", name)),
  };
}

export type ContentApi = ReturnType<typeof contentApi>;
