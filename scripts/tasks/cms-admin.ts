import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { ADMIN_DIR, CMS_BUNDLE, EDITOR_CSS, SELF_HOSTED, adminHtml, cmsBundle, editorCss, previewScript } from "../admin/editor.ts";
import { cmsConfig } from "../cli/cms.ts";
import { cmsConfigYaml } from "../../core/content/cms-config.ts";
import { withSiteCheck } from "../admin/site-check.ts";

/**
 * Dev only: the editor at /admin/ (decision 016), as the site build writes it, with its configuration
 * generated from schemas/ on every request. Previews use the site's stylesheet as Vite serves it (`?direct`: as CSS, not as a module).
 */
export function cmsAdmin(): Plugin {
  return {
    name: "cms-admin",
    apply: "serve",
    configureServer(server) {
      const schemas = path.resolve(server.config.root, "schemas");
      server.middlewares.use((req, res, next) => {
        const pathname = new URL(req.url ?? "/", "http://localhost").pathname;
        if (pathname === `/${ADMIN_DIR}`) {
          res.writeHead(301, { Location: `/${ADMIN_DIR}/` });
          return void res.end();
        }
        if (!pathname.startsWith(`/${ADMIN_DIR}/`)) return next();
        const send = (type: string, body: string | Buffer) => {
          res.writeHead(200, { "Content-Type": type, "Cache-Control": "no-cache", "X-Robots-Tag": "noindex, nofollow" });
          res.end(body);
        };
        const file = pathname.slice(ADMIN_DIR.length + 2);
        if (file === "" || file === "index.html") {
          // The site record as the content build last wrote it (the dev server builds the content first).
          const site = JSON.parse(fs.readFileSync(path.resolve(server.config.root, "dist-content", "site.json"), "utf8")) as { name: string };
          return send("text/html; charset=utf-8", adminHtml(site.name));
        }
        if (file === CMS_BUNDLE) return send("text/javascript; charset=utf-8", cmsBundle());
        const hosted = SELF_HOSTED.find((h) => h.file === file);
        if (hosted) return send(file.endsWith(".woff2") ? "font/woff2" : "application/json", hosted.source());
        if (file === EDITOR_CSS) return send("text/css; charset=utf-8", fs.readFileSync(editorCss(server.config.root)));
        if (file === "preview.js") return send("text/javascript; charset=utf-8", previewScript(["/src/styles/base.css?direct"]));
        if (file === "config.yml") {
          return void cmsConfig({ schemas }).then(
            (config) => send("application/yaml; charset=utf-8", cmsConfigYaml(withSiteCheck(config))),
            (err: Error) => next(err),
          );
        }
        next();
      });
    },
  };
}
