// What the post-build step reads from a prerendered page, from the page parsed once by parse5 (the HTML
// parser browsers' behaviour is specified by), never by matching its text.
import { createHash } from "node:crypto";
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
export type Element = DefaultTreeAdapterMap["element"];

export interface ParsedPage {
  html: string;
  /** Its elements in document order, each with its place in the text. */
  elements: Element[];
  /** The inline scripts the browser runs, as CSP sha256 sources. */
  scriptHashes: string[];
  /** The pictures link previews show (`<meta property="og:image">`). */
  ogImages: string[];
  /** Suspense boundaries written as their fallback (`<!--$?-->`, `<!--$!-->`): the page would show a spinner without JavaScript. */
  fallbacks: number;
  /** Where the end of `<meta charset>` is in the text: what must run first goes right after it. */
  afterCharset: number | undefined;
}

export const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
/** The text of an element as written (a script's is raw text: the exact characters the browser hashes). */
export const textOf = (el: Element) => el.childNodes.map((c) => ("value" in c ? c.value : "")).join("");
export const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

export function parsePage(html: string): ParsedPage {
  const page: ParsedPage = { html, elements: [], scriptHashes: [], ogImages: [], fallbacks: 0, afterCharset: undefined };
  const hashes = new Set<string>();
  const visit = (node: Node) => {
    if (node.nodeName === "#comment" && "data" in node && (node.data === "$?" || node.data === "$!")) page.fallbacks++;
    if ("tagName" in node) {
      page.elements.push(node);
      if (node.tagName === "script" && attr(node, "src") === undefined && SCRIPT_TYPES.has((attr(node, "type") ?? "").toLowerCase())) {
        hashes.add(sha256(textOf(node)));
      }
      if (node.tagName === "meta" && attr(node, "property") === "og:image") page.ogImages.push(attr(node, "content") ?? "");
      if (node.tagName === "meta" && attr(node, "charset") !== undefined) page.afterCharset ??= node.sourceCodeLocation?.endOffset;
    }
    for (const child of "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : []) visit(child);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  page.scriptHashes = [...hashes];
  return page;
}

/** The page with `markup` right after its `<meta charset>`, before any script. */
export function insertAfterCharset(html: string, markup: string): string {
  const at = parsePage(html).afterCharset;
  if (at === undefined) throw new Error("the page has no <meta charset> to put the markup after");
  return html.slice(0, at) + markup + html.slice(at);
}
