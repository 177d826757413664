// Every example of the CommonMark and GFM specs (vendored under tests/fixtures/vendor/, with their licences)
// that holds a link, a picture, an autolink or a link reference definition, run through the link check
// (core/content/links.ts) and through remark: they must agree on every destination and position. The
// spec's own HTML is a third, independent reading: the check's destinations, encoded as a page has them,
// must be the ones in that HTML (the few examples where remark and the 2019 GFM text differ are listed).
import fs from "node:fs";
import path from "node:path";
import type { Element, Root as HastRoot } from "hast";
import { raw } from "hast-util-raw";
import type { Root as MdastRoot } from "mdast";
import { normalizeUri } from "micromark-util-sanitize-uri";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import { unified } from "unified";
import { VFile } from "vfile";
import { visit } from "unist-util-visit";
import { visitParents } from "unist-util-visit-parents";
import { describe, expect, it } from "vitest";
import { findRefs } from "../../core/content/links.ts";
import { ROOT } from "../../scripts/lib/root.ts";

interface Example {
  number: number;
  section: string;
  markdown: string;
  html: string;
}

const FENCE = "`".repeat(32);

/** The examples of a spec.txt: between a fence line ending `example` and a fence line, markdown `.` HTML. */
function examples(file: string): Example[] {
  const lines = fs.readFileSync(path.join(ROOT, "tests/fixtures/vendor", file), "utf8").split("\n");
  const found: Example[] = [];
  let section = "";
  for (let i = 0; i < lines.length; i++) {
    if (/^#{1,6} /.test(lines[i])) section = lines[i].replace(/^#+ /, "");
    if (!lines[i].startsWith(`${FENCE} example`)) continue;
    const body: string[] = [];
    for (i++; lines[i] !== FENCE; i++) body.push(lines[i]);
    const dot = body.indexOf(".");
    const unTab = (part: string[]) => part.join("\n").replace(/→/g, "\t") + (part.length ? "\n" : "");
    found.push({ number: found.length + 1, section, markdown: unTab(body.slice(0, dot)), html: unTab(body.slice(dot + 1)) });
  }
  return found;
}

const LINKISH = /link|image|autolink|definition/i;
const holdsLinks = (e: Example) => /<a |<img /.test(e.html) || LINKISH.test(e.section) || /^ {0,3}\[[^\]]+\]:/m.test(e.markdown);

const remark = unified().use(remarkParse).use(remarkGfm);

/** What remark reads: each link and picture destination with its place (references resolved to their definition). */
function remarkRefs(markdown: string): string[] {
  const tree = remark.parse(markdown) as MdastRoot;
  const definitions = new Map<string, string>();
  visit(tree, "definition", (d) => {
    if (!definitions.has(d.identifier)) definitions.set(d.identifier, d.url);
  });
  const found: { offset: number; text: string }[] = [];
  visitParents(tree, (node, ancestors) => {
    // An e-mail autolink found after parsing (`a+b@example.com`) has no place: its paragraph's is used to
    // sort, and only its destination compared.
    const start = node.position?.start ?? ancestors.findLast((a) => a.position)?.position?.start;
    if (!start) return;
    const at = (kind: string, url: string) =>
      found.push({ offset: start.offset!, text: node.position ? `${kind} ${url} ${start.line}:${start.column}` : `${kind} ${url}` });
    if (node.type === "link") at("link", node.url);
    if (node.type === "image") at("image", node.url);
    if (node.type === "linkReference" && definitions.has(node.identifier)) at("link", definitions.get(node.identifier)!);
    if (node.type === "imageReference" && definitions.has(node.identifier)) at("image", definitions.get(node.identifier)!);
  });
  return found.sort((a, b) => a.offset - b.offset).map((f) => f.text);
}

/** Destinations of the spec's HTML, in order: `a[href]` and `img[src]`, character references decoded. */
function htmlDestinations(html: string): string[] {
  const place = { start: { line: 1, column: 1, offset: 0 }, end: { line: 1, column: 1, offset: html.length } };
  const tree = raw({ type: "root", children: [{ type: "raw", value: html, position: place }] } as HastRoot, { file: new VFile(html) }) as HastRoot;
  const found: string[] = [];
  const seen = new Set<string>();
  visit(tree, "element", (node: Element) => {
    // An element the HTML parser opens again after an unclosed one (`<p><a href=x></p>`) is the same tag.
    const key = `${node.tagName}@${node.position?.start.offset}`;
    if (seen.has(key)) return;
    seen.add(key);
    if (node.tagName === "a" && typeof node.properties.href === "string") found.push(`link ${node.properties.href}`);
    if (node.tagName === "img" && typeof node.properties.src === "string") found.push(`image ${node.properties.src}`);
  });
  return found;
}

/**
 * Examples whose HTML in the spec differs from the site's markdown, which is GFM: a bare `https://…` or
 * `a@b.example.com` is a link (the CommonMark spec, and the GFM spec's examples that are not marked as
 * using the autolink extension, are read without it); remark-gfm also links a URL right after `<`
 * (`<https://foo.bar/baz bim>`), where cmark-gfm does not, and no longer links `ftp://`.
 */
const COMMONMARK_GFM_DIFFERS = new Set([602, 606, 608, 611, 612]);
const GFM_REMARK_DIFFERS = new Set([610, 614, 616, 619, 620, 628]);

describe.each([
  ["CommonMark 0.31.2", "commonmark/spec.txt", COMMONMARK_GFM_DIFFERS],
  ["GFM 0.29", "gfm/spec.txt", GFM_REMARK_DIFFERS],
])("the %s spec examples with links", (_name, file, differs) => {
  const chosen = examples(file).filter(holdsLinks);

  it("has the examples", () => {
    expect(chosen.length).toBeGreaterThan(150);
  });

  it("link check and remark agree on every destination and position", () => {
    const disagree: string[] = [];
    for (const e of chosen) {
      const checked = findRefs(e.markdown)
        .filter((r) => !r.raw)
        .map((r) => `${r.kind} ${r.url} ${r.line}:${r.col}`);
      const parsed = remarkRefs(e.markdown);
      // Where remark gives no place, only the destination is compared.
      checked.forEach((c, i) => {
        if (parsed[i] !== undefined && parsed[i].split(" ").length === 2) checked[i] = c.split(" ").slice(0, 2).join(" ");
      });
      if (JSON.stringify(checked) !== JSON.stringify(parsed)) disagree.push(`example ${e.number}: ${JSON.stringify(checked)} vs ${JSON.stringify(parsed)}`);
    }
    expect(disagree).toEqual([]);
  });

  it("the link check finds the destinations of the spec's HTML", () => {
    const disagree: number[] = [];
    for (const e of chosen) {
      // Markdown destinations are percent-encoded on the page; raw HTML is published as written.
      const checked = findRefs(e.markdown).map((r) => `${r.kind} ${r.raw ? r.url : normalizeUri(r.url)}`);
      if (JSON.stringify(checked) !== JSON.stringify(htmlDestinations(e.html))) disagree.push(e.number);
    }
    expect(
      disagree
        .filter((n) => !differs.has(n))
        .map(
          (n) =>
            `${n}: ${JSON.stringify(chosen.find((e) => e.number === n)!.markdown)} ${JSON.stringify(findRefs(chosen.find((e) => e.number === n)!.markdown).map((r) => r.url))} ${JSON.stringify(htmlDestinations(chosen.find((e) => e.number === n)!.html))}`,
        ),
    ).toEqual([]);
    expect(
      [...differs].filter((n) => !disagree.includes(n)),
      "listed as differing but agreeing",
    ).toEqual([]);
  });
});
