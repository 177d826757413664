// `npm run bench:site`: the whole build (`npm run build`: content and app bundle side by side, then prerender
// and host files) on the shipped site plus 250, 500 and 1,000 generated blog posts, cold (no caches) and
// warm (caches kept, nothing changed), with pages per second per stage and peak memory; then this build and
// Astro 5 on the same 1,000 posts in alternating pairs of runs, judged on the medians. Everything happens in
// temporary folders (never committed): a copy of the repo with node_modules symlinked, and an Astro project
// whose install is kept between runs.
import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../lib/root.ts";
import type { SiteBuildReport } from "../site/build.ts";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
/** `-- --sizes 20,40` for a quick try of the script itself; `-- --no-astro` skips the comparison. */
const SIZES = (arg("--sizes") ?? "250,500,1000").split(",").map(Number);
const WITH_ASTRO = !process.argv.includes("--no-astro");
/**
 * Cold and warm builds of this site and of Astro compared in this many pairs of runs (`-- --pairs 5`): on a
 * shared machine one run of either can be 10-15 % off, so the verdict is on the medians.
 */
const PAIRS = Math.max(1, Number(arg("--pairs") ?? 3));
const ASTRO_VERSION = "5";
const COPIED = ["content", "schemas", "src", "scripts", "package.json", "package-lock.json", "tsconfig.json", "vite.config.ts", "react-router.config.ts"];

interface Run {
  ms: number;
  /** CPU time of the command's whole process tree (user and system, every thread). */
  cpuMs: number;
  peakMb: number;
}

/**
 * CPU time of this process's children that have ended, in milliseconds (Linux: /proc/self/stat fields
 * cutime and cstime, in clock ticks of 10 ms). A child's figure includes its own children that it waited for.
 */
function endedChildrenCpuMs(): number {
  const stat = fs.readFileSync("/proc/self/stat", "utf8");
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  return (Number(fields[13]) + Number(fields[14])) * 10;
}

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(rootPid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid)!.push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  let total = 0;
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop()!;
    try {
      const pages = Number(fs.readFileSync(`/proc/${pid}/statm`, "utf8").split(" ")[1]);
      total += pages * 4096;
    } catch {
      // gone
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

/** Runs a command, sampling the memory of its whole process tree every 50 ms. */
function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const cpuBefore = endedChildrenCpuMs();
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env, FORCE_COLOR: "0" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 50);
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`${cmd} ${args.join(" ")} failed (${code}) in ${cwd}:\n${output.slice(-4000)}`));
      resolve({ ms: performance.now() - start, cpuMs: endedChildrenCpuMs() - cpuBefore, peakMb: peak / 1024 / 1024 });
    });
  });
}

