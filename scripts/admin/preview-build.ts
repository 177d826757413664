// Builds the editor's previews (src/admin-preview/) into one classic script, app.js in ./preview-out.ts's folder,
// which the site build serves as /admin/preview/app.js (./preview-files.ts). Its own Vite build, apart from the
// app's: nothing of it can reach a page of the site. Run: `node scripts/admin/preview-build.ts`.
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { build, type Plugin } from "vite";
import { ADMIN_CHECK_WORKER, ADMIN_PREVIEW_DIR, ADMIN_PREVIEW_SCRIPT } from "../../core/admin-preview.ts";
import { BUNDLE_RECORD } from "../lib/cache-check.mjs";
import { ROOT } from "../lib/root.ts";
import { PREVIEW_CACHE, previewOut } from "./preview-out.ts";
import { validatorsModule, VALIDATORS_MODULE } from "./validators.ts";

const ENTRY = path.join(ROOT, "src", "admin-preview", "main.ts");
/** The editor's check, in a Web Worker of its own (decision 049). */
const WORKER_ENTRY = path.join(ROOT, "src", "admin-preview", "check-worker.ts");
const STORE = path.join(ROOT, "src", "admin-preview", "store.ts");
const IGNORED_CSS = "\0admin-preview:css";

/**
 * The route modules read dist-content/ with Node's file system (src/content/dist.server.ts): in the preview
 * that module is its stand-in, which answers from the content the editor loads. The stylesheets the
 * components import are the site's built ones, which /admin/preview.js registers with the CMS.
 */
const previewModules = (): Plugin => ({
  name: "admin-preview-modules",
  enforce: "pre",
  async resolveId(source, importer) {
    if (source === VALIDATORS_MODULE) return `\0${VALIDATORS_MODULE}`;
    if (/\.css$/.test(source)) return IGNORED_CSS;
    if (/(^|\/)dist\.server(\.ts)?$/.test(source) && importer?.startsWith(path.join(ROOT, "src"))) return STORE;
    return null;
  },
  load(id) {
    // The schemas' validators, compiled ahead of time: /admin's policy allows no eval (decision 034).
    if (id === `\0${VALIDATORS_MODULE}`) return validatorsModule();
    return id === IGNORED_CSS ? "" : null;
  },
});

async function buildAdminPreview(): Promise<string> {
  const out = await previewOut();
  // Built aside, then renamed into place: two builds sharing the cache (the tests' copies) never read half a bundle.
  const aside = `${out}.${process.pid}.tmp`;
  const bundle = (entry: string, fileName: string, emptyOutDir: boolean, conditions?: string[]) =>
    build({
      configFile: false,
      root: ROOT,
      // Its files are served from /admin/preview/ (the icon sprite the Icon component draws from among them).
      base: `/${ADMIN_PREVIEW_DIR}/`,
      logLevel: "warn",
      plugins: [previewModules()],
      define: { "process.env.NODE_ENV": JSON.stringify("production") },
      ...(conditions ? { resolve: { conditions } } : {}),
      build: {
        outDir: aside,
        emptyOutDir,
        copyPublicDir: false,
        sourcemap: false,
        reportCompressedSize: false,
        rollupOptions: {
          // Its note of the plugins' time when the build is slow is for whoever profiles it (vite.config.ts).
          checks: { bundlerTimings: false },
          // React Router's and lucide's "use client" mean nothing in a classic script.
          onwarn(warning, warn) {
            if (warning.code !== "MODULE_LEVEL_DIRECTIVE") warn(warning);
          },
        },
        lib: { entry, formats: ["iife"], name: "AdminPreview", fileName: () => fileName },
      },
    });
  await bundle(ENTRY, ADMIN_PREVIEW_SCRIPT, true);
  // A worker has no document: the packages' builds for workers (decoding an HTML entity without the DOM).
  await bundle(WORKER_ENTRY, ADMIN_CHECK_WORKER, false, ["worker", "module", "browser", "production"]);
  // The record of its files, written last: a bundle that does not match it (cut short in the host's cache, a
  // file lost) is not used but built again (./preview-out.ts).
  const record: Record<string, number> = {};
  for (const name of await fs.readdir(aside)) record[name] = (await fs.stat(path.join(aside, name))).size;
  await fs.writeFile(path.join(aside, BUNDLE_RECORD), JSON.stringify(record));
  await fs.rename(aside, out).catch(async (err: NodeJS.ErrnoException) => {
    // Another build put the same bundle there first.
    if (err.code !== "ENOTEMPTY" && err.code !== "EEXIST") throw err;
    await fs.rm(aside, { recursive: true, force: true });
  });
  // The bundles of earlier code are of no use any more, here or in the host's cache (a folder named .tmp is
  // another build's, still writing).
  for (const name of await fs.readdir(PREVIEW_CACHE))
    if (/^[0-9a-f]{16}$/.test(name) && path.join(PREVIEW_CACHE, name) !== out) await fs.rm(path.join(PREVIEW_CACHE, name), { recursive: true, force: true });
  return path.join(out, ADMIN_PREVIEW_SCRIPT);
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // A production bundle whatever NODE_ENV the caller has (a test runner's `test`, the dev server's `development`):
  // Vite takes React's JSX runtime and the packages' export conditions from it, and the bundle is kept and shared
  // by its code's hash alone. So it is built in a process of its own, never inside another.
  process.env.NODE_ENV = "production";
  console.log(`admin preview: ${path.relative(ROOT, await buildAdminPreview())}`);
}
