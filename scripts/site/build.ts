// `npm run build`: the deployable site in build/client.
//   1. The content build (`content build`, into dist-content/) and, at the same time, the app bundle:
//      `react-router build` (Vite: client and server bundles, which read no content), skipped when none
//      of its inputs changed since the last build.
//   2. Every page, rendered from the server bundle by worker threads on all cores (render-pages.ts);
//      a page whose route data and bundle are unchanged comes from the page cache.
//   3. What the host needs besides: 404.html, _redirects, _headers (a script-hash policy per page),
//      sitemap.xml, robots.txt, rss.xml, the form definition and the 1200x630 share pictures.
// build/client is replaced all at once at the end: a build that fails leaves the previous site in place.
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { ROOT } from "../lib/root.ts";
import { entryUrl } from "../entry.ts";
import { moduleFiles } from "../module-graph.ts";
import { listFiles, writeOutput, writeWhole, type OutputEntry } from "../lib/output.ts";
import type { PostSummary, Redirect, SiteData } from "../../core/content-types.ts";
import { SHARE_DIR, SHARE_IMAGE } from "../../core/site.ts";
import { adminFiles, adminHeaders } from "./admin.ts";
import { headersFile, withMetaPolicy } from "./csp.ts";
import { FORM_SKELETON_PATH, formSkeletonHtml } from "./form-skeleton.ts";
import { BUNDLE_ONLY_ENV } from "./react-router-adapter.ts";
import { NOINDEX, notFoundPage, redirectRules, robotsTxt, rss, sitemap } from "./host-files.ts";
import type { PageFacts, RenderedPage, RenderJob, RenderMessage } from "./render-pages.ts";
import { BUNDLE_DIR, PAGE_CACHE_DIR, SERVER_DIR, sitePaths } from "./site-paths.ts";

const at = (rel: string) => path.join(ROOT, rel);
const CLIENT = at("build/client");
const DIST = at("dist-content");
const SHARE_CACHE = at(".cache/site/share");
const BUNDLE_STAMP = at(".cache/site/bundle.json");
/** What the last finished build was made from (see `siteInputs`). */
const LAST_BUILD = at(".cache/site/last-build.json");
/** Every page for the address bar, and nothing else: the not-found page is served as 404.html. */
const NOT_FOUND = "/404";
/** Below this many pages per core, another worker costs more to start than it saves. */
const PAGES_PER_WORKER = 100;

/**
 * The files the app bundle is made from: when none changed, the last bundle is still right. All of src/
 * (its style sheets and pictures too), and every module the configs and the app's modules import.
 */
async function bundleInputs(): Promise<string[]> {
  const app = (await listFiles(at("src"))).filter((f) => /\.tsx?$/.test(f)).map((f) => `src/${f}`);
  return ["src", "tsconfig.json", "package-lock.json", ...(await moduleFiles(["react-router.config.ts", "vite.config.ts", ...app]))];
}

/**
 * The site build's own code: the build and the prerender worker, with every module they import; and what
 * the /admin editor is made from (the schemas its configuration is generated from, the CMS version).
 */
const SITE_CODE = async () => [
  ...(await moduleFiles(["scripts/site/build.ts", "scripts/site/render-pages.ts"])),
  "schemas",
  "node_modules/@sveltia/cms/package.json",
];
/** What the workers do to a page besides rendering it: a change re-renders every page. */
const PAGE_CODE = () => moduleFiles(["scripts/site/render-pages.ts"]);

const readJson = async <T>(rel: string): Promise<T> => JSON.parse(await fs.readFile(path.join(DIST, rel), "utf8"));
const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function hashFiles(roots: string[]): Promise<string> {
  const hash = createHash("sha256");
  for (const root of roots) {
    const abs = at(root);
    const stat = await fs.stat(abs).catch(() => undefined);
    const files = !stat ? [] : stat.isDirectory() ? (await listFiles(abs)).sort().map((rel) => path.join(root, rel)) : [root];
    for (const rel of files)
      hash
        .update(`${rel}\0`)
        .update(await fs.readFile(at(rel)))
        .update("\0");
  }
  return hash.digest("hex");
}

/**
 * For the content build and the bundle, which run side by side: glibc gives every thread that allocates
 * its own memory arena, and sharp's and Rolldown's threads leave them fragmented (the content build
 * peaked at 433 MB with the default, 334 MB with two arenas, in the same time). Ignored elsewhere.
 */
const childEnv = (extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv => ({ MALLOC_ARENA_MAX: "2", ...process.env, ...extra });

function run(cmd: string, args: string[], env: NodeJS.ProcessEnv = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, args, { cwd: ROOT, stdio: ["ignore", "pipe", "pipe"], env: childEnv(env) });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error(`${path.basename(args[0])} ${args.slice(1).join(" ")} failed:\n${output.slice(-8000)}`)),
    );
  });
}

