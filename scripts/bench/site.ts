// `npm run bench:site`: `npm run build` of the shipped site and of the shipped site plus 1,000 generated
// posts (a scale check, decision 022), cold (from nothing), with the picture cache a deploy keeps, and warm
// (run again with nothing changed), this tree against an earlier commit, in alternating pairs; medians of wall
// time, CPU time of the whole process tree and peak memory. With `-- --astro` (the peer the build is held to: within 1.5x of its wall time), Astro 5.18
// builds the same posts cold in each pair too, and the ratio is printed (`-- --astro 5.18,7.3.5`: each version
// in turn). Everything happens in temporary copies.
//
// Nothing is deleted until every build has run: what a cold build starts without is moved aside, into a folder
// emptied at the end. On ext4 without a journal (this machine's file system), each file created within minutes of
// many deletions is allocated past every recently deleted inode, and a build run just after `rm -rf` of the last
// build's output cost 5 to 9 CPU-s more (docs/benchmarks.md): a host's deploy starts in a fresh folder.
import { spawn } from "node:child_process";
import fs from "node:fs";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../lib/root.ts";
import { installedPackages } from "./install.ts";
import { median } from "./stats.ts";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
/** The build compared with this one: by default the last commit before decision 022 (the site build's own prerender). */
const BEFORE = arg("--before") ?? "a599344";
/** Generated posts added to the shipped ones for the scale check (`-- --posts 20` for a quick try). */
const POSTS = Number(arg("--posts") ?? 1000);
/** `-- --astro` (or `-- --astro 7.3.5`, `-- --astro 5.18,7.3.5`): Astro on the same posts, one page per post, built cold beside the 1,000-post copies. */
const ASTROS = process.argv.includes("--astro") ? (/^\d/.test(arg("--astro") ?? "") ? arg("--astro")!.split(",") : ["5.18"]) : [];
/** Runs of each build in alternating pairs (`-- --pairs 5`): on a shared machine one run can be 10-15 % off. */
const PAIRS = Math.max(1, Number(arg("--pairs") ?? 3));

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

/**
 * Runs a command, sampling the memory of its whole process tree every 200 ms: each sample reads every process's
 * /proc entry (about 1.3 ms of CPU), and more often it would take CPU from builds that keep both cores busy.
 */
function run(cmd: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}): Promise<Run> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const cpuBefore = endedChildrenCpuMs();
    const child = spawn(cmd, args, { cwd, env: { ...process.env, ...env, FORCE_COLOR: "0" }, stdio: ["ignore", "pipe", "pipe"] });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    let peak = 0;
    const sampler = setInterval(() => (peak = Math.max(peak, treeRss(child.pid!))), 200);
    child.on("error", reject);
    child.on("close", (code) => {
      clearInterval(sampler);
      if (code !== 0) return reject(new Error(`${cmd} ${args.join(" ")} failed (${code}) in ${cwd}:\n${output.slice(-4000)}`));
      resolve({ ms: performance.now() - start, cpuMs: endedChildrenCpuMs() - cpuBefore, peakMb: peak / 1024 / 1024 });
    });
  });
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

/**
 * Posts bench-post-<from>..<to-1>: the shipped posts' bodies and pictures in turn, each with its own title and date,
 * and a closing line of its own, so that no two bodies are the same text: a build that checks or renders a text once
 * for every post that shares it would otherwise do a fourteenth of the work a real site's posts ask of it.
 */
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
    const own = `\nThis is generated post ${i} of the scale check: its last line differs from every other post's.\n`;
    await fsp.writeFile(path.join(dir, `bench-post-${i}.md`), `${front}\n${t.body.trimEnd()}\n${own}`);
  }
}

