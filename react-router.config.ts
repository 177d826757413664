import type { Config } from "@react-router/dev/config";
import { sitePaths } from "./scripts/lib/site-paths.ts";

/**
 * A static site (`ssr: false`): every page is prerendered from the content build's output. In a build,
 * React Router makes the client and server bundles and prerenders no path itself; the post-build step
 * renders every page through that server build on worker threads, one per core (scripts/postbuild/pages.ts,
 * decision 044), as React Router's prerender would, on one thread (remix-run/react-router#14383). The dev
 * server renders each page when it is asked for, and answers only the paths listed here: there, they are
 * read each time its server entry is rebuilt (scripts/tasks/content-reload.ts invalidates it when the
 * content changes), so a page an editor adds shows without a restart.
 */
export default {
  appDirectory: "src",
  // The post-build step (scripts/postbuild/) turns React Router's output into build/client, replaced whole.
  buildDirectory: ".cache/site/bundle",
  ssr: false,

  future: {
    // The dev server scans every route module's imports when it starts, instead of finding a new one on the
    // first visit of some page and answering that page's modules 504 (Outdated Optimize Dep) while it
    // bundles again: `npm run dev` is visited page after page by tests/e2e/dev-server.spec.ts.
    unstable_optimizeDeps: true,
  },

  prerender: {
    // Vite's mode, not `import.meta.env.DEV`: that follows NODE_ENV, which a test runner sets to `test`.
    paths: () => (import.meta.env.MODE === "development" ? sitePaths() : []),
  },
} satisfies Config;
