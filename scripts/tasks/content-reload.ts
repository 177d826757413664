import fs from "node:fs";
import path from "node:path";
import type { Plugin, ViteDevServer } from "vite";

/** React Router's server entry for the dev server and custom servers (its documented module id). */
const SERVER_BUILD = "virtual:react-router/server-build";

/** Where `content build --watch --report` (started by `npm run dev`) writes the last build's errors. */
export const CONTENT_PROBLEMS_FILE = ".cache/content/problems.json";

/** The errors in the report file; none when it is missing or being replaced. */
function readErrors(file: string): string[] {
  try {
    const { errors } = JSON.parse(fs.readFileSync(file, "utf8"));
    return Array.isArray(errors) ? errors.map(String) : [];
  } catch {
    return [];
  }
}

/** Vite's error overlay, over whatever page is open, with one `file:line:col  message` line per problem. */
function showErrors(server: ViteDevServer, errors: string[]): void {
  const summary = `${errors.length} content ${errors.length === 1 ? "error" : "errors"}: the pages show the last content that built. Fix ${errors.length === 1 ? "it" : "them"} and this goes away.`;
  server.ws.send({ type: "error", err: { message: `${errors.join("\n")}\n\n${summary}`, stack: "", plugin: "content" } });
}

/**
 * Dev only: route loaders read dist-content/*.json on every request, which Vite does not see as a module.
 * When `content build --watch` swaps in new output, the list of pages is read again and the open pages
 * reload and show the edit (a new post or town included). When the
 * content has errors, each open page (and each page opened after) shows them in Vite's error overlay,
 * as the terminal does; once a build succeeds, the pages reload and the overlay is gone.
 */
export function contentReload(dir = "dist-content", problemsFile = CONTENT_PROBLEMS_FILE): Plugin {
  return {
    name: "content-reload",
    apply: "serve",
    configureServer(server) {
      const root = path.resolve(server.config.root, dir) + path.sep;
      const report = path.resolve(server.config.root, problemsFile);
      let errors = readErrors(report);
      let timer: NodeJS.Timeout | undefined;
      const reload = () => {
        // One swap touches every file: reload once, after the last event.
        clearTimeout(timer);
        timer = setTimeout(() => {
          // React Router's server entry carries the prerender list (react-router.config.ts reads it from
          // dist-content/): rebuilt on the next request, it knows a page the content just added.
          for (const env of Object.values(server.environments)) {
            const entry = env.moduleGraph.getModuleById(`\0${SERVER_BUILD}`);
            if (entry) env.moduleGraph.invalidateModule(entry);
          }
          server.config.logger.info("content changed: reloading open pages", { timestamp: true });
          // Vite keeps a reload sent while no page is open and hands it to the next page that connects,
          // which would then load twice (and drop a visit started meanwhile): send it only to open pages.
          if (server.ws.clients.size) server.ws.send({ type: "full-reload", path: "*" });
        }, 200);
      };
      server.watcher.add([root, report]);
      server.watcher.on("all", (_event, file) => {
        if (file === report) {
          const had = errors.length > 0;
          errors = readErrors(report);
          if (errors.length) showErrors(server, errors);
          // Fixed, but the output may be the same as before the error (nothing swapped): reload anyway.
          else if (had) reload();
          return;
        }
        if (!file.startsWith(root) || !file.endsWith(".json") || file.startsWith(`${root}public${path.sep}`)) return;
        reload();
      });
      // A page opened (or reloaded) while the content has errors shows them too.
      server.ws.on("connection", () => {
        if (errors.length) setTimeout(() => showErrors(server, errors), 50);
      });
    },
  };
}