/** Step 1, the content: the editors' `content build`, its messages printed as they come. */
function buildContent(): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [fileURLToPath(entryUrl("../content.mjs", import.meta.url)), "build"], {
      cwd: ROOT,
      stdio: ["ignore", "inherit", "inherit"],
      env: childEnv(),
    });
    child.on("error", reject);
    child.on("close", (code) =>
      code === 0 ? resolve() : reject(new Error("the content build failed (its problems are listed above); build/client is unchanged")),
    );
  });
}

/** Step 1, the app. Returns whether the bundle was built (false: the last one was reused). */
async function bundle(): Promise<boolean> {
  const inputs = await hashFiles(await bundleInputs());
  const last = await fs.readFile(BUNDLE_STAMP, "utf8").then(
    (t) => JSON.parse(t).inputs as string,
    () => "",
  );
  if (last === inputs && (await exists(at(`${SERVER_DIR}/index.js`))) && (await exists(at(`${BUNDLE_DIR}/client/assets`)))) return false;
  await fs.rm(BUNDLE_STAMP, { force: true });
  await run(process.execPath, [at("node_modules/@react-router/dev/bin.js"), "build"], { [BUNDLE_ONLY_ENV]: "1" });
  await fs.writeFile(BUNDLE_STAMP, JSON.stringify({ inputs }));
  return true;
}

/**
 * Everything build/client is made from, cheaply: the bundle, the site build's code, the year (in every
 * footer), and each dist-content file's size, time and inode (the content build leaves an unchanged file
 * exactly as it was, and replaces a changed one).
 */
async function siteInputs(): Promise<string> {
  const hash = createHash("sha256")
    .update(await fs.readFile(BUNDLE_STAMP))
    .update(await hashFiles(await SITE_CODE()))
    .update(String(new Date().getFullYear()));
  for (const rel of (await listFiles(DIST)).sort()) {
    const stat = await fs.stat(path.join(DIST, rel));
    hash.update(`${rel}\0${stat.size}\0${stat.mtimeMs}\0${stat.ino}\n`);
  }
  return hash.digest("hex");
}

/** The page cache's list: the facts of each page in it, by cache key. */
const PAGE_LIST = at(`${PAGE_CACHE_DIR}/pages.json`);

/**
 * Step 2: the pages, rendered by worker threads that each take the next page left until none is; `onPage`
 * hears of each one as it is done.
 */
async function renderAll(paths: string[], onPage: (page: RenderedPage) => void): Promise<{ pages: RenderedPage[]; workers: number }> {
  // The server bundle's bytes name the app (the client manifest is inside), the worker's code what is done
  // to each page after rendering; the year is in every footer.
  const stamp = `${await hashFiles([SERVER_DIR, ...(await PAGE_CODE())])}:${new Date().getFullYear()}`;
  const known: Record<string, PageFacts> = await fs.readFile(PAGE_LIST, "utf8").then(JSON.parse, () => ({}));
  const workers = Math.max(1, Math.min(os.availableParallelism(), Math.ceil(paths.length / PAGES_PER_WORKER)));
  const job: RenderJob = {
    serverEntry: at(`${SERVER_DIR}/index.js`),
    stamp,
    paths,
    next: new Int32Array(new SharedArrayBuffer(4)),
    cacheDir: at(PAGE_CACHE_DIR),
    known,
  };
  const byPath = new Map<string, RenderedPage>();
  const running: Worker[] = [];
  await Promise.all(
    Array.from({ length: workers }, () => {
      return new Promise<void>((resolve, reject) => {
        // React's production build, as in `react-router build`: the development one renders 3-4 times slower.
        const worker = new Worker(entryUrl("./render-pages.mjs", import.meta.url), { workerData: job, env: { ...process.env, NODE_ENV: "production" } });
        running.push(worker);
        let finished = false;
        worker.on("message", (message: RenderMessage) => {
          if ("done" in message) finished = true;
          else {
            byPath.set(message.page.path, message.page);
            onPage(message.page);
          }
        });
        worker.once("error", reject);
        worker.once("exit", (code) => (finished ? resolve() : reject(new Error(`a prerender worker stopped (exit code ${code}) before finishing`))));
      });
    }),
  ).catch((err: Error) => {
    // One failed page fails the build: the other workers need not finish.
    for (const worker of running) void worker.terminate();
    throw err;
  });
  const pages = paths.map((p) => byPath.get(p)!);
  // Every page's files are whole in the cache by now: the list names them, and only them.
  const list = Object.fromEntries(pages.map(({ key, scriptHashes, ogImages, fallbacks, redirect }) => [key, { scriptHashes, ogImages, fallbacks, redirect }]));
  await writeWhole(PAGE_LIST, JSON.stringify(list));
  return { pages, workers };
}

