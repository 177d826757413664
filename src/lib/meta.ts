import type { MetaDescriptor } from "react-router";
import { SHARE_DIR, SHARE_IMAGE } from "../../core/site.ts";
import type { SiteData } from "../../core/content-types.ts";
import { business } from "./places.ts";

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
  /** Skip the description, canonical and share tags (a page that writes its own); the title stays. */
  noMeta?: boolean;
}

export const absoluteUrl = (origin: string, pathOrUrl: string) => (/^https?:\/\//.test(pathOrUrl) ? pathOrUrl : `${origin}${pathOrUrl}`);

/**
 * The absolute share-picture URL for a picture: a built webp variant (/images/<name>_large.webp) becomes
 * its 1200x630 crop /share/<name>.jpg, which the build cuts; any other picture is only made absolute.
 */
export function shareImageUrl(origin: string, pathOrUrl: string): string {
  const built = /^\/images\/(.+)_(?:small|medium|large)\.webp$/.exec(pathOrUrl);
  return absoluteUrl(origin, built ? `/${SHARE_DIR}/${built[1]}.jpg` : pathOrUrl);
}

/**
 * Every tag a page's head needs. A route's `meta` replaces its parent's, so each page builds the whole set
 * here rather than inheriting pieces from the root.
 */
export function pageMeta(site: SiteData, input: PageMetaInput): MetaDescriptor[] {
  if (input.noMeta) return [{ title: input.title }];
  const url = absoluteUrl(site.origin, input.path);
  const image = shareImageUrl(site.origin, input.image ?? site.shareImage.large);
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
    // Only the build's own crops are known to be 1200x630; a stock-photo URL keeps its own size.
    ...(image.startsWith(`${site.origin}/${SHARE_DIR}/`)
      ? [
          { property: "og:image:width", content: String(SHARE_IMAGE.width) },
          { property: "og:image:height", content: String(SHARE_IMAGE.height) },
        ]
      : []),
    { property: "og:image:alt", content: input.imageAlt ?? site.shareImage.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: input.title },
    { name: "twitter:description", content: input.description },
    { name: "twitter:image", content: image },
    { name: "twitter:image:alt", content: input.imageAlt ?? site.shareImage.alt },
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
export function siteFromMatches(matches: readonly ({ id: string; loaderData?: unknown } | undefined)[]): SiteData {
  const root = matches.find((m) => m?.id === "root")?.loaderData as { site: SiteData } | undefined;
  if (!root) throw new Error("root data missing");
  return root.site;
}

const WEEK_DAYS = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"];

/** "8 am" → "08:00", "5:30 pm" → "17:30"; undefined when it is not a clock time. */
function clockTime(text: string): string | undefined {
  const m = /^(\d{1,2})(?::(\d{2}))?\s*(am|pm)$/i.exec(text.trim());
  if (!m) return undefined;
  const hour = (Number(m[1]) % 12) + (m[3].toLowerCase() === "pm" ? 12 : 0);
  return `${String(hour).padStart(2, "0")}:${m[2] ?? "00"}`;
}

/**
 * The editors write opening hours as prose ("Monday to Friday, 8 am to 5 pm"); schema.org wants days and
 * clock times. Prose in any other shape is left out rather than guessed (the field is only recommended).
 */
export function openingHoursSpecification(text: string | undefined): object[] {
  const m = /^(\w+day)\s+(?:to|-|–)\s+(\w+day),?\s+(.+?)\s+(?:to|-|–)\s+(.+)$/i.exec(text?.trim() ?? "");
  if (!m) return [];
  const [from, to] = [WEEK_DAYS.indexOf(m[1]), WEEK_DAYS.indexOf(m[2])];
  const [opens, closes] = [clockTime(m[3]), clockTime(m[4])];
  if (from < 0 || to < from || !opens || !closes) return [];
  return [{ "@type": "OpeningHoursSpecification", dayOfWeek: WEEK_DAYS.slice(from, to + 1), opens, closes }];
}

/** LocalBusiness for the home and contact pages: Google's required name and address, and its recommended fields. */
export function localBusiness(site: SiteData): object {
  const hours = openingHoursSpecification(site.openingHours);
  return {
    "@context": "https://schema.org",
    ...business(site),
    description: site.description,
    image: absoluteUrl(site.origin, site.shareImage.large),
    logo: absoluteUrl(site.origin, site.logo.src),
    geo: { "@type": "GeoCoordinates", latitude: site.geo.latitude, longitude: site.geo.longitude },
    areaServed: site.serviceArea.map((name) => ({ "@type": "AdministrativeArea", name })),
    sameAs: site.social.map((s) => s.url),
    ...(hours.length ? { openingHoursSpecification: hours } : {}),
  };
}
