import type { Config } from "@react-router/dev/config";
import { sitePaths } from "./scripts/lib/site-paths.ts";

/**
 * A static site (`ssr: false`): React Router prerenders every page the content build lists (its routes, the
 * short paths of old links, the not-found page), read from dist-content/ each time it asks. In a build it
 * writes them beside its bundles, and the post-build step (scripts/postbuild/) makes them into build/client.
 * The dev server renders each page when it is asked for, and answers only these paths: there they are read each
 * time its server entry is rebuilt (scripts/tasks/content-reload.ts invalidates it when the content changes), so a
 * page an editor adds shows without a restart.
 */
export default {
  appDirectory: "src",
  buildDirectory: ".cache/site/bundle",
  ssr: false,
  // No route exports a client loader, action or middleware, so there is nothing to split off: the bundles are
  // the same byte for byte without it, and the build skips the Babel pass over every route module that looks
  // for them (0.2 to 0.3 s). A route that adds one may turn it back on.
  splitRouteModules: false,

  future: {
    // The dev server scans every route module's imports when it starts, instead of finding a new one on the
    // first visit of some page and answering that page's modules 504 (Outdated Optimize Dep) while it
    // bundles again: `npm run dev` is visited page after page by tests/e2e/dev-server.spec.ts.
    unstable_optimizeDeps: true,
  },

  prerender: {
    paths: () => sitePaths(),
    // Two pages at once: while one page's data is read from disk and passes through React Router's preview server,
    // the other renders.
    concurrency: 2,
  },
} satisfies Config;
