import fs from "node:fs";
import { renderAll } from "./cli/markdown.ts";
const dir = "/tmp/site-bench-2VXvoc/content/posts";
const all = fs.readdirSync(dir).map((f) => fs.readFileSync(`${dir}/${f}`, "utf8").replace(/^---[\s\S]*?\n---\n/, ""));
for (const n of [60, 500, 1014]) {
  const t = performance.now();
  await renderAll(all.slice(0, n), new Map());
  console.log(`${n} docs: ${(performance.now() - t).toFixed(0)} ms`);
}
