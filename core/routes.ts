// The address of a record's page, for code that must stay light: the site's pages, whose browser bundle
// must not carry the collections' definitions (their schemas' words and transforms). The routes are the
// definitions' own (core/collections/), listed by `npx content types` in routes.generated.ts.
import ROUTES from "./routes.generated.ts";

/** A route's address with its one parameter filled in: `/blog/:postId` and `snacks` → `/blog/snacks`. */
export const fillRoute = (route: string, slug: string): string => route.replace(/:\w+/, slug);

/** The address of the page of the record `slug` of the collection `name`: `hrefOf("posts", "snacks")` → `/blog/snacks`. */
export const hrefOf = (name: keyof typeof ROUTES, slug: string): string => fillRoute(ROUTES[name], slug);
