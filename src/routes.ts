import { index, route, type RouteConfig } from "@react-router/dev/routes";
import { SITE_ROUTES } from "../core/content/collections.ts";

/**
 * The site's routes, one per URL pattern: the fixed pages and each collection's pages, as its definition
 * declares them (core/collections/), each named by its pattern (one module may show several, as the legal
 * pages' does); any other path is the not-found page.
 */
export default [
  ...SITE_ROUTES.map((r) => (r.path === "/" ? index(r.module, { id: r.path }) : route(r.path.slice(1), r.module, { id: r.path }))),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
