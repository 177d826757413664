import path from "node:path";
import type { Plugin } from "vite";

/**
 * Dev only: route loaders read dist-content/*.json on every request, which Vite does not see as a module.
 * When `content build --watch` swaps in new output, the open pages reload and show the edit.
 */
export function contentReload(dir = "dist-content"): Plugin {
  return {
    name: "content-reload",
    apply: "serve",
    configureServer(server) {
      const root = path.resolve(server.config.root, dir) + path.sep;
      let timer: NodeJS.Timeout | undefined;
      server.watcher.add(root);
      server.watcher.on("all", (_event, file) => {
        if (!file.startsWith(root) || !file.endsWith(".json") || file.startsWith(`${root}public${path.sep}`)) return;
        // One swap touches every file: reload once, after the last event.
        clearTimeout(timer);
        timer = setTimeout(() => {
          server.config.logger.info("content changed: reloading the page", { timestamp: true });
          server.ws.send({ type: "full-reload", path: "*" });
        }, 200);
      });
    },
  };
}
