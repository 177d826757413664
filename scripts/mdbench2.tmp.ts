import fs from "node:fs";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
const dir = "content/posts";
const docs = fs.readdirSync(dir).map((f) => fs.readFileSync(`${dir}/${f}`, "utf8").replace(/^---[\s\S]*?\n---\n/, ""));
const parse = unified().use(remarkParse).use(remarkGfm).freeze();
const parseNoGfm = unified().use(remarkParse).freeze();
const toHast = unified().use(remarkRehype, { allowDangerousHtml: true }).freeze();
const raw = unified().use(rehypeRaw).freeze();
const san = unified().use(rehypeSanitize, defaultSchema).use(rehypeSlug).freeze();
const str = unified().use(rehypeStringify).freeze();
const N = 20;
const t: Record<string, number> = {};
const time = (k: string, f: () => any) => { const s = performance.now(); const r = f(); t[k] = (t[k] ?? 0) + performance.now() - s; return r; };
for (let round = 0; round < 2; round++) {
  for (const k in t) delete t[k];
  for (let i = 0; i < N; i++) for (const d of docs) {
    time("parse-nogfm", () => parseNoGfm.parse(d));
    const m = time("parse", () => parse.runSync(parse.parse(d)));
    const h = time("toHast", () => toHast.runSync(m as any));
    const r = time("raw", () => raw.runSync(h as any));
    const s = time("sanitize+slug", () => san.runSync(r as any));
    time("stringify", () => str.stringify(s as any));
  }
  console.log(Object.entries(t).map(([k, v]) => `${k} ${(v / (N * docs.length)).toFixed(2)}`).join(" | "));
}
