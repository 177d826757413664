import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/**
 * Copies the server build aside as soon as it is written. With `ssr: false` React Router deletes it after
 * prerendering; the site build (scripts/site/build.ts) renders the pages from the copy.
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
      },
    },
  };
}
