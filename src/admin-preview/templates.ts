// One preview template per entry the editor can open: its collection, its schema, and the page of the site
// that shows it (the route module, and the address with its parameters), found in the site's own route
// table (core/content/collections.ts) from the address its collection's definition gives the entry.
import { matchRoutes } from "react-router";
import { COLLECTIONS, routeOf, SITE_ROUTES, type AnyCollection } from "../../core/content/collections.ts";

/** What the previews need of a route module: its page and its loader (run against the preview's content). */
export interface RouteModule {
  default: unknown;
  loader?: (args: { params: Record<string, string>; request: Request; url: URL; pattern: string; context: unknown }) => Promise<unknown>;
}

export interface PageTarget {
  module: RouteModule;
  /** The route's pattern in src/routes.ts ("" for the index). */
  pattern: string;
  url: string;
  params: Record<string, string>;
}

export interface Template {
  collection: AnyCollection;
  kind: string;
  schema: string;
  /** The page showing the entry; `file` reads a file of the content the page is rendered against. */
  page: (slug: string, file: (rel: string) => unknown) => PageTarget;
}

/** The site's route modules by their path under src/ (`routes/post.tsx`), as React Router's route table names them. */
const MODULES = Object.fromEntries(
  Object.entries(import.meta.glob<RouteModule>("../routes/*.tsx", { eager: true })).map(([file, module]) => [file.slice("../".length), module]),
);

const ROUTES = SITE_ROUTES.map((r) => ({ id: r.module, path: r.path }));

/** The page of the site at `url`: its route module, pattern and parameters. */
function pageAt(url: string): PageTarget {
  const match = matchRoutes(ROUTES, url)?.at(-1);
  if (!match) throw new Error(`no page of the site is at ${url}`);
  const { id, path } = match.route;
  return { module: MODULES[id!], pattern: path!.slice(1), url, params: match.params as Record<string, string> };
}

/** The template of the file `name` of a collection (or of its records, `name` ""). */
const templateOf = (c: AnyCollection, name: string): Template => ({
  collection: c,
  kind: c.kind,
  schema: c.schema(name),
  page: (slug, file) => pageAt(c.preview ? c.preview(name, file) : routeOf(c, c.files ? name : slug)),
});

/** By the editor's collection, and for a collection of files by `collection/file` (core/content/cms-config.ts). */
export const TEMPLATES: Record<string, Template> = Object.fromEntries(
  COLLECTIONS.flatMap((c) => (c.files ? c.files.map((name) => [`${c.name}/${name}`, templateOf(c, name)]) : [[c.name, templateOf(c, "")]])),
);

/**
 * The names to register with the editor: a file's name in a collection of files, a collection's otherwise.
 * Two names are both (`solutions`, `faq`): the template tells them apart by the entry's collection.
 */
export const registrationNames = () => [...new Set(Object.keys(TEMPLATES).map((key) => key.split("/").at(-1)!))];

/** The template for an entry of `collection`, registered under `name`. */
export const templateFor = (collection: string, name: string): Template | undefined => TEMPLATES[`${collection}/${name}`] ?? TEMPLATES[collection];
