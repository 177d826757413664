import path from "node:path";
import { ROOT } from "../lib/root.ts";

export interface Paths {
  root: string;
  content: string;
  schemas: string;
  out: string;
  cache: string;
}

export function defaultPaths(root = ROOT): Paths {
  return {
    root,
    content: path.join(root, "content"),
    schemas: path.join(root, "schemas"),
    out: path.join(root, "dist-content"),
    cache: path.join(root, ".cache", "content"),
  };
}

/** The widths of the webp variants every referenced picture gets (site-spec section 9). */
export const IMAGE_VARIANTS = [
  { suffix: "small", width: 480 },
  { suffix: "medium", width: 800 },
  { suffix: "large", width: 1200 },
] as const;

export const WEBP_QUALITY = 78;
/** libwebp effort 2 of 6: a quarter faster than the default 4 on these pictures, files under 1 % larger. */
export const WEBP_EFFORT = 2;

/** Fixed pages of the route table; the pages of solutions, industries, towns and posts are added from the records. */
export const FIXED_ROUTES = [
  "/",
  "/solutions",
  "/locations",
  "/service-area",
  "/about",
  "/blog",
  "/faq",
  "/contact",
  "/contact/thanks",
  "/customer",
  "/privacy",
  "/accessibility",
];

/**
 * Permanent redirects of decisions.md, the site's one list of them (dist-content/redirects.json feeds
 * `_redirects`, the local host and the prerendered redirect pages): short forms seen in old links to their
 * canonical paths, then any other address under /locations/ to the list. The first match wins.
 */
export const REDIRECTS = [
  { from: "/locations/apartments", to: "/locations/apartments-multi-family" },
  { from: "/locations/high-traffic", to: "/locations/high-traffic-locations" },
  { from: "/solutions/smart-store", to: "/solutions/smart-stores" },
  // Not `/locations/*`: that pattern also matches `/locations` itself, and Netlify's matcher drops a rule
  // whose pattern matches its own target (decision 024). `:slug/*` covers every address below the folder.
  { from: "/locations/:slug/*", to: "/locations" },
];

/** Pages whose prose lives in content/pages/<name>.yaml, each with schemas/page-<name>.schema.json. */
export const PAGE_NAMES = ["home", "about", "solutions", "locations", "service-area", "contact", "customer", "blog", "faq", "shared"];

/**
 * Pages written in markdown with front matter, one file each in content/legal/<name>.md
 * (schemas/legal.schema.json), shown at /<name>: the privacy notice and the accessibility statement.
 */
export const LEGAL_NAMES = ["privacy", "accessibility"];
