import fs from "node:fs/promises";
import path from "node:path";
import type {
  FaqData,
  IndustryData,
  IndustrySummary,
  Pages,
  PostData,
  PostSummary,
  Redirect,
  SiteData,
  SolutionData,
  SolutionSummary,
  TownData,
  TownSummary,
} from "./types.ts";

// Route loaders run at build time (prerendering) and in the dev server; both start at the repo root.
const DIST = path.resolve(process.cwd(), "dist-content");

async function read<T>(rel: string): Promise<T> {
  return JSON.parse(await fs.readFile(path.join(DIST, rel), "utf8")) as T;
}

/** Undefined for a slug with no record (unknown, empty, or not a slug at all). */
async function readRecord<T>(dir: string, slug: string | undefined): Promise<T | undefined> {
  if (!slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return undefined;
  try {
    return await read<T>(`${dir}/${slug}.json`);
  } catch (err: any) {
    if (err.code === "ENOENT") return undefined;
    throw err;
  }
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
export const getRoutes = () => read<string[]>("routes.json");
