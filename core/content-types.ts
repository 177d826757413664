import type {
  AboutPage,
  BlogPage,
  ContactPage,
  CustomerPage,
  FaqPage,
  HomePage,
  ImageRef,
  Industry,
  LocationsPage,
  PostFrontMatter,
  ServiceAreaPage,
  SharedPage,
  Site,
  Solution,
  SolutionsPage,
  Town,
} from "./schema.generated.ts";

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
export type Built<T> = T extends ImageRef
  ? BuiltImage
  : T extends readonly (infer U)[]
    ? Built<U>[]
    : T extends object
      ? { [K in keyof T]: Built<T[K]> }
      : T;

export type SiteData = Built<Site>;
export type IndustryData = Built<Industry>;
export type TownData = Built<Town> & { path: string };
export type SolutionData = Built<Solution>;

export interface Pages {
  home: Built<HomePage>;
  about: Built<AboutPage>;
  solutions: Built<SolutionsPage>;
  locations: Built<LocationsPage>;
  "service-area": Built<ServiceAreaPage>;
  contact: Built<ContactPage>;
  customer: Built<CustomerPage>;
  blog: Built<BlogPage>;
  faq: Built<FaqPage>;
  shared: Built<SharedPage>;
}

export interface IndustrySummary extends Pick<IndustryData, "slug" | "name" | "path" | "title" | "description" | "image"> {
  benefits: string[];
}

export interface TownSummary extends Pick<TownData, "slug" | "name" | "county" | "description" | "image" | "path"> {}

export interface SolutionSummary extends Pick<SolutionData, "slug" | "name" | "heading" | "intro"> {
  path: string;
  image: BuiltImage;
}

export interface FaqEntry {
  id: string;
  category: "general" | "solutions" | "process" | "products";
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
}

export interface Redirect {
  from: string;
  to: string;
  status: number;
}
