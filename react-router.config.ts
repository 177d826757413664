import type { Config } from "@react-router/dev/config";
import { sitePaths } from "./scripts/lib/site-paths.ts";

/**
 * Every page is prerendered by React Router from the content build's output (decision 022). The paths are
 * read each time React Router asks: at build time, and in the dev server each time its server entry is
 * rebuilt (scripts/tasks/content-reload.ts invalidates it when the content changes), so a page an editor
 * adds shows without a restart.
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
    paths: () => sitePaths(),
    // Measured on 1,055 pages (decision 022): 4 pages in flight keep one core busy while files are read.
    concurrency: 4,
  },
} satisfies Config;
