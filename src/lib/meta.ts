import type { MetaDescriptor } from "react-router";
import { SHARE_IMAGE } from "../constants.ts";
import type { SiteData } from "../content/types.ts";

export interface PageMetaInput {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** The page's path, e.g. /about; the canonical link is the site origin plus this. */
  path: string;
  /** A site path or absolute URL; defaults to the site's share image. */
  image?: string;
  imageAlt?: string;
  type?: "website" | "article";
  publishedTime?: string;
  /** Keep search engines away (the no-JavaScript thank-you page, the 404 page). */
  noindex?: boolean;
  /** JSON-LD objects for this page. */
  jsonLd?: object[];
}

export const absoluteUrl = (origin: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);

/**
 * Every tag a page's head needs. A route's `meta` replaces its parent's, so each page builds the whole set
 * here rather than inheriting pieces from the root.
 */
export function pageMeta(site: SiteData, input: PageMetaInput): MetaDescriptor[] {
  const url = absoluteUrl(site.origin, input.path);
  const image = absoluteUrl(site.origin, input.image ?? site.shareImage.large);
  const tags: MetaDescriptor[] = [
    { title: input.title },
    { name: "description", content: input.description },
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:title", content: input.title },
    { property: "og:description", content: input.description },
    { property: "og:type", content: input.type ?? "website" },
    { property: "og:url", content: url },
    { property: "og:site_name", content: site.name },
    { property: "og:locale", content: "en_US" },
    { property: "og:image", content: image },
    { property: "og:image:width", content: String(SHARE_IMAGE.width) },
    { property: "og:image:height", content: String(SHARE_IMAGE.height) },
    { property: "og:image:alt", content: input.imageAlt ?? site.shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
  ];
  if (input.keywords?.length) tags.push({ name: "keywords", content: input.keywords.join(", ") });
  if (input.publishedTime) tags.push({ property: "article:published_time", content: input.publishedTime });
  if (input.noindex) tags.push({ name: "robots", content: "noindex" });
  for (const data of input.jsonLd ?? []) tags.push({ "script:ld+json": data });
  return tags;
}

/** BreadcrumbList for a nested page: Home, then each named level down to this page. */
export function breadcrumbs(site: SiteData, trail: { name: string; path: string }[]): object {
  const items = [{ name: "Home", path: "/" }, ...trail];
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, i) => ({ "@type": "ListItem", position: i + 1, name: item.name, item: absoluteUrl(site.origin, item.path) })),
  };
}

/** The root loader's site data, from a route's meta arguments. */
export function siteFromMatches(matches: readonly ({ id: string; data?: unknown } | undefined)[]): SiteData {
  const root = matches.find((m) => m?.id === "root")?.data as { site: SiteData } | undefined;
  if (!root) throw new Error("root data missing");
  return root.site;
}
