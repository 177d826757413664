// One preview template per entry the editor can open: which kind of content it is, its schema, and the
// page of the site that shows it (the route module, and the address with its parameters).
import * as about from "../routes/about.tsx";
import * as blog from "../routes/blog.tsx";
import * as contact from "../routes/contact.tsx";
import * as customer from "../routes/customer.tsx";
import * as faq from "../routes/faq.tsx";
import * as home from "../routes/home.tsx";
import * as location from "../routes/location.tsx";
import * as locations from "../routes/locations.tsx";
import * as post from "../routes/post.tsx";
import * as privacy from "../routes/privacy.tsx";
import * as accessibility from "../routes/accessibility.tsx";
import * as serviceArea from "../routes/service-area.tsx";
import * as solution from "../routes/solution.tsx";
import * as solutions from "../routes/solutions.tsx";
import * as town from "../routes/town.tsx";
import type { TownSummary } from "../../core/content-types.ts";
import { collectionOf, routeOf } from "../../core/content/collections.ts";
import type { Kind } from "../../core/content/source.ts";

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
  kind: Kind;
  schema: string;
  /** The page showing the entry; `file` reads a file of the content the page is rendered against. */
  page: (slug: string, file: (rel: string) => unknown) => PageTarget;
}

/** A route module as the previews call it (its loader's arguments typed for its own route by React Router). */
const mod = (module: object) => module as RouteModule;

const fixed =
  (module: object, path: string): Template["page"] =>
  () => ({ module: mod(module), pattern: path.slice(1), url: path, params: {} });

/** The template of an entry of `kind`: its schema (for a file of a collection of files, `name`'s) from the collections table. */
const of = (kind: Kind, name: string, page: Template["page"]): Template => ({ kind, schema: collectionOf(kind).schema(name), page });

const page = (name: string, module: object, path: string): Template => of("page", name, fixed(module, path));

/**
 * By the editor's collection, and for a collection of files by `collection/file` (scripts/cli/cms.ts).
 * Site facts show on the home page; the shared texts (call-outs, side box) on the first town's page,
 * which shows two call-outs and the side box.
 */
export const TEMPLATES: Record<string, Template> = {
  "site/site": of("site", "site", fixed(home, "/")),
  "pages/home": page("home", home, "/"),
  "pages/about": page("about", about, "/about"),
  "pages/solutions": page("solutions", solutions, "/solutions"),
  "pages/locations": page("locations", locations, "/locations"),
  "pages/service-area": page("service-area", serviceArea, "/service-area"),
  "pages/contact": page("contact", contact, "/contact"),
  "pages/customer": page("customer", customer, "/customer"),
  "pages/blog": page("blog", blog, "/blog"),
  "pages/faq": page("faq", faq, "/faq"),
  "pages/shared": of("page", "shared", (_slug, file) => {
    const first = (file(collectionOf("town").list!) as TownSummary[])[0].slug;
    return { module: mod(town), pattern: "service-area/:townName", url: `/service-area/${first}`, params: { townName: first } };
  }),
  solutions: of("solution", "", (slug) => ({
    module: mod(solution),
    pattern: "solutions/:solutionSlug",
    url: routeOf("solution", slug),
    params: { solutionSlug: slug },
  })),
  industries: of("industry", "", (slug) => ({
    module: mod(location),
    pattern: "locations/:locationSlug",
    url: routeOf("industry", slug),
    params: { locationSlug: slug },
  })),
  towns: of("town", "", (slug) => ({ module: mod(town), pattern: "service-area/:townName", url: routeOf("town", slug), params: { townName: slug } })),
  "faq/faq": of("faq", "faq", fixed(faq, "/faq")),
  "legal/privacy": of("legal", "privacy", fixed(privacy, routeOf("legal", "privacy"))),
  "legal/accessibility": of("legal", "accessibility", fixed(accessibility, routeOf("legal", "accessibility"))),
  posts: of("post", "", (slug) => ({ module: mod(post), pattern: "blog/:postId", url: routeOf("post", slug), params: { postId: slug } })),
};

/**
 * The names to register with the editor: a file's name in a collection of files, a collection's otherwise.
 * Two names are both (`solutions`, `faq`): the template tells them apart by the entry's collection.
 */
export const registrationNames = () => [...new Set(Object.keys(TEMPLATES).map((key) => key.split("/").at(-1)!))];

/** The template for an entry of `collection`, registered under `name`. */
export const templateFor = (collection: string, name: string): Template | undefined => TEMPLATES[`${collection}/${name}`] ?? TEMPLATES[collection];