/** A copy of the project at `ref` (or of the working tree), node_modules shared by a symlink. */
async function copyOf(ref: string | undefined, posts: number): Promise<string> {
  const dir = await fsp.mkdtemp(path.join(os.tmpdir(), `site-bench-${ref ?? "now"}-`));
  if (ref) await run("sh", ["-c", `git -C "${ROOT}" archive ${ref} | tar -x -C "${dir}"`], ROOT);
  else
    for (const name of [
      "content",
      "schemas",
      "core",
      "src",
      "scripts",
      "package.json",
      "package-lock.json",
      "tsconfig.json",
      "vite.config.ts",
      "react-router.config.ts",
    ])
      await fsp.cp(path.join(ROOT, name), path.join(dir, name), { recursive: true });
  await fsp.symlink(ref ? modulesOf(ref, dir) : path.join(ROOT, "node_modules"), path.join(dir, "node_modules"), "dir");
  // The project's Node, if this machine needed one (decision 026): shared, as the packages are.
  if (fs.existsSync(path.join(ROOT, ".cache", "node"))) {
    await fsp.mkdir(path.join(dir, ".cache"), { recursive: true });
    await fsp.symlink(path.join(ROOT, ".cache", "node"), path.join(dir, ".cache", "node"), "dir");
  }
  if (posts) await writePosts(path.join(dir, "content", "posts"), 0, posts, await templates());
  return dir;
}

/**
 * The packages of an earlier commit (its own lock file: React Router's version may differ), installed
 * once into a folder kept between runs.
 */
const modulesOf = (ref: string, copy: string) => installedPackages(copy, path.join(os.tmpdir(), `site-bench-packages-${ref}`), `the packages of ${ref}`);

/** Where what the builds start without goes until the bench ends (see the top of this file). */
const TRASH = await fsp.mkdtemp(path.join(os.tmpdir(), "site-bench-trash-"));
let discarded = 0;
/** Moves a file or folder out of the way, into TRASH, if it exists. */
async function discard(target: string) {
  await fsp.rename(target, path.join(TRASH, String(discarded++))).catch((err: NodeJS.ErrnoException) => {
    if (err.code !== "ENOENT") throw err;
  });
}

/** Writes what earlier steps left in memory to the disk, so that no build pays for the writes of the one before it. */
const settle = () => run("sync", [], ROOT);

/**
 * `npm run build` in `dir`. cold: from nothing, as the host builds a deploy without its cache (no caches, no
 * output); pictures: the same with the picture cache (.cache/content) kept, as the host builds with the
 * build plugin (netlify/plugins/picture-cache); warm: run again with nothing changed. The project's Node
 * (.cache/node, decision 026) stays, as node_modules does: the host has it (netlify.toml's NODE_VERSION),
 * and on a machine with an older Node it is installed once, not per build.
 */
type Mode = "cold" | "pictures" | "warm";
async function build(dir: string, mode: Mode): Promise<Run> {
  if (mode !== "warm") {
    for (const d of ["dist-content", "build", ".react-router"]) await discard(path.join(dir, d));
    const kept = mode === "pictures" ? ["node", "content"] : ["node"];
    for (const d of await fsp.readdir(path.join(dir, ".cache")).catch(() => [] as string[])) if (!kept.includes(d)) await discard(path.join(dir, ".cache", d));
  }
  await settle();
  return run("npm", ["run", "--silent", "build"], dir);
}

/**
 * An Astro project of the same posts as `copy` (a content collection, one page per post; its install kept in the
 * temporary folder between runs, npm being the slow part), built the way ours is: `src/` and the posts written anew.
 */