/**
 * libjpeg-turbo, not mozjpeg: a third of the time (40 pictures: 0.7 s against 2.1 s) for files 15 % larger
 * (about 60 KB), which only the link previews of social sites fetch.
 */
const SHARE_JPEG = { quality: 82 } as const;

/**
 * 1200x630 JPEGs cut from each picture's largest webp variant, kept by the variant's bytes. Each is made as
 * soon as a rendered page names it (`add`), while the other pages render; `files` waits for them all.
 */
function shareImages(origin: string) {
  const prefix = `${origin}/${SHARE_DIR}/`;
  // Loaded when first needed, not at start: the build process stays small while the content build and the bundle run.
  let sharp: Promise<typeof import("sharp")> | undefined;
  const made = new Map<string, Promise<string>>();
  const make = async (name: string): Promise<string> => {
    const { default: lib } = await (sharp ??= import("sharp"));
    const source = await fs.readFile(path.join(DIST, "public", "images", `${name}_large.webp`));
    const key = createHash("sha256")
      .update(source)
      .update(JSON.stringify([SHARE_IMAGE, SHARE_JPEG, lib.versions.sharp]))
      .digest("hex")
      .slice(0, 16);
    const cached = path.join(SHARE_CACHE, `${name}-${key}.jpg`);
    if (!(await exists(cached))) {
      const jpeg = await lib(source)
        .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: "cover", position: lib.strategy.attention })
        .flatten({ background: "#ffffff" })
        .jpeg(SHARE_JPEG)
        .toBuffer();
      await writeWhole(cached, jpeg);
    }
    return cached;
  };
  return {
    add(page: RenderedPage): void {
      for (const url of page.ogImages) {
        if (!url.startsWith(prefix)) continue;
        const name = url.slice(prefix.length).replace(/\.jpg$/, "");
        if (made.has(name)) continue;
        const job = make(name);
        job.catch(() => {}); // awaited in `files`
        made.set(name, job);
      }
    },
    /** Each share picture's place in the site, to its file in the cache. */
    async files(): Promise<Map<string, string>> {
      return new Map(await Promise.all([...made].map(async ([name, job]) => [`${SHARE_DIR}/${name}.jpg`, await job] as const)));
    },
  };
}

/** Drops cached pages and pictures this build did not use, so the caches stay the size of the site. */
async function pruneCaches(used: Set<string>): Promise<void> {
  for (const dir of [at(PAGE_CACHE_DIR), SHARE_CACHE]) {
    for (const name of await fs.readdir(dir).catch(() => [])) {
      const file = path.join(dir, name);
      if (!used.has(file)) await fs.rm(file, { force: true });
    }
  }
}

/** The figures `npm run bench:site` prints, in milliseconds. */
export interface SiteBuildReport {
  /** The content build's time; the bundle was built meanwhile. */
  contentMs: number;
  pages: number;
  rendered: number;
  workers: number;
  bundleBuilt: boolean;
  bundleMs: number;
  renderMs: number;
  /** CPU time of all threads while rendering: over renderMs, the cores kept busy. */
  renderCpuMs: number;
  hostMs: number;
}

