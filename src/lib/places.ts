/** Pure helpers of the solutions, locations and service-area pages: text templates, maps, structured data. */
import type { Solution } from "../../core/schema.generated.ts";

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** Fills the `{town}` placeholder of the shared town-page texts (content/pages/service-area.yaml). */
export function fillTown(template: string, town: string): string {
  return template.replaceAll("{town}", town);
}

/** The maps service's embed address for a point (by coordinates, at a zoom). */
export function mapEmbedUrl({ latitude, longitude }: LatLng, zoom: number): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}&z=${zoom}&output=embed`;
}

/** The same place on the maps service's own page, for visitors without scripts or who prefer the app. */
export function mapPageUrl({ latitude, longitude }: LatLng, zoom: number): string {
  return `https://www.google.com/maps?q=${latitude},${longitude}&z=${zoom}`;
}

/** Coordinates as people read them: 39.5754° N, 76.9958° W. */
export function formatCoordinates({ latitude, longitude }: LatLng): string {
  const lat = `${Math.abs(latitude).toFixed(4)}° ${latitude >= 0 ? "N" : "S"}`;
  const lng = `${Math.abs(longitude).toFixed(4)}° ${longitude >= 0 ? "E" : "W"}`;
  return `${lat}, ${lng}`;
}

/** The middle of a set of nearby points (the plain average is exact enough across two counties). */
export function centerOf(points: readonly LatLng[]): LatLng {
  if (points.length === 0) throw new Error("centerOf needs at least one point");
  const round = (n: number) => Math.round(n * 10_000) / 10_000;
  return {
    latitude: round(points.reduce((sum, p) => sum + p.latitude, 0) / points.length),
    longitude: round(points.reduce((sum, p) => sum + p.longitude, 0) / points.length),
  };
}

/** FAQPage structured data for a page's questions. */
export function faqPageJsonLd(entries: readonly { question: string; answer: string }[]): object {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: entries.map((e) => ({
      "@type": "Question",
      name: e.question,
      acceptedAnswer: { "@type": "Answer", text: e.answer },
    })),
  };
}

export interface BusinessFacts {
  name: string;
  origin: string;
  phone: string;
  email: string;
  address: { street: string; city: string; region: string; postalCode: string; country: string };
}

/** The business as structured data: who it is and where (the one place these fields are written). */
export function business(site: BusinessFacts): object {
  const { address } = site;
  return {
    "@type": "LocalBusiness",
    "@id": `${site.origin}/#business`,
    name: site.name,
    url: `${site.origin}/`,
    telephone: site.phone,
    email: site.email,
    address: {
      "@type": "PostalAddress",
      streetAddress: address.street,
      addressLocality: address.city,
      addressRegion: address.region,
      postalCode: address.postalCode,
      addressCountry: address.country,
    },
  };
}

/**
 * A solution as a Service offered by the local business: the formats are free to the host and have no
 * price of their own, and a Product without offers is reported as incomplete by search engines.
 */
export function serviceJsonLd(
  site: BusinessFacts,
  s: { name: string; description: string; url: string; image: string; areaServed: readonly string[] },
): object {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: s.name,
    serviceType: s.name,
    description: s.description,
    url: s.url,
    image: s.image,
    provider: business(site),
    areaServed: s.areaServed.map((name) => ({ "@type": "AdministrativeArea", name: `${name}, Maryland` })),
  };
}

/** The business as seen from one town's page: the town (in its county) is the area it serves there. */
export function townBusinessJsonLd(site: BusinessFacts, town: { name: string; county: string; url: string; geo: LatLng }): object {
  return {
    "@context": "https://schema.org",
    ...business(site),
    areaServed: {
      "@type": "City",
      name: `${town.name}, Maryland`,
      geo: { "@type": "GeoCoordinates", latitude: town.geo.latitude, longitude: town.geo.longitude },
      containedInPlace: { "@type": "AdministrativeArea", name: `${town.county}, Maryland` },
    },
    mainEntityOfPage: town.url,
  };
}

/** The entry with this id, or the first one: a renamed call-out must not take a page down. */
export function pick<T extends { id: string }>(list: readonly T[], id: string): T {
  const found = list.find((item) => item.id === id) ?? list[0];
  if (!found) throw new Error(`pick: the list is empty (looking for ${id})`);
  return found;
}

/** A solution page as the site lists it (the root data's `solutions`, from content). */
export interface ProductLink {
  slug: string;
  name: string;
  path: string;
}

/** The solution each format block of an industry record is about, in the order the page shows them. */
const FORMAT_BLOCKS = [
  ["smartStore", "smart-stores"],
  ["microMarket", "micro-markets"],
  ["smartCoolers", "smart-coolers"],
] as const satisfies readonly (readonly [string, Solution["slug"]])[];

/**
 * The format blocks of an industry page in their fixed order: Smart Stores, Micro Markets, then Smart
 * Coolers only when the record has a block for them.
 */
export function industryProducts<B>(
  industry: { smartStore: B; microMarket: B; smartCoolers?: B },
  solutions: readonly ProductLink[],
): { block: B; solution: ProductLink }[] {
  return FORMAT_BLOCKS.flatMap(([key, slug]) => {
    const block = industry[key];
    if (!block) return [];
    const solution = solutions.find((s) => s.slug === slug);
    if (!solution) throw new Error(`no solution page ${slug}`);
    return [{ block, solution }];
  });
}