async function astroProject(version: string, copy: string): Promise<string> {
  const dir = path.join(os.tmpdir(), `site-bench-astro-${version}`);
  await fsp.mkdir(path.join(dir, "src", "pages", "blog"), { recursive: true });
  if (!fs.existsSync(path.join(dir, "node_modules", "astro"))) {
    await fsp.writeFile(path.join(dir, "package.json"), JSON.stringify({ name: "astro-bench", private: true, type: "module" }));
    console.log(`installing astro@${version} in ${dir} ...`);
    await run("npm", ["install", "--no-audit", "--no-fund", "--save-exact", `astro@${version}`], dir);
  }
  await fsp.writeFile(
    path.join(dir, "astro.config.mjs"),
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
  await discard(path.join(dir, "posts"));
  await fsp.cp(path.join(copy, "content", "posts"), path.join(dir, "posts"), { recursive: true });
  return dir;
}

/** Astro's build from nothing (its caches and output removed). */
async function buildAstro(dir: string): Promise<Run> {
  for (const d of [".astro", "dist", "node_modules/.astro"]) await discard(path.join(dir, d));
  // Its command, where its version keeps it (astro.js in 5, bin/astro.mjs in 7).
  const { bin } = JSON.parse(await fsp.readFile(path.join(dir, "node_modules", "astro", "package.json"), "utf8"));
  await settle();
  return run(process.execPath, [path.join("node_modules", "astro", typeof bin === "string" ? bin : bin.astro), "build", "--silent"], dir, {
    ASTRO_TELEMETRY_DISABLED: "1",
  });
}

const s1 = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** One cold build of each Astro project, recorded and printed as the site's are. */
async function astroRuns(dirs: Map<string, string>, runs: Record<string, Run[]>, posts: number) {
  for (const [version, dir] of dirs) {
    const r = await buildAstro(dir);
    (runs[`astro ${version} cold`] ??= []).push(r);
    console.log(`+${posts} posts  astro ${version} cold      ${s1(r.ms)}  cpu ${s1(r.cpuMs)}  peak ${r.peakMb.toFixed(0)} MB`);
  }
}

const rows: string[] = [];
for (const posts of [0, POSTS]) {
  const dirs = { before: await copyOf(BEFORE, posts), after: await copyOf(undefined, posts) };
  const astro = new Map<string, string>();
  if (posts) for (const version of ASTROS) astro.set(version, await astroProject(version, dirs.after));
  const runs: Record<string, Run[]> = {};
  for (let pair = 0; pair < PAIRS; pair++) {
    // Alternating which goes first, so a slow minute of the machine does not fall on one side only.
    const order = pair % 2 ? (["after", "before"] as const) : (["before", "after"] as const);
    if (pair % 2 === 0) await astroRuns(astro, runs, posts);
    for (const side of order) {
      for (const mode of ["cold", "pictures", "warm"] as const) {
        const r = await build(dirs[side], mode);
        (runs[`${side} ${mode}`] ??= []).push(r);
        console.log(
          `${posts ? `+${posts} posts` : "shipped"}  ${side.padEnd(6)} ${mode.padEnd(8)}  ${s1(r.ms)}  cpu ${s1(r.cpuMs)}  peak ${r.peakMb.toFixed(0)} MB`,
        );
      }
    }
    if (pair % 2 === 1) await astroRuns(astro, runs, posts);
  }
  for (const [name, list] of Object.entries(runs))
    rows.push(
      `${(posts ? `shipped + ${posts} posts` : "shipped site").padEnd(24)} ${name.padEnd(16)} ${s1(median(list.map((r) => r.ms))).padStart(8)} ${s1(median(list.map((r) => r.cpuMs))).padStart(9)} ${median(
        list.map((r) => r.peakMb),
      )
        .toFixed(0)
        .padStart(6)} MB`,
    );
  const ratio = median(runs["after cold"].map((r) => r.ms)) / median(runs["before cold"].map((r) => r.ms));
  rows.push(`${"".padEnd(24)} cold after/before: ${ratio.toFixed(2)}x`);
  for (const version of astro.keys()) {
    const of = (key: "ms" | "cpuMs") => (median(runs["after cold"].map((r) => r[key])) / median(runs[`astro ${version} cold`].map((r) => r[key]))).toFixed(2);
    const targets = version === "5.18" ? [" (target: at most 1.5x)", " (target: at most 2x)"] : ["", ""];
    rows.push(`${"".padEnd(24)} cold after/Astro ${version}: ${of("ms")}x wall${targets[0]}, ${of("cpuMs")}x CPU${targets[1]}`);
  }
  const cached = median(runs["after pictures"].map((r) => r.ms)) / median(runs["after cold"].map((r) => r.ms));
  rows.push(`${"".padEnd(24)} with the picture cache / cold (after): ${cached.toFixed(2)}x`);
  for (const dir of Object.values(dirs)) await discard(dir);
}
console.log(`\nMedians of ${PAIRS} alternating pairs (before = ${BEFORE}, after = the working tree):`);
console.log(`${"".padEnd(24)} ${"build".padEnd(16)} ${"wall".padStart(8)} ${"cpu".padStart(9)} ${"peak".padStart(9)}`);
for (const row of rows) console.log(row);
await fsp.rm(TRASH, { recursive: true, force: true });
