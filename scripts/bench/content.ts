// `npm run bench:content`: how long the content pipeline takes, on the shipped content and on a generated
// corpus of 1,000 posts and 200 pictures in a temporary folder (never committed).
// Targets (2 cores): warm build < 1 s and < 10% of cold; validating 1,000 posts < 2 s; linear in posts.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buildContent } from "../cli/build.ts";
import { defaultPaths, type Paths } from "../cli/config.ts";
import { ROOT } from "../lib/root.ts";
import { checkContent } from "../cli/pipeline.ts";

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

async function time<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const start = performance.now();
  const value = await fn();
  return [performance.now() - start, value];
}

async function measure(label: string, paths: Paths) {
  await fs.rm(paths.cache, { recursive: true, force: true });
  await fs.rm(paths.out, { recursive: true, force: true });
  const [cold, result] = await time(() => buildContent(paths, { quiet: true }));
  if (result.problems?.errors.length) throw new Error(`${label}: content has errors`);
  const [warm] = await time(() => buildContent(paths, { quiet: true }));
  const [validate] = await time(() => checkContent(paths));
  const checked = await checkContent(paths);
  const posts = checked.files.filter((f) => f.kind === "post").length;
  console.log(
    `${label.padEnd(26)} cold ${seconds(cold).padStart(8)}  warm ${seconds(warm).padStart(8)} (${((warm / cold) * 100).toFixed(1)}% of cold)  validate ${seconds(validate).padStart(8)}  posts ${posts}  images ${result.imageCount}`,
  );
  return { cold, warm, validate };
}

/** A copy of the shipped content plus `posts` generated posts that share `images` generated pictures. */
async function corpus(posts: number, images: number): Promise<Paths & { dispose(): Promise<void> }> {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "content-bench-"));
  await fs.cp(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
  await fs.cp(path.join(ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
  const template = await fs.readFile(path.join(ROOT, "content/posts/what-is-unattended-retail.md"), "utf8");
  const body = template.replace(/^---[\s\S]*?---\n/, "");
  for (let i = 0; i < images; i++) {
    const hue = Math.round((i * 360) / images);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900"><rect width="1600" height="900" fill="hsl(${hue} 45% 85%)"/><rect x="${200 + (i % 7) * 90}" y="200" width="420" height="560" rx="24" fill="hsl(${hue} 55% 35%)"/><circle cx="1200" cy="300" r="${80 + (i % 5) * 20}" fill="#F7A072"/></svg>`;
    await fs.writeFile(path.join(root, "content/images", `bench-${i}.svg`), svg);
  }
  for (let i = 0; i < posts; i++) {
    const day = (i % 28) + 1;
    const front = [
      "---",
      `title: "Bench post ${i}: smart vending notes"`,
      `slug: bench-post-${i}`,
      `date: "August ${day}, 2025"`,
      `summary: "Generated post ${i} for measuring the content pipeline."`,
      `imageUrl: /images/bench-${i % images}.svg`,
      `imageAlt: "Generated picture ${i % images}"`,
      `metaTitle: "Bench post ${i} | Patapsco"`,
      `metaDescription: "A generated post used only to measure how the content build grows with the number of posts."`,
      "---",
    ].join("\n");
    // Each body differs, so no cache keyed by content can make the measurement look better than it is.
    await fs.writeFile(path.join(root, "content/posts", `bench-post-${i}.md`), `${front}\nNotes from site visit ${i}, route ${i % 17}.\n\n${body}`);
  }
  const paths = defaultPaths(root);
  return { ...paths, dispose: () => fs.rm(root, { recursive: true, force: true }) };
}

async function main() {
  console.log(`content pipeline benchmark (${os.cpus().length} cores, Node ${process.version})\n`);
  const shipped = await corpus(0, 0);
  try {
    await measure("shipped content", shipped);
  } finally {
    await shipped.dispose();
  }

  const perPost: string[] = [];
  let big: { cold: number; warm: number; validate: number } | undefined;
  for (const n of [250, 500, 1000]) {
    const paths = await corpus(n, Math.min(200, Math.round((n * 200) / 1000)));
    try {
      const figures = await measure(`+${n} posts, ${Math.min(200, Math.round((n * 200) / 1000))} images`, paths);
      perPost.push(`${n}: ${(figures.cold / n).toFixed(1)} ms cold, ${(figures.validate / n).toFixed(2)} ms validate per post`);
      if (n === 1000) big = figures;
    } finally {
      await paths.dispose();
    }
  }
  console.log(`\ntime per post (linear growth keeps these flat):\n  ${perPost.join("\n  ")}`);
  if (big) {
    const ok = (b: boolean) => (b ? "ok" : "OVER");
    console.log(
      `\ntargets at 1,000 posts: warm < 1 s: ${ok(big.warm < 1000)}; warm < 10% of cold: ${ok(big.warm < big.cold / 10)}; validate < 2 s: ${ok(big.validate < 2000)}`,
    );
  }
}

await main();
