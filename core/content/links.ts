/**
 * The links and pictures of a markdown text, with their line and column, for the cross-checks, and its raw
 * HTML elements (for the sanitizer's warnings). They are read from the tree the page is made from
 * (`publishedTree`: remark and micromark, then the raw HTML through an HTML parser), after every escape and
 * character reference is decoded, so what is checked is what is published: a link inside code is no link,
 * `[a]` takes the destination of its definition wherever that is, `www.` and `http://` autolinks are links,
 * `<img>` written in HTML is a picture.
 *
 * micromark is not linear on every input: a paragraph of `[a](b (c` repeated costs it time that grows with
 * the square of the paragraph's length (4 s for 50 KB), since each `(` starts a title that is looked for to
 * the end of the paragraph. No link, title or code span goes past a blank line, so a stretch of text
 * without one longer than `MAX_STRETCH` is refused and left out of the parse: the cost of each stretch is
 * bounded, and the whole is linear in the length of the text (tests/unit/links.test.ts measures it on
 * 50 KB hostile paragraphs). The limit is longer than the longest post the site takes (1,200 words).
 */
import type { Element, Root as HastRoot } from "hast";
import type { Root as MdastRoot } from "mdast";
import { find, html } from "property-information";
import { visitParents } from "unist-util-visit-parents";
import { publishedTree, type PublishedTrees } from "./markdown-processor.ts";
import type { FoundTag } from "./sanitize-schema.ts";

export type { FoundTag } from "./sanitize-schema.ts";

export interface FoundRef {
  kind: "link" | "image";
  /** The destination as the page has it: escapes and character references decoded. */
  url: string;
  line: number; // 1-based, within the text
  col: number; // 1-based
  /** Offset in the text where the link or picture starts (its `[`, `!`, `<` or first letter). */
  offset: number;
  /** The alternative text of a picture, decoded. */
  alt?: string;
  /** Written as raw HTML (`<a href>`, `<img src>`) rather than in markdown. */
  raw: boolean;
}

/**
 * The destination of each markdown link and picture by the offset where it starts, as written once escapes
 * and character references are decoded (`[a]` takes its definition's). The HTML tree has the same
 * destination percent-encoded: `/images/a\\b.svg` there is `/images/a%5Cb.svg`, which would hide what to fix.
 */
function markdownDestinations(mdast: MdastRoot): Map<number, string> {
  const definitions = new Map<string, string>();
  visitParents(mdast, "definition", (node) => {
    if (!definitions.has(node.identifier)) definitions.set(node.identifier, node.url);
  });
  const found = new Map<number, string>();
  visitParents(mdast, (node) => {
    const offset = node.position?.start.offset;
    if (offset === undefined) return;
    if (node.type === "link" || node.type === "image") found.set(offset, node.url);
    else if ((node.type === "linkReference" || node.type === "imageReference") && definitions.has(node.identifier))
      found.set(offset, definitions.get(node.identifier)!);
  });
  return found;
}

/** Offsets where each raw HTML node of the markdown starts and ends, in order. */
function rawRanges(mdast: MdastRoot): [number, number][] {
  const ranges: [number, number][] = [];
  visitParents(mdast, "html", (node) => {
    const { start, end } = node.position ?? {};
    if (start?.offset !== undefined && end?.offset !== undefined) ranges.push([start.offset, end.offset]);
  });
  return ranges.sort((a, b) => a[0] - b[0]);
}

/** Whether `offset` lies in one of the sorted `ranges`. */
function within(ranges: [number, number][], offset: number): boolean {
  let lo = 0;
  let hi = ranges.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (ranges[mid][1] <= offset) lo = mid + 1;
    else if (ranges[mid][0] > offset) hi = mid - 1;
    else return true;
  }
  return false;
}

/** Where the text of an element without a place is written in the text, from its parent's start on. */
function placeOf(text: string, from: { line: number; column: number; offset?: number }, node: Element): { line: number; col: number; offset: number } {
  const words = node.children.map((c) => (c.type === "text" ? c.value : "")).join("");
  const at = words ? text.indexOf(words, from.offset) : -1;
  if (at < 0) return { line: from.line, col: from.column, offset: from.offset ?? 0 };
  const before = text.slice(from.offset, at);
  const breaks = before.split("\n").length - 1;
  const col = breaks ? at - text.lastIndexOf("\n", at - 1) : from.column + (at - from.offset!);
  return { line: from.line + breaks, col, offset: at };
}

/** Whether the text has the start tag `<name` at `offset`. */
function writtenAt(text: string, offset: number, name: string): boolean {
  return (
    text[offset] === "<" &&
    text.slice(offset + 1, offset + 1 + name.length).toLowerCase() === name &&
    !/[A-Za-z0-9-]/.test(text[offset + 1 + name.length] ?? "")
  );
}

