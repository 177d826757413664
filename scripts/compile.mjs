// The build scripts, compiled to JavaScript once per run instead of by tsx in every process and thread.
// tsx compiles through loader hooks on a thread of their own, and every module a process loads, each of
// the hundreds in node_modules included, goes through them: starting the content CLI cost 1.4 CPU-seconds
// under tsx and 0.7 compiled, a markdown worker 1.2 against 0.4. `npm run build` starts two processes and
// four worker threads, so it compiles them all here with esbuild (0.2 s) and runs the output.
//
// Each compiled module behaves as its source file would: `import.meta.url`, `dirname` and `filename` are
// the source file's, so paths found from them are the same. A module that starts a worker or a process
// names it through `entryUrl` (scripts/entry.ts), which picks the compiled entry here and the tsx wrapper
// when run from source. Stack traces point into the compiled files; `NODE_OPTIONS=--enable-source-maps`
// maps them back to the TypeScript.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const OUT = path.join(ROOT, ".cache", "scripts");
/**
 * Old compiled folders are removed, but never the few used last nor one used within a day: a process still
 * running (`npm run dev`'s content watcher) starts its workers from the folder it was compiled into.
 */
const KEEP_LAST = 5;
const KEEP_MS = 24 * 60 * 60 * 1000;

/**
 * The compiled entries, each named as the `.mjs` file that starts it from source (scripts/content.mjs,
 * scripts/build.mjs, scripts/cli/markdown-worker.mjs, scripts/site/render-pages.mjs), side by side in one
 * folder (see scripts/entry.ts).
 */
const ENTRIES = {
  content: "scripts/cli/main.ts",
  build: "scripts/site/build.ts",
  "markdown-worker": "scripts/cli/markdown-worker.ts",
  "render-pages": "scripts/site/render-pages.ts",
};

/** `import.meta.url`, `dirname` and `filename` as the source file's own, written into its code. */
const sourceLocation = {
  name: "source-location",
  setup(build) {
    build.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      const values = { url: pathToFileURL(args.path).href, dirname: path.dirname(args.path), filename: args.path };
      const text = await fs.readFile(args.path, "utf8");
      return {
        contents: text.replace(/\bimport\.meta\.(url|dirname|filename)\b/g, (_, key) => JSON.stringify(values[key])),
        loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
      };
    });
  },
};

const exists = (p) =>
  fs.stat(p).then(
    () => true,
    () => false,
  );

/**
 * Compiles the entries and returns the folder holding them. The folder is named by a hash of the output, so
 * builds running at the same time never write into a folder another one is reading; an unchanged compile
 * reuses the folder already there.
 */
export async function compileScripts() {
  const { build } = await import("esbuild");
  const staging = path.join(OUT, "staging");
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ENTRIES,
    outdir: staging,
    outExtension: { ".js": ".mjs" },
    bundle: true,
    packages: "external",
    platform: "node",
    format: "esm",
    target: "node20",
    sourcemap: "linked",
    define: { COMPILED_SCRIPTS: "true" },
    plugins: [sourceLocation],
    write: false,
    metafile: true,
    logLevel: "error",
  });
  // The module graph, for the cache keys of scripts/module-graph.ts: each source file and what it imports.
  const graph = {};
  for (const [file, { imports }] of Object.entries(result.metafile.inputs)) {
    if (!file.startsWith("node_modules/")) graph[file] = imports.filter((i) => !i.external).map((i) => i.path);
  }
  const files = [
    ...result.outputFiles.map((f) => ({ rel: path.relative(staging, f.path), contents: f.contents })),
    { rel: "graph.json", contents: Buffer.from(JSON.stringify(graph)) },
  ];
  const hash = createHash("sha256");
  for (const file of files) hash.update(file.rel).update("\0").update(file.contents);
  const dir = path.join(OUT, hash.digest("hex").slice(0, 16));
  if (!(await exists(dir))) {
    const tmp = `${dir}.${process.pid}.tmp`;
    for (const file of files) {
      const target = path.join(tmp, file.rel);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, file.contents);
    }
    // Another run may have written the same folder meanwhile: then its copy is the same, and kept.
    await fs.rename(tmp, dir).catch(() => fs.rm(tmp, { recursive: true, force: true }));
  }
  const now = new Date();
  await fs.utimes(dir, now, now);
  const others = [];
  for (const name of await fs.readdir(OUT)) {
    const stat = await fs.stat(path.join(OUT, name)).catch(() => undefined);
    if (stat && name !== path.basename(dir)) others.push({ name, used: stat.mtimeMs });
  }
  const old = others
    .sort((a, b) => b.used - a.used)
    .slice(KEEP_LAST - 1)
    .filter((o) => now.getTime() - o.used > KEEP_MS);
  for (const { name } of old) await fs.rm(path.join(OUT, name), { recursive: true, force: true });
  return dir;
}

/** Compiles, then loads the compiled entry `name` (a key of ENTRIES) and returns its exports. */
export async function runCompiled(name) {
  const dir = await compileScripts();
  return import(pathToFileURL(path.join(dir, `${name}.mjs`)).href);
}
