// The previews' stand-in for src/content/data.server.ts (the preview build points that module's imports
// here): the same functions, answered from the content of the last build (/admin/preview/data.json) with
// the entry being edited laid over it. So the route loaders that prerender the site run unchanged here.
import type { AdminPreviewData } from "../../core/admin-preview.ts";
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
} from "../../core/content-types.ts";
import { findRedirect } from "../../core/redirects.ts";
import type { ServiceMapData } from "../../core/service-map.ts";
import type * as Server from "../content/data.server.ts";

let base: AdminPreviewData["dist"] = {};
/** The files the entry being edited changes, by their path in dist-content/. */
let over = new Map<string, unknown>();

export function setContent(dist: AdminPreviewData["dist"]): void {
  base = dist;
}

/** Lays the edited entry's files over the built content until the next call. */
export function setOverrides(files: Map<string, unknown>): void {
  over = files;
}

/** A file as the page being previewed sees it; a file the build did not write is an error, as it is there. */
export function file<T>(rel: string): T | undefined {
  return (over.has(rel) ? over.get(rel) : base[rel]) as T | undefined;
}

async function read<T>(rel: string): Promise<T> {
  const value = file<T>(rel);
  if (value === undefined) throw new Error(`dist-content/${rel} is missing: run the build`);
  return value;
}

async function readRecord<T>(dir: string, slug: string | undefined): Promise<T | undefined> {
  if (!slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return undefined;
  return file<T>(`${dir}/${slug}.json`);
}

export const getSite = () => read<SiteData>("site.json");
export const getPage = <K extends keyof Pages>(name: K) => read<Pages[K]>(`pages/${name}.json`);
export const getFaq = () => read<FaqData>("faq.json");
export const getPosts = () => read<PostSummary[]>("posts/index.json");
export const getPost = (slug: string | undefined) => readRecord<PostData>("posts", slug);
export const getIndustries = () => read<IndustrySummary[]>("industries/index.json");
export const getIndustry = (slug: string | undefined) => readRecord<IndustryData>("industries", slug);
export const getTowns = () => read<TownSummary[]>("towns/index.json");
export const getTown = (slug: string | undefined) => readRecord<TownData>("towns", slug);
export const getSolutions = () => read<SolutionSummary[]>("solutions/index.json");
export const getSolution = (slug: string | undefined) => readRecord<SolutionData>("solutions", slug);
export const getRedirects = () => read<Redirect[]>("redirects.json");
export const getRedirect = async (pathname: string) => findRedirect(await getRedirects(), pathname);
export const getRoutes = () => read<string[]>("routes.json");
export const getServiceMap = () => read<ServiceMapData>("map.json");
export const getLegal = (name: "privacy" | "accessibility") => read<LegalPageData>(`legal/${name}.json`);

/** The same functions as the module it stands in for: a new one there fails the type check here. */
export const _sameAsServer: typeof Server = {
  getSite,
  getPage,
  getFaq,
  getPosts,
  getPost,
  getIndustries,
  getIndustry,
  getTowns,
  getTown,
  getSolutions,
  getSolution,
  getRedirects,
  getRedirect,
  getRoutes,
  getServiceMap,
  getLegal,
};
