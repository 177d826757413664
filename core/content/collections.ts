// The fixed parts of the site's content: its fixed pages, its redirects, the page and legal files. Read by
// the content CLI (Node), the site build and the editor's validator in the browser alike.

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
