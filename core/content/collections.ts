// The fixed parts of the site's content: its fixed pages, its redirects, the page and legal files. Read by
// the content CLI (Node), the site build and the editor's validator in the browser alike.
import type { Kind } from "./source.ts";

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

/** Pages whose prose lives in content/pages/<name>.yaml, each with schemas/page-<name>.schema.json. */
export const PAGE_NAMES = ["home", "about", "solutions", "locations", "service-area", "contact", "customer", "blog", "faq", "shared"];

/**
 * Pages written in markdown with front matter, one file each in content/legal/<name>.md
 * (schemas/legal.schema.json), shown at /<name>: the privacy notice and the accessibility statement.
 */
export const LEGAL_NAMES = ["privacy", "accessibility"];

/**
 * The collections of content, one entry each: what the CLI's loader reads (folder, format, schema), what
 * the editor offers (its collection, labels), which page shows a record (route) and which file of
 * dist-content/ holds it (output, and the list of the records' cards). The validator, the content build,
 * the CMS config, the previews and the app's data access read this table: adding a collection is one entry
 * here (and its schema, route module and transform).
 */
export interface Collection {
  kind: Kind;
  /** The editor's collection; for records, also their folder in content/. */
  name: string;
  label: string;
  description: string;
  format: "yaml" | "markdown";
  /**
   * A collection of named files (content/<folder>/<file>.<ext>; folder "" for one file at content/'s top),
   * or, without `files`, of records: one file per record, content/<name>/<slug>.<ext>.
   */
  folder: string;
  files?: readonly string[];
  /** The schema of a file of the collection (schemas/<schema>). */
  schema: (file: string) => string;
  /** The page a record shows on, `{slug}` filled in (records and legal pages). */
  route?: string;
  /** Its file in dist-content/, `{slug}` filled in, and for records the list of their cards. */
  output: string;
  list?: string;
  /** Records: the editor's name for one, and the field that names it in lists. */
  labelSingular?: string;
  identifier?: string;
}

export const COLLECTIONS: readonly Collection[] = [
  {
    kind: "site",
    name: "site",
    label: "Site facts",
    description: "Name, phone, e-mails, address and links shown on every page.",
    format: "yaml",
    folder: "",
    files: ["site"],
    schema: () => "site.schema.json",
    output: "site.json",
  },
  {
    kind: "page",
    name: "pages",
    label: "Pages",
    description: "The words of the fixed pages.",
    format: "yaml",
    folder: "pages",
    files: PAGE_NAMES,
    schema: (file) => `page-${file}.schema.json`,
    output: "pages/{slug}.json",
  },
  {
    kind: "solution",
    name: "solutions",
    label: "Solutions",
    labelSingular: "Solution",
    identifier: "name",
    description: "Product pages at /solutions/…",
    format: "yaml",
    folder: "solutions",
    schema: () => "solution.schema.json",
    route: "/solutions/{slug}",
    output: "solutions/{slug}.json",
    list: "solutions/index.json",
  },
  {
    kind: "industry",
    name: "industries",
    label: "Industries",
    labelSingular: "Industry",
    identifier: "name",
    description: "Prospective location pages at /locations/…",
    format: "yaml",
    folder: "industries",
    schema: () => "industry.schema.json",
    route: "/locations/{slug}",
    output: "industries/{slug}.json",
    list: "industries/index.json",
  },
  {
    kind: "town",
    name: "towns",
    label: "Towns",
    labelSingular: "Town",
    identifier: "name",
    description: "Service-area town pages at /service-area/…",
    format: "yaml",
    folder: "towns",
    schema: () => "town.schema.json",
    route: "/service-area/{slug}",
    output: "towns/{slug}.json",
    list: "towns/index.json",
  },
  {
    kind: "faq",
    name: "faq",
    label: "FAQ",
    description: "Questions and answers at /faq.",
    format: "yaml",
    folder: "",
    files: ["faq"],
    schema: () => "faq.schema.json",
    route: "/faq",
    output: "faq.json",
  },
  {
    kind: "legal",
    name: "legal",
    label: "Privacy and accessibility",
    description: "The privacy notice at /privacy and the accessibility statement at /accessibility: review the facts before launch.",
    format: "markdown",
    folder: "legal",
    files: LEGAL_NAMES,
    schema: () => "legal.schema.json",
    route: "/{slug}",
    output: "legal/{slug}.json",
  },
  {
    kind: "post",
    name: "posts",
    label: "Blog posts",
    labelSingular: "Blog post",
    identifier: "title",
    description: "Posts at /blog/…",
    format: "markdown",
    folder: "posts",
    schema: () => "post.schema.json",
    route: "/blog/{slug}",
    output: "posts/{slug}.json",
    list: "posts/index.json",
  },
];

/** The collection of a kind of content. */
export const collectionOf = (kind: Kind): Collection => COLLECTIONS.find((c) => c.kind === kind)!;

/** The collections of records (one file per record), each with its folder. */
export const RECORD_COLLECTIONS = COLLECTIONS.filter((c) => !c.files);

const fill = (pattern: string, slug: string) => pattern.replace("{slug}", slug);

/** The address of the page of a record (or legal page) `slug` of `kind`. */
export function routeOf(kind: Kind, slug: string): string {
  const { route } = collectionOf(kind);
  if (!route) throw new Error(`${kind} has no page of its own`);
  return fill(route, slug);
}

/** The file of dist-content/ that holds the record or named file `slug` of `kind`. */
export const outputOf = (kind: Kind, slug = ""): string => fill(collectionOf(kind).output, slug);

/** A file's extension by its collection's format. */
export const extensionOf = (c: Pick<Collection, "format">) => (c.format === "markdown" ? "md" : "yaml");

/** The repository path of the file `name` (a record's slug, or a named file) of the collection. */
export const fileOf = (c: Collection, name: string) => `content/${c.folder ? `${c.folder}/` : ""}${name}.${extensionOf(c)}`;

/** The collection, schema and name of the file at `rel` (`content/towns/eldersburg.yaml`), or undefined when content/ has no such place. */
export function placeOf(rel: string): { kind: Kind; collection: Collection; schemaId: string; name: string; format: "yaml" | "markdown" } | undefined {
  const m = /^content\/(?:([a-z-]+)\/)?([^/]+)\.(yaml|md)$/.exec(rel);
  if (!m) return undefined;
  const [, folder = "", name, ext] = m;
  const collection = COLLECTIONS.find((c) => c.folder === folder && extensionOf(c) === ext && (c.files ? c.files.includes(name) : true));
  if (!collection) return undefined;
  return { kind: collection.kind, collection, schemaId: collection.schema(name), name, format: collection.format };
}
