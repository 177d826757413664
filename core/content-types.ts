import type { PostStatus } from "./content/publish.ts";
import type {
  AboutPage,
  Faq,
  BlogPage,
  ContactPage,
  CustomerPage,
  FaqPage,
  HomePage,
  ImageRef,
  Industry,
  LegalPage,
  LocationsPage,
  PostFrontMatter,
  ServiceAreaPage,
  SharedPage,
  Site,
  Solution,
  SolutionsPage,
  Town,
} from "./schema.generated.ts";
import type { ServiceMapData } from "./service-map.ts";

/** A picture as the content build writes it: webp variants and the size to reserve. */
export interface BuiltImage {
  src: string;
  srcSet: string;
  large: string;
  width: number;
  height: number;
  alt: string;
  title?: string;
  description?: string;
}

/** A record as it comes out of dist-content/: every picture reference resolved to a BuiltImage. */
export type Built<T> = T extends ImageRef ? BuiltImage : T extends readonly (infer U)[] ? Built<U>[] : T extends object ? { [K in keyof T]: Built<T[K]> } : T;

export type SiteData = Built<Site>;
/** An industry's page data: its path is derived from its slug by the content build, never written (decision 036). */
export type IndustryData = Omit<Built<Industry>, "path"> & { path: string };
export type TownData = Built<Town> & { path: string };
export type SolutionData = Built<Solution>;

/** The fixed pages' prose as editors write it, by page name (content/pages/<name>.yaml). */
export interface PageSources {
  home: HomePage;
  about: AboutPage;
  solutions: SolutionsPage;
  locations: LocationsPage;
  "service-area": ServiceAreaPage;
  contact: ContactPage;
  customer: CustomerPage;
  blog: BlogPage;
  faq: FaqPage;
  shared: SharedPage;
}

export type Pages = { [K in keyof PageSources]: Built<PageSources[K]> };

export interface IndustrySummary extends Pick<IndustryData, "slug" | "name" | "path" | "title" | "description" | "image"> {
  benefits: string[];
}

export type TownSummary = Pick<TownData, "slug" | "name" | "county" | "description" | "image" | "path">;

export interface SolutionSummary extends Pick<SolutionData, "slug" | "name" | "heading" | "intro"> {
  path: string;
  image: BuiltImage;
}

/** The FAQ's categories: the enum of schemas/faq.schema.json. */
export type FaqCategory = Faq["entries"][number]["category"];

export interface FaqEntry {
  id: string;
  category: FaqCategory;
  question: string;
  answerHtml: string;
  answerText: string;
}

export interface FaqData {
  featured: string[];
  entries: FaqEntry[];
}

export interface PostSummary {
  slug: string;
  title: string;
  /** ISO 8601, e.g. 2025-07-31. */
  date: string;
  /** As people read it, e.g. July 31, 2025. */
  dateLabel: string;
  author: string;
  summary: string;
  image: BuiltImage;
  readingMinutes: number;
}

export interface PostData extends PostSummary, Pick<PostFrontMatter, "metaTitle" | "metaDescription"> {
  keywords: string[];
  html: string;
  words: number;
  /** Set only in a preview build: the post is a draft or scheduled, and not published (decision 036). */
  status?: PostStatus;
}

/** A legal page (content/legal/<name>.md: the privacy notice, the accessibility statement), rendered. */
export interface LegalPageData extends Pick<LegalPage, "title" | "slug" | "summary" | "metaTitle" | "metaDescription" | "keywords"> {
  /** When the owner last reviewed it, ISO 8601. */
  updated: string;
  /** As people read it, e.g. November 24, 2026. */
  updatedLabel: string;
  /** The body as HTML, the values of site.yaml filled in. */
  html: string;
}

export interface Redirect {
  from: string;
  to: string;
  status: number;
}

/**
 * Every JSON file of dist-content/ and its shape, by its path there (`{slug}` and `{name}` stand for a
 * record's slug and a page's name). The content build writes each through this table (scripts/cli/transform.ts),
 * the app reads them with these types (src/content/data.server.ts), and tests/unit/dist-content-types.test.ts
 * checks every written file against them.
 */
export type DistContent = {
  "site.json": SiteData;
  "faq.json": FaqData;
  "routes.json": string[];
  "redirects.json": Redirect[];
  "posts/index.json": PostSummary[];
  "posts/{slug}.json": PostData;
  "solutions/index.json": SolutionSummary[];
  "solutions/{slug}.json": SolutionData;
  "industries/index.json": IndustrySummary[];
  "industries/{slug}.json": IndustryData;
  "towns/index.json": TownSummary[];
  "towns/{slug}.json": TownData;
  "map.json": ServiceMapData;
  "legal/{slug}.json": LegalPageData;
} & { [K in keyof Pages as `pages/${K}.json`]: Pages[K] };

export type DistFile = keyof DistContent;

/**
 * The entry of `DistContent` a JSON file of dist-content/ belongs to, by its path there (`posts/x.json` ->
 * `posts/{slug}.json`), or undefined for a path of no declared form. A page name it returns may still be
 * one `Pages` does not declare.
 */
export function distFileOf(rel: string): string | undefined {
  if (["site.json", "faq.json", "routes.json", "redirects.json", "map.json"].includes(rel)) return rel;
  const m = /^(posts|solutions|industries|towns|pages|legal)\/([a-z0-9-]+)\.json$/.exec(rel);
  if (!m) return undefined;
  return m[1] === "pages" || m[2] === "index" ? rel : `${m[1]}/{slug}.json`;
}
