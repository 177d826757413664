import fs from "node:fs";
import { renderMarkdown, parseMarkdown } from "./cli/markdown.ts";
const dir = "content/posts";
const docs = fs.readdirSync(dir).map((f) => fs.readFileSync(`${dir}/${f}`, "utf8").replace(/^---[\s\S]*?\n---\n/, ""));
const images = new Map();
for (let round = 0; round < 3; round++) {
  let t = performance.now();
  for (let i = 0; i < 10; i++) for (const d of docs) await renderMarkdown(d, images);
  const full = (performance.now() - t) / (10 * docs.length);
  t = performance.now();
  for (let i = 0; i < 10; i++) for (const d of docs) parseMarkdown(d);
  const parse = (performance.now() - t) / (10 * docs.length);
  console.log(`per post: full ${full.toFixed(1)} ms, parse only ${parse.toFixed(1)} ms`);
}
