// A documented HTML transform over each prerendered page (decision 056; the figures in docs/benchmarks.md): its JavaScript is
// fetched once the page has been painted, so on a slow link the first paint does not share the bandwidth
// with ~125 KB of scripts. Read with an HTML tokenizer (html.ts), never looking inside React Router's script: each inline module
// script becomes an inert block (AFTER_PAINT_TYPE) holding the same text, the modulepreload links a list
// on it, and one script, STARTER, re-creates both after the first paint (decision 056). The
// re-created script has the same text, so its hash (in the page's policy) allows it.
import fs from "node:fs";
import { transformSync } from "esbuild";
import { attr, sha256, type ParsedPage } from "./html.ts";
import { escapeXml } from "../../core/xml.ts";

export const AFTER_PAINT_TYPE = "text/x-after-paint";
/**
 * Runs right after each inert module: starts it (and its preloads) after the first paint. Written as a module
 * of its own (core/after-paint.ts), inlined here minified, as one classic script.
 */
export const STARTER = transformSync(fs.readFileSync(new URL("../../core/after-paint.ts", import.meta.url), "utf8"), {
  loader: "ts",
  format: "iife",
  minify: true,
  target: "es2022",
}).code.trim();

/**
 * The page with its module scripts started after the first paint (a page without one as it is), and every
 * inline script it runs as CSP sources: those written in it and the modules the starter re-creates.
 */
export function deferScripts(page: ParsedPage): { html: string; scriptHashes: string[] } {
  const preloads = page.elements.filter((el) => el.tagName === "link" && attr(el, "rel") === "modulepreload");
  const modules = page.elements.filter((el) => el.tagName === "script" && attr(el, "type") === "module" && attr(el, "src") === undefined);
  // The modules' own hashes are among the page's (a module script is inline script): the starter's is added.
  if (!modules.length) return { html: page.html, scriptHashes: page.scriptHashes };
  const hrefs = preloads.map((el) => attr(el, "href") ?? "").join(" ");
  // Each edit replaces a range of the original text. The page is written once, in order: the text before each
  // edit, then the edit (a page cut and joined again at each edit was copied whole as many times).
  const edits: { from: number; to: number; text: string }[] = preloads.map((el) => ({ from: el.start, to: el.end, text: "" }));
  for (const el of modules) {
    edits.push({ from: el.start, to: el.startTagEnd, text: `<script type="${AFTER_PAINT_TYPE}" data-preload="${escapeXml(hrefs)}">` });
    edits.push({ from: el.end, to: el.end, text: `<script>${STARTER}</script>` });
  }
  const parts: string[] = [];
  let at = 0;
  // At one place, what is written there before what is taken out from there.
  for (const { from, to, text } of edits.sort((a, b) => a.from - b.from || a.to - b.to)) {
    parts.push(page.html.slice(at, from), text);
    at = to;
  }
  parts.push(page.html.slice(at));
  return { html: parts.join(""), scriptHashes: [...page.scriptHashes, sha256(STARTER)] };
}
