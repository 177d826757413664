// The app's access to the built content (dist-content/), written once for both of its readers: the route
// loaders, which read the files from disk (src/content/dist.server.ts), and the editor's previews, which
// answer from the content they are given (src/admin-preview/store.ts). Each gives only how it reads a file.
import { listOf, outputOf, type AnyCollection } from "./content/collections.ts";
import type { Output } from "./content/define.ts";
import faq from "./collections/faq.ts";
import industries from "./collections/industries.ts";
import legal from "./collections/legal.ts";
import pages from "./collections/pages.ts";
import posts from "./collections/posts.ts";
import site from "./collections/site.ts";
import solutions from "./collections/solutions.ts";
import towns from "./collections/towns.ts";
import type { Pages, Redirect } from "./content-types.ts";
import { findRedirect } from "./redirects.ts";
import type { ServiceMapData } from "./service-map.ts";

/**
 * Reads one file of dist-content/ by its path there, parsed; undefined for a file the build did not write.
 * Callers only read what they get, never change it.
 */
export type ReadContent = (rel: string) => unknown | Promise<unknown>;

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** What a collection's transform makes of one file (its page data), and of a record (its card in the list). */
export type PageOf<C> = C extends { transform: (...args: never[]) => Output<infer Page, unknown> } ? Page : never;
export type SummaryOf<C> = C extends { transform: (...args: never[]) => Output<unknown, infer Summary> } ? Summary : never;

export function contentApi(read: ReadContent) {
  /** A file every build writes: its absence is an error that says how to mend it. */
  async function need<T>(rel: string): Promise<T> {
    const value = await read(rel);
    if (value === undefined) throw new Error(`dist-content/${rel} is missing: run the build`);
    return value as T;
  }
  /** A record of a collection by its slug; undefined for a slug with no record (unknown, empty, or not a slug at all). */
  async function getEntry<C extends AnyCollection>(c: C, slug: string | undefined): Promise<PageOf<C> | undefined> {
    if (!slug || !SLUG.test(slug)) return undefined;
    return (await read(outputOf(c, slug))) as PageOf<C> | undefined;
  }
  /** A collection's records' cards, in its order (dist-content/<folder>/index.json). */
  const getCollection = <C extends AnyCollection>(c: C) => need<SummaryOf<C>[]>(listOf(c));
  /** A named file of a collection of named files (`faq`, a page's words), which every build writes. */
  const getFile = <C extends AnyCollection>(c: C, name: string) => need<PageOf<C>>(outputOf(c, name));
  const getRedirects = () => need<Redirect[]>("redirects.json");

  return {
    getCollection,
    getEntry,
    getSite: () => getFile(site, "site"),
    getPage: <K extends keyof Pages>(name: K) => need<Pages[K]>(outputOf(pages, name)),
    getFaq: () => getFile(faq, "faq"),
    getPosts: () => getCollection(posts),
    getPost: (slug: string | undefined) => getEntry(posts, slug),
    getIndustries: () => getCollection(industries),
    getIndustry: (slug: string | undefined) => getEntry(industries, slug),
    getTowns: () => getCollection(towns),
    getTown: (slug: string | undefined) => getEntry(towns, slug),
    getSolutions: () => getCollection(solutions),
    getSolution: (slug: string | undefined) => getEntry(solutions, slug),
    getRedirects,
    /** The redirect answering `pathname` (redirects.json, matched as the host matches `_redirects`), if any. */
    getRedirect: async (pathname: string) => findRedirect(await getRedirects(), pathname),
    getRoutes: () => need<string[]>("routes.json"),
    getServiceMap: () => need<ServiceMapData>("map.json"),
    /** A legal page by its file's name (content/legal/<name>.md: "privacy", "accessibility"). */
    getLegal: (name: string) => getFile(legal, name),
  };
}

export type ContentApi = ReturnType<typeof contentApi>;