/** A copy of the repo to build in, node_modules shared by a symlink. */
async function repoCopy(): Promise<string> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "site-bench-"));
  for (const name of COPIED) await fsp.cp(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  await fsp.symlink(path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  return dir;
}

interface Template {
  body: string;
  imageUrl: string;
  imageAlt: string;
  author: string;
}

async function templates(): Promise<Template[]> {
  const dir = path.join(ROOT, "content", "posts");
  const files = (await fsp.readdir(dir)).filter((f) => f.endsWith(".md")).sort();
  return Promise.all(
    files.map(async (f) => {
      const text = await fsp.readFile(path.join(dir, f), "utf8");
      const front = /^---\n([\s\S]*?)\n---\n/.exec(text)?.[1] ?? "";
      const field = (name: string) => new RegExp(`^${name}:\\s*"?(.*?)"?$`, "m").exec(front)?.[1] ?? "";
      return { body: text.slice(text.indexOf("\n---\n", 4) + 5), imageUrl: field("imageUrl"), imageAlt: field("imageAlt"), author: field("author") };
    }),
  );
}

const MONTHS = ["January", "February", "March", "April", "May", "June", "July", "August", "September", "October", "November", "December"];

/** Posts bench-post-<from>..<to-1>: the shipped posts' bodies and pictures in turn, each with its own title and date. */
async function writePosts(dir: string, from: number, to: number, tpl: Template[]) {
  await fsp.mkdir(dir, { recursive: true });
  for (let i = from; i < to; i++) {
    const t = tpl[i % tpl.length];
    const date = `${MONTHS[i % 12]} ${(i % 28) + 1}, ${2021 + (i % 4)}`;
    const front = [
      "---",
      `title: "Bench post ${i}: notes on smart vending"`,
      `slug: bench-post-${i}`,
      `date: "${date}"`,
      ...(t.author ? [`author: ${t.author}`] : []),
      `summary: "Generated post ${i}, used only to measure how the site build grows with the number of posts."`,
      `imageUrl: ${t.imageUrl}`,
      `imageAlt: "${t.imageAlt}"`,
      `metaTitle: "Bench post ${i} | Patapsco"`,
      `metaDescription: "A generated post used only to measure how the full site build grows with the number of posts."`,
      "---",
    ].join("\n");
    await fsp.writeFile(path.join(dir, `bench-post-${i}.md`), `${front}\n${t.body}`);
  }
}

/** Adds a sentence to the oldest generated post (or a shipped one): a page whose data changed, nothing else. */
async function editOnePost(dir: string, posts: number) {
  const names = (await fsp.readdir(dir)).filter((f) => f.endsWith(".md")).sort();
  const file = path.join(dir, names.find((n) => n.startsWith("bench-post-")) ?? names[0]);
  await fsp.appendFile(file, `\nEdited for the benchmark with ${posts} posts: one more sentence in one post.\n`);
}

interface BuildFigures {
  /** The whole `npm run build`: its time and the peak memory of its process tree. */
  build: Run;
  report: SiteBuildReport;
}

async function buildSite(dir: string, cold: boolean): Promise<BuildFigures> {
  if (cold) for (const d of [".cache", "dist-content", "build", ".react-router"]) await fsp.rm(path.join(dir, d), { recursive: true, force: true });
  const reportFile = path.join(dir, "site-build-report.json");
  const build = await run(process.execPath, ["scripts/build.mjs"], dir, { SITE_BUILD_REPORT: reportFile });
  return { build, report: JSON.parse(await fsp.readFile(reportFile, "utf8")) };
}

/** The Astro project: its install is kept in the temp folder between runs (npm is the slow part). */
async function astroProject(): Promise<string> {
  const dir = path.join(os.tmpdir(), `site-bench-astro${ASTRO_VERSION}`);
  await fsp.mkdir(path.join(dir, "src", "pages", "blog"), { recursive: true });
  await fsp.writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "astro-bench", private: true, type: "module" }, null, 2));
  if (!fs.existsSync(path.join(dir, "node_modules", "astro"))) {
    console.log(`installing astro@${ASTRO_VERSION} in ${dir} ...`);
    await run("npm", ["install", "--no-audit", "--no-fund", "--save-exact", `astro@${ASTRO_VERSION}`], dir);
  }
  await fsp.writeFile(
    path.join(dir, "astro.config.mjs"),
    // Both cores, like the React Router prerender; the same /images paths as the site, served as they are.
    `import { defineConfig } from "astro/config";\nexport default defineConfig({ output: "static", build: { concurrency: 2 }, telemetry: false });\n`,
  );
  await fsp.writeFile(
    path.join(dir, "src", "content.config.ts"),
    `import { defineCollection, z } from "astro:content";
import { glob } from "astro/loaders";
const posts = defineCollection({
  loader: glob({ pattern: "*.md", base: "./posts" }),
  schema: z.object({ title: z.string(), date: z.string(), author: z.string().optional(), summary: z.string(), imageUrl: z.string(), imageAlt: z.string().optional(), metaTitle: z.string().optional(), metaDescription: z.string().optional() }).passthrough(),
});
export const collections = { posts };
`,
  );
  await fsp.writeFile(
    path.join(dir, "src", "pages", "blog", "[slug].astro"),
    `---
import { getCollection, render } from "astro:content";
export async function getStaticPaths() {
  const posts = await getCollection("posts");
  return posts.map((post) => ({ params: { slug: post.id }, props: { post } }));
}
const { post } = Astro.props;
const { Content } = await render(post);
---
<html lang="en-US">
  <head><meta charset="utf-8" /><meta name="viewport" content="width=device-width, initial-scale=1" /><title>{post.data.metaTitle ?? post.data.title}</title><meta name="description" content={post.data.metaDescription ?? post.data.summary} /></head>
  <body><main><article><h1>{post.data.title}</h1><p>{post.data.date} · {post.data.author}</p><img src={post.data.imageUrl} alt={post.data.imageAlt ?? ""} width="1200" height="675" /><Content /></article></main></body>
</html>
`,
  );
  return dir;
}