export async function buildSite(): Promise<SiteBuildReport> {
  const started = performance.now();
  let contentMs = 0;
  let bundleMs = 0;
  // Both run to the end: a bundle built while the content failed is kept for the next build.
  const [content, app] = await Promise.allSettled([
    buildContent().then(() => (contentMs = performance.now() - started)),
    bundle().then((built) => ((bundleMs = performance.now() - started), built)),
  ]);
  if (content.status === "rejected") throw content.reason;
  if (app.status === "rejected") throw app.reason;
  const built = app.value;
  const ready = performance.now();

  const inputs = await siteInputs();
  const last = await fs.readFile(LAST_BUILD, "utf8").then(
    (t) => JSON.parse(t).inputs as string,
    () => "",
  );
  if (inputs === last && (await exists(path.join(CLIENT, "_headers")))) {
    console.log(`site: nothing changed since the last build; build/client kept (${seconds(performance.now() - started)})`);
    return {
      contentMs,
      pages: sitePaths(ROOT).length,
      rendered: 0,
      workers: 0,
      bundleBuilt: false,
      bundleMs,
      renderMs: 0,
      renderCpuMs: 0,
      hostMs: performance.now() - ready,
    };
  }

  const paths = sitePaths(ROOT);
  const site = await readJson<SiteData>("site.json");
  const shares = shareImages(site.origin);
  const cpu = process.cpuUsage();
  const { pages, workers } = await renderAll(paths, (page) => shares.add(page));
  const renderCpu = process.cpuUsage(cpu);
  const rendered = performance.now();
  const withFallbacks = pages.filter((p) => p.fallbacks > 0).map((p) => p.path);
  if (withFallbacks.length) {
    throw new Error(`prerendered HTML shows a loading fallback instead of content (a component suspended):\n  ${withFallbacks.join("\n  ")}`);
  }

  const [routes, posts, redirects] = await Promise.all([
    readJson<string[]>("routes.json"),
    readJson<PostSummary[]>("posts/index.json"),
    readJson<Redirect[]>("redirects.json"),
  ]);
  const entries = new Map<string, OutputEntry>();
  const bytes = (text: string): OutputEntry => ({ bytes: Buffer.from(text) });
  for (const rel of await listFiles(at(`${BUNDLE_DIR}/client/assets`))) entries.set(`assets/${rel}`, { from: at(`${BUNDLE_DIR}/client/assets/${rel}`) });
  for (const rel of await listFiles(path.join(DIST, "public"))) entries.set(rel, { from: path.join(DIST, "public", rel) });
  for (const page of pages) {
    if (page.path === NOT_FOUND) {
      entries.set("404.html", bytes(withMetaPolicy(notFoundPage(await fs.readFile(page.cached, "utf8")))));
      continue;
    }
    entries.set(page.dataFile, { from: page.cachedData });
    entries.set(page.htmlFile, { from: page.cached });
  }
  const shared = await shares.files();
  for (const [rel, file] of shared) entries.set(rel, { from: file });
  const policies = pages.filter((p) => p.path !== NOT_FOUND).map((p) => ({ path: p.path, hashes: p.scriptHashes }));
  // The form definition is an HTML page too (no scripts): every HTML answer carries a policy.
  policies.push({ path: `/${FORM_SKELETON_PATH.replace(/\.html$/, "")}`, hashes: [] });
  entries.set("_headers", bytes(`${headersFile(policies.sort((a, b) => a.path.localeCompare(b.path)))}\n${adminHeaders()}`));
  // The editor at /admin/ (decision 016), previewing entries in the site's own stylesheets.
  const stylesheets = [...entries.keys()].filter((rel) => /^assets\/[^/]+\.css$/.test(rel)).map((rel) => `/${rel}`);
  for (const [rel, entry] of await adminFiles({ schemas: at("schemas") }, stylesheets)) entries.set(rel, entry);
  entries.set("_redirects", bytes(redirectRules(redirects)));
  entries.set("sitemap.xml", bytes(sitemap(site.origin, routes, posts)));
  entries.set("robots.txt", bytes(robotsTxt(site.origin)));
  entries.set("rss.xml", bytes(rss(site, posts)));
  // The host's form handler finds forms by parsing the deployed HTML: a bare copy makes detection certain.
  entries.set(FORM_SKELETON_PATH, bytes(formSkeletonHtml()));

  const written = await writeOutput(CLIENT, entries);
  await fs.writeFile(LAST_BUILD, JSON.stringify({ inputs }));
  await pruneCaches(
    new Set(
      [...entries.values()]
        .flatMap((e) => ("from" in e ? [e.from] : []))
        .concat(
          pages.flatMap((p) => [p.cached, p.cachedData]),
          PAGE_LIST,
        ),
    ),
  );

  const fresh = pages.filter((p) => p.fresh).length;
  const indexed = routes.filter((r) => !NOINDEX.has(r)).length;
  console.log(
    [
      built ? `site: app bundle built while the content was (${seconds(bundleMs)})` : "site: app bundle unchanged, reused",
      `site: ${pages.length} pages, ${fresh} rendered and ${pages.length - fresh} unchanged, on ${workers} ${workers === 1 ? "core" : "cores"} (${seconds(rendered - ready)})`,
      `site: 404.html, _headers, _redirects, sitemap.xml (${indexed} pages), robots.txt, rss.xml, ${FORM_SKELETON_PATH}, ${shared.size} share pictures, the editor at /admin/`,
      `build/client: ${written.written} written, ${written.unchanged} unchanged, ${written.removed} removed (${seconds(performance.now() - started)} in all)`,
    ].join("\n"),
  );
  return {
    contentMs,
    pages: pages.length,
    rendered: fresh,
    workers,
    bundleBuilt: built,
    bundleMs,
    renderMs: rendered - ready,
    renderCpuMs: (renderCpu.user + renderCpu.system) / 1000,
    hostMs: performance.now() - rendered,
  };
}

/** `npm run build` (scripts/build.mjs): the build, its failure told in one line, the report for the benchmark. */
export async function main(): Promise<void> {
  await buildSite().then(
    async (report) => {
      // For the benchmark (scripts/bench/site.ts).
      if (process.env.SITE_BUILD_REPORT) await fs.writeFile(process.env.SITE_BUILD_REPORT, JSON.stringify(report));
    },
    (err: Error) => {
      console.error(`site build failed: ${err.message}`);
      process.exitCode = 1;
    },
  );
}

// Run from source: `node --import tsx scripts/site/build.ts`.
if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) await main();
