import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** Set by the site build: it needs the two bundles only, and prerenders every page itself. */
export const BUNDLE_ONLY_ENV = "SITE_BUNDLE_ONLY";

/**
 * Copies the server build aside as soon as it is written. With `ssr: false` React Router deletes it after
 * prerendering; the site build (scripts/site/build.ts) renders the pages from the copy.
 *
 * For the site build (`SITE_BUNDLE_ONLY`), the build ends here, once the client and then the server bundle
 * are written: React Router 7 has no setting to build without prerendering when `ssr` is false, and what
 * it would do next (prerender a page per route, write an SPA fallback) the site build does not use. So the
 * bundle never reads the content, and is built while the content build runs.
 */
export function keepServerBuild(to: string): Plugin {
  let outDir = "";
  let isServerBuild = false;
  return {
    name: "keep-server-build",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    writeBundle: {
      order: "pre",
      sequential: true,
      handler() {
        if (!isServerBuild) return;
        const target = path.resolve(to);
        fs.rmSync(target, { recursive: true, force: true });
        fs.cpSync(outDir, target, { recursive: true });
        if (process.env[BUNDLE_ONLY_ENV]) process.exit(0);
      },
    },
  };
}
