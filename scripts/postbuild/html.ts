// What the post-build step reads from a prerendered page, from the page parsed by parse5 (the HTML parser
// browsers' behaviour is specified by), never by matching its text.
import { createHash } from "node:crypto";
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export interface PageFacts {
  /** The inline scripts the browser runs, as CSP sha256 sources. */
  scriptHashes: string[];
  /** The pictures link previews show (`<meta property="og:image">`). */
  ogImages: string[];
  /** Suspense boundaries written as their fallback (`<!--$?-->`, `<!--$!-->`): the page would show a spinner without JavaScript. */
  fallbacks: number;
  /** Where the end of `<meta charset>` is in the text: what must run first goes right after it. */
  afterCharset: number | undefined;
}

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

function* walk(node: Node): Generator<Node> {
  yield node;
  const children = "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
  for (const child of children) yield* walk(child);
}

export function pageFacts(html: string): PageFacts {
  const hashes = new Set<string>();
  const facts: PageFacts = { scriptHashes: [], ogImages: [], fallbacks: 0, afterCharset: undefined };
  for (const node of walk(parse(html, { sourceCodeLocationInfo: true }))) {
    if (node.nodeName === "#comment" && "data" in node && (node.data === "$?" || node.data === "$!")) facts.fallbacks++;
    if (!("tagName" in node)) continue;
    if (node.tagName === "script" && attr(node, "src") === undefined && SCRIPT_TYPES.has((attr(node, "type") ?? "").toLowerCase())) {
      // Script text is raw text: the parser hands over the exact characters the browser hashes.
      const body = node.childNodes.map((c) => ("value" in c ? c.value : "")).join("");
      hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
    }
    if (node.tagName === "meta" && attr(node, "property") === "og:image") facts.ogImages.push(attr(node, "content") ?? "");
    if (node.tagName === "meta" && attr(node, "charset") !== undefined) facts.afterCharset ??= node.sourceCodeLocation?.endOffset;
  }
  facts.scriptHashes = [...hashes];
  return facts;
}

/** The page with `markup` right after its `<meta charset>`, before any script. */
export function insertAfterCharset(html: string, markup: string): string {
  const at = pageFacts(html).afterCharset;
  if (at === undefined) throw new Error("the page has no <meta charset> to put the markup after");
  return html.slice(0, at) + markup + html.slice(at);
}
