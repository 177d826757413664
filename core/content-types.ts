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
  /** Its address, e.g. /privacy. */
  path: string;
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
 * The shapes of the JSON files of dist-content/ that the collections' definitions do not declare: the build's
 * route list, its redirects and the service area's map, and each fixed page's words by its page (the pages'
 * definition declares them all as one). Every other file is a collection's, of the types its definition's
 * `transform` returns (core/collections/). tests/unit/dist-content-types.test.ts checks every written file
 * against its shape.
 */
export type DistContent = {
  "routes.json": string[];
  "redirects.json": Redirect[];
  "map.json": ServiceMapData;
} & { [K in keyof Pages as `pages/${K}.json`]: Pages[K] };
