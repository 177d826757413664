import type { Config } from "@react-router/dev/config";
import { BUNDLE_DIR, sitePaths } from "./scripts/site/site-paths.ts";

/**
 * One page per route. React Router checks at build time that every route with a loader is prerendered,
 * then renders the pages it was given, one at a time on one core. The site build (scripts/site/build.ts)
 * renders every page itself, on every core and only when its data or the app changed; React Router gets
 * enough pages for its check and to prove each route renders.
 */
function onePagePerRoute({ getStaticPaths }: { getStaticPaths: () => string[] }): string[] {
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