async function buildAstro(dir: string, cold: boolean): Promise<{ pages: number; run: Run }> {
  if (cold) for (const d of [".astro", "dist", "node_modules/.astro"]) await fsp.rm(path.join(dir, d), { recursive: true, force: true });
  const result = await run(process.execPath, ["node_modules/astro/astro.js", "build", "--silent"], dir, { ASTRO_TELEMETRY_DISABLED: "1" });
  const pages = (await fsp.readdir(path.join(dir, "dist", "blog"), { recursive: true })).filter((f) => String(f).endsWith("index.html")).length;
  return { pages, run: result };
}

/** The run with the median time (the upper middle one of an even count). */
const median = (runs: Run[]): Run => [...runs].sort((a, b) => a.ms - b.ms)[Math.floor(runs.length / 2)];
const s = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const rate = (pages: number, ms: number) => `${((pages / ms) * 1000).toFixed(pages / ms >= 0.01 ? 0 : 1)}/s`;
const mb = (r: Run) => `${r.peakMb.toFixed(0)} MB`;

async function main() {
  console.log(
    `Full site build at scale (${os.availableParallelism()} cores, Node ${process.version}); pages/s per stage, peak memory of the build's whole process tree.\n`,
  );
  const tpl = await templates();
  const dir = await repoCopy();
  // The machine's 1-minute load average after each build: on a shared machine, other work slows every stage.
  const header = [
    "posts",
    "build",
    "pages",
    "content",
    "pages/s",
    "bundle",
    "prerender",
    "pages/s",
    "cores",
    "rendered",
    "host",
    "total",
    "cpu",
    "peak",
    "load",
  ];
  const widths = [6, 5, 6, 8, 8, 7, 10, 8, 6, 8, 6, 8, 8, 8, 5];
  const line = (cells: string[]) => cells.map((c, i) => c.padStart(widths[i])).join("  ");
  console.log(
    `${line(header)}   (posts: ${tpl.length} shipped + generated; the bundle is built while the content is; "-": skipped, nothing it depends on changed; cpu: CPU time of every process and thread)`,
  );
  let astroPosts = "";
  try {
    let written = 0;
    for (const extra of [0, ...SIZES]) {
      await writePosts(path.join(dir, "content", "posts"), written, extra, tpl);
      written = extra;
      const posts = tpl.length + extra;
      for (const kind of ["cold", "warm", "edit"] as const) {
        // "edit": one post's text changed, as an editor would, then built with the caches of the warm build.
        if (kind === "edit") await editOnePost(path.join(dir, "content", "posts"), posts);
        const { build, report: r } = await buildSite(dir, kind === "cold");
        const total = build.ms;
        const rendered = r.workers > 0;
        const row = line([
          String(posts),
          kind,
          String(r.pages),
          s(r.contentMs),
          rate(r.pages, r.contentMs),
          r.bundleBuilt ? s(r.bundleMs) : "-",
          rendered ? s(r.renderMs) : "-",
          rendered ? rate(r.pages, r.renderMs) : "-",
          rendered ? (r.renderCpuMs / r.renderMs).toFixed(1) : "-",
          rendered ? String(r.rendered) : "0",
          s(r.hostMs),
          s(total),
          s(build.cpuMs),
          mb(build),
          os.loadavg()[0].toFixed(1),
        ]);
        console.log(row);
      }
    }
    astroPosts = path.join(dir, "content", "posts");
    console.log("");

    if (!WITH_ASTRO) return;
    // Astro 5: the same markdown files, one page per post.
    const astro = await astroProject();
    await fsp.rm(path.join(astro, "posts"), { recursive: true, force: true });
    await fsp.cp(astroPosts, path.join(astro, "posts"), { recursive: true });
    const astroVersion = JSON.parse(await fsp.readFile(path.join(astro, "node_modules", "astro", "package.json"), "utf8")).version;
    console.log(
      `Astro ${astroVersion} (content collection, one page per post, build.concurrency 2) on the same ${tpl.length + SIZES.at(-1)!} posts, ${PAIRS} ${PAIRS === 1 ? "pair" : "pairs"} of runs, the first of each pair alternating:`,
    );
    const runs: Record<"ours" | "astro", Record<"cold" | "warm", Run[]>> = { ours: { cold: [], warm: [] }, astro: { cold: [], warm: [] } };
    let astroPages = 0;
    let ourPages = 0;
    const ours = async () => {
      for (const kind of ["cold", "warm"] as const) {
        const { build, report } = await buildSite(dir, kind === "cold");
        ourPages = report.pages;
        runs.ours[kind].push(build);
      }
    };
    const theirs = async () => {
      for (const kind of ["cold", "warm"] as const) {
        const a = await buildAstro(astro, kind === "cold");
        astroPages = a.pages;
        runs.astro[kind].push(a.run);
      }
    };
    for (let pair = 0; pair < PAIRS; pair++) {
      // Alternating which goes first, so a machine slowing down or speeding up over the runs favours neither.
      for (const step of pair % 2 === 0 ? [ours, theirs] : [theirs, ours]) await step();
      const last = (who: "ours" | "astro", kind: "cold" | "warm") => runs[who][kind].at(-1)!;
      console.log(
        `  pair ${pair + 1}: cold ${s(last("ours", "cold").ms)} against ${s(last("astro", "cold").ms)}, warm ${s(last("ours", "warm").ms)} against ${s(last("astro", "warm").ms)} (this site against Astro; load ${os.loadavg()[0].toFixed(1)})`,
      );
    }
    // The verdict against the target (issue 7): faster than Astro on the same posts, cold and warm.
    // The CPU time says how much work each did, apart from how well it used the two cores.
    const work = (r: Run) => `${s(r.ms)} (CPU ${s(r.cpuMs)}, ${(r.cpuMs / r.ms).toFixed(1)} cores, peak ${mb(r)})`;
    console.log(`  medians; Astro built ${astroPages} pages, this site ${ourPages} (it also builds its other pages, search index, sitemap, feed and CSP):`);
    for (const kind of ["cold", "warm"] as const) {
      const mine = median(runs.ours[kind]);
      const other = median(runs.astro[kind]);
      const wins = runs.ours[kind].filter((r, i) => r.ms < runs.astro[kind][i].ms).length;
      const ratio = other.ms / mine.ms;
      console.log(
        `  ${kind}: this site ${work(mine)}, Astro ${work(other)}: ${ratio >= 1 ? `${ratio.toFixed(1)}x faster` : `${(1 / ratio).toFixed(1)}x SLOWER`} than Astro, faster in ${wins} of ${PAIRS} pairs`,
      );
    }
  } finally {
    await fsp.rm(dir, { recursive: true, force: true });
  }
}

await main();
