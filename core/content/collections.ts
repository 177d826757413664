// The collections of content (one definition each, core/collections/<name>.ts), the site's route table
// derived from them and its fixed pages, and its redirects. Read by the content CLI (Node), the site build,
// the app's routes and the editor's validator and previews in the browser alike.
import DEFINITIONS from "../collections.generated.ts";
import { fillRoute } from "../routes.ts";
import type { Collection, PageRoute } from "./define.ts";

export type { Collection, PageRoute };

/** A collection of any kind of content (each consumer reads the fields every definition has). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyCollection = Collection<any, any, any>;

/** Every collection, in the editor's menu order (also the order the content build takes them in). */
export const COLLECTIONS: readonly AnyCollection[] = [...(DEFINITIONS as readonly AnyCollection[])].sort((a, b) => a.position - b.position);

/** The collection of a kind of content (`post`). */
export const collectionOf = (kind: string): AnyCollection => {
  const found = COLLECTIONS.find((c) => c.kind === kind);
  if (!found) throw new Error(`no collection holds ${kind} files`);
  return found;
};

/** The collection the editor calls `name` (`posts`), if any. */
export const collectionNamed = (name: string): AnyCollection | undefined => COLLECTIONS.find((c) => c.name === name);

/** The collections of records (one file per record), each with its folder. */
export const RECORD_COLLECTIONS = COLLECTIONS.filter((c) => !c.files);

/** The address of the page of the record (or named file) `slug`: its collection's route with the parameter filled in. */
export function routeOf(c: AnyCollection, slug: string): string {
  if (!c.route) throw new Error(`${c.name} has no page of its own`);
  return fillRoute(c.route.path, slug);
}

/** The file of dist-content/ that holds the record or named file `name` of the collection. */
export const outputOf = (c: AnyCollection, name: string): string => `${c.folder ? `${c.folder}/` : ""}${name}.json`;

/** The file of dist-content/ that holds the cards of a collection of records, in its order. */
export const listOf = (c: AnyCollection): string => `${c.folder}/index.json`;

/** A file's extension by its collection's format. */
export const extensionOf = (c: Pick<Collection, "format">) => (c.format === "markdown" ? "md" : "yaml");

/** The repository path of the file `name` (a record's slug, or a named file) of the collection. */
export const fileOf = (c: AnyCollection, name: string) => `content/${c.folder ? `${c.folder}/` : ""}${name}.${extensionOf(c)}`;

/** The collection, schema and name of the file at `rel` (`content/towns/eldersburg.yaml`), or undefined when content/ has no such place. */
export function placeOf(rel: string): { kind: string; collection: AnyCollection; schemaId: string; name: string; format: "yaml" | "markdown" } | undefined {
  const m = /^content\/(?:([a-z-]+)\/)?([^/]+)\.(yaml|md)$/.exec(rel);
  if (!m) return undefined;
  const [, folder = "", name, ext] = m;
  const collection = COLLECTIONS.find((c) => c.folder === folder && extensionOf(c) === ext && (c.files ? c.files.includes(name) : true));
  if (!collection) return undefined;
  return { kind: collection.kind, collection, schemaId: collection.schema(name), name, format: collection.format };
}

/** The site's pages that show no collection, by address, with their route modules (under src/). */
const FIXED_PAGES: Record<string, string> = {
  "/": "routes/home.tsx",
  "/about": "routes/about.tsx",
  "/contact": "routes/contact.tsx",
  "/contact/thanks": "routes/contact-thanks.tsx",
  "/customer": "routes/customer.tsx",
};

/**
 * The order of the route table (and of the site's pages in routes.json and the sitemap): a fixed page by its
 * address, a collection by its name (its list page, then its records' page, or its named files' pages).
 * A collection not named here comes after these.
 */
const SITE_ORDER = ["/", "solutions", "industries", "towns", "/about", "posts", "faq", "/contact", "/contact/thanks", "/customer", "legal"];

/** A collection's pages: its list page, then its records' page (a pattern) or one page per named file. */
function pagesOf(c: AnyCollection): (PageRoute & { collection?: Collection })[] {
  const { route } = c;
  const own = !route ? [] : c.files ? c.files.map((name) => ({ path: routeOf(c, name), module: route.module })) : [{ ...route, collection: c }];
  return [...(c.list ? [c.list] : []), ...own];
}

/**
 * The site's route table, in order: each page's address pattern and route module. `collection` marks the
 * page of a collection's records (`/blog/:postId`), whose addresses follow from the records present.
 */
export const SITE_ROUTES: readonly (PageRoute & { collection?: AnyCollection })[] = [
  ...SITE_ORDER.flatMap((entry) => {
    if (entry.startsWith("/")) return [{ path: entry, module: FIXED_PAGES[entry] }];
    const c = collectionNamed(entry);
    return c ? pagesOf(c) : [];
  }),
  ...COLLECTIONS.filter((c) => !SITE_ORDER.includes(c.name)).flatMap(pagesOf),
];

/** The pages whose address does not depend on the records: the fixed pages, the list pages and the named files' pages. */
export const FIXED_ROUTES = SITE_ROUTES.filter((r) => !r.collection).map((r) => r.path);

/**
 * The permanent redirects, the site's one list of them (dist-content/redirects.json feeds
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

/** The fixed pages' files (content/pages/<name>.yaml) and the legal pages' (content/legal/<name>.md). */
export const PAGE_NAMES = collectionOf("page").files!;
export const LEGAL_NAMES = collectionOf("legal").files!;
