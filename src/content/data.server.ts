import { collectionOf, outputOf } from "../../core/content/collections.ts";
import type { Kind } from "../../core/content/source.ts";
import { findRedirect } from "../../core/redirects.ts";
import type { ServiceMapData } from "../../core/service-map.ts";
import fs from "node:fs/promises";
import path from "node:path";
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

// Route loaders run at build time (prerendering) and in the dev server; both start at the repo root.
const DIST = path.resolve(process.cwd(), "dist-content");

/**
 * Parsed files, kept while the file is unchanged: prerendering asks for the same few files (the post list,
 * the site record) on every one of a thousand pages. A production build reads content that no longer
 * changes; the dev server checks each file's time and size, so it still sees a rebuilt file.
 * Callers only read what they get, never change it.
 */
const cache = new Map<string, { stamp: string; value: Promise<unknown> }>();

async function read<T>(rel: string): Promise<T> {
  const file = path.join(DIST, rel);
  const stamp = import.meta.env?.PROD ? "build" : await fs.stat(file).then((s) => `${s.mtimeMs}:${s.size}`);
  const hit = cache.get(file);
  if (hit?.stamp === stamp) return hit.value as Promise<T>;
  const value = fs.readFile(file, "utf8").then((text) => JSON.parse(text) as T);
  cache.set(file, { stamp, value });
  value.catch(() => cache.delete(file));
  return value;
}

/** The list of a kind of record's cards (dist-content/<folder>/index.json). */
const listOf = (kind: Kind) => collectionOf(kind).list!;

/** Undefined for a slug with no record (unknown, empty, or not a slug at all). */
async function readRecord<T>(kind: Kind, slug: string | undefined): Promise<T | undefined> {
  if (!slug || !/^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(slug)) return undefined;
  try {
    return await read<T>(outputOf(kind, slug));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw err;
  }
}

export const getSite = () => read<SiteData>(outputOf("site"));
export const getPage = <K extends keyof Pages>(name: K) => read<Pages[K]>(outputOf("page", name));
export const getFaq = () => read<FaqData>(outputOf("faq"));
export const getPosts = () => read<PostSummary[]>(listOf("post"));
export const getPost = (slug: string | undefined) => readRecord<PostData>("post", slug);
export const getIndustries = () => read<IndustrySummary[]>(listOf("industry"));
export const getIndustry = (slug: string | undefined) => readRecord<IndustryData>("industry", slug);
export const getTowns = () => read<TownSummary[]>(listOf("town"));
export const getTown = (slug: string | undefined) => readRecord<TownData>("town", slug);
export const getSolutions = () => read<SolutionSummary[]>(listOf("solution"));
export const getSolution = (slug: string | undefined) => readRecord<SolutionData>("solution", slug);
export const getRedirects = () => read<Redirect[]>("redirects.json");
/** The redirect answering `pathname` (redirects.json, matched as the host matches `_redirects`), if any. */
export const getRedirect = async (pathname: string) => findRedirect(await getRedirects(), pathname);
export const getRoutes = () => read<string[]>("routes.json");
export const getServiceMap = () => read<ServiceMapData>("map.json");
/** A legal page by name (content/legal/<name>.md): "privacy" or "accessibility". */
export const getLegal = (name: "privacy" | "accessibility") => read<LegalPageData>(outputOf("legal", name));