/** An element's attributes under their HTML names, values as the page has them. */
function attributesOf(node: Element): FoundTag["attrs"] {
  return Object.entries(node.properties).flatMap(([prop, value]) => {
    if (value === undefined || value === null || value === false) return [];
    const info = find(html, prop);
    const text = Array.isArray(value) ? value.join(info.commaSeparated ? ", " : " ") : value === true ? "" : String(value);
    return [{ name: info.attribute.toLowerCase(), value: text }];
  });
}

/** The most characters between two blank lines the link check parses. */
export const MAX_STRETCH = 10_000;

/** A stretch of text with no blank line that is longer than `MAX_STRETCH`. */
export interface LongStretch {
  /** `MAX_STRETCH`, for the message (the cross-checks do not load this module when every scan is cached). */
  limit: number;
  line: number;
  col: number;
  offset: number;
  length: number;
}

export interface Scan {
  refs: FoundRef[];
  tags: FoundTag[];
  tooLong: LongStretch[];
}

/** The stretches of `text` between blank lines longer than `MAX_STRETCH`, in one pass. */
function longStretches(text: string): LongStretch[] {
  const found: LongStretch[] = [];
  let start = 0;
  let startLine = 1;
  let line = 1;
  for (let i = 0; i <= text.length;) {
    let end = text.indexOf("\n", i);
    if (end < 0) end = text.length;
    const blank = !/\S/.test(text.slice(i, end));
    if (blank || end === text.length) {
      // The line break before a blank line is not part of the stretch.
      const stop = blank ? Math.max(start, i - 1) : end;
      if (stop - start > MAX_STRETCH) found.push({ limit: MAX_STRETCH, line: startLine, col: 1, offset: start, length: stop - start });
      start = end + 1;
      startLine = line + 1;
    }
    i = end + 1;
    line++;
  }
  return found;
}

/**
 * Links and pictures of a markdown text, and its raw HTML elements, in the order they are written. `keep` is given
 * the trees the scan walked, when they are the whole text's, for `renderMarkdown` to make the page from.
 */
export function scanMarkdown(markdown: string, keep?: (trees: PublishedTrees) => void): Scan {
  const tooLong = longStretches(markdown);
  // Each long stretch becomes spaces (its line breaks kept): the rest is parsed at its own places.
  const parts: string[] = [];
  let from = 0;
  for (const s of tooLong) {
    parts.push(markdown.slice(from, s.offset), markdown.slice(s.offset, s.offset + s.length).replace(/[^\n]/g, " "));
    from = s.offset + s.length;
  }
  const text = tooLong.length ? parts.join("") + markdown.slice(from) : markdown;
  const trees = publishedTree(text);
  const { mdast, hast } = trees;
  const raw = rawRanges(mdast);
  const written = markdownDestinations(mdast);
  const refs: FoundRef[] = [];
  const tags: FoundTag[] = [];
  const seen = new Set<string>();
  visitParents(hast as HastRoot, "element", (node: Element, ancestors) => {
    // Elements the conversion adds (a footnote's back link, its list) have no place of their own, nor have
    // e-mail autolinks found after parsing (`a+b@example.com`): those are looked for in their paragraph.
    const start = [node, ...ancestors.slice().reverse()].find((n) => n.position?.start.offset !== undefined)?.position?.start;
    if (!start || start.offset === undefined) return;
    const place = node.position ? { line: start.line, col: start.column, offset: start.offset } : placeOf(text, start, node);
    // An element the HTML parser opens again after an unclosed one (`<p><a href=x></p>`) is the same tag.
    const key = `${node.tagName}@${place.offset}`;
    if (seen.has(key)) return;
    seen.add(key);
    // Written in HTML: inside a raw HTML node, and its own start tag is there (not a paragraph around it).
    const isRaw = within(raw, place.offset) && writtenAt(text, place.offset, node.tagName);
    if (isRaw) tags.push({ name: node.tagName, attrs: attributesOf(node), ...place });
    const { alt } = node.properties;
    const decoded = isRaw ? undefined : written.get(place.offset);
    const href = typeof node.properties.href === "string" ? (decoded ?? node.properties.href) : undefined;
    const src = typeof node.properties.src === "string" ? (decoded ?? node.properties.src) : undefined;
    // Footnote calls and back links point inside the post, to ids the conversion made.
    const footnote = !isRaw && ("dataFootnoteRef" in node.properties || "dataFootnoteBackref" in node.properties);
    if (node.tagName === "a" && typeof href === "string" && !footnote) refs.push({ kind: "link", url: href, ...place, raw: isRaw });
    if (node.tagName === "img" && typeof src === "string")
      refs.push({ kind: "image", url: src, ...place, alt: typeof alt === "string" ? alt : "", raw: isRaw });
  });
  if (!tooLong.length) keep?.(trees);
  return { refs: refs.sort((a, b) => a.offset - b.offset), tags: tags.sort((a, b) => a.offset - b.offset), tooLong };
}

export function findRefs(markdown: string): FoundRef[] {
  return scanMarkdown(markdown).refs;
}
