import type { Config } from "@react-router/dev/config";
import { BUNDLE_ONLY_ENV, EVERY_PAGE_ENV } from "./scripts/site/react-router-adapter.ts";
import { BUNDLE_DIR, sitePaths } from "./scripts/site/site-paths.ts";
import routes from "./src/routes.ts";

/** A made-up path for each route with a parameter or a splat: `blog/:postId` -> `/blog/sample`. */
const sampleDynamicPaths = (): string[] =>
  routes.flatMap((r) => (r.path && /[:*]/.test(r.path) ? [`/${r.path.replace(/:[^/]+/g, "sample").replace("*", "404")}`] : []));

/**
 * One page per route. React Router checks at build time that every route with a loader is prerendered,
 * then renders the pages it was given, one at a time on one core. The site build (scripts/site/build.ts)
 * renders every page itself, on every core and only when its data or the app changed; React Router gets
 * enough pages for its check and to prove each route renders.
 */
function onePagePerRoute({ getStaticPaths }: { getStaticPaths: () => string[] }): string[] {
  // The site build stops React Router before it prerenders (react-router-adapter.ts): the paths only have to
  // pass its check, so they are made up and no content is read.
  if (process.env[BUNDLE_ONLY_ENV]) return [...getStaticPaths(), ...sampleDynamicPaths()];
  if (process.env[EVERY_PAGE_ENV]) return sitePaths();
  const fixed = new Set(getStaticPaths());
  const parents = new Set<string>();
  return sitePaths().filter((page) => {
    if (fixed.has(page) || page === "/404") return true;
    const parent = page.slice(0, page.lastIndexOf("/"));
    if (parents.has(parent)) return false;
    parents.add(parent);
    return true;
  });
}

export default {
  appDirectory: "src",
  buildDirectory: BUNDLE_DIR,
  ssr: false,
  prerender: { paths: onePagePerRoute },
} satisfies Config;
