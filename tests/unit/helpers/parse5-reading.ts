// The post-build's reading of a page (scripts/postbuild/html.ts) as parse5, the HTML standard's parser, makes it:
// the reference the tokenizer the build uses is held to (decision 056).
import { parse, type DefaultTreeAdapterMap } from "parse5";
import { sha256, type ParsedPage } from "../../../scripts/postbuild/html.ts";

type Node = DefaultTreeAdapterMap["node"];
export const READ = new Set(["script", "link", "meta"]);
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

export function parse5Reading(html: string): Omit<ParsedPage, "html"> {
  const out: Omit<ParsedPage, "html"> = { elements: [], scriptHashes: [], ogImages: [], fallbacks: 0, afterCharset: undefined };
  const hashes = new Set<string>();
  const visit = (node: Node) => {
    if (node.nodeName === "#comment" && "data" in node && (node.data === "$?" || node.data === "$!")) out.fallbacks++;
    // The elements the post-build step edits or reads (parse5 also adds those a page leaves implied, at no place).
    if ("tagName" in node && node.sourceCodeLocation) {
      const attrs: Record<string, string> = {};
      for (const a of node.attrs) attrs[a.name] = a.value;
      const loc = node.sourceCodeLocation!;
      if (READ.has(node.tagName))
        out.elements.push({ tagName: node.tagName, attrs, start: loc.startOffset, startTagEnd: loc.startTag?.endOffset ?? loc.endOffset, end: loc.endOffset });
      if (node.tagName === "script" && attrs.src === undefined && SCRIPT_TYPES.has((attrs.type ?? "").toLowerCase()))
        hashes.add(sha256(node.childNodes.map((c) => ("value" in c ? c.value : "")).join("")));
      if (node.tagName === "meta" && attrs.property === "og:image") out.ogImages.push(attrs.content ?? "");
      if (node.tagName === "meta" && attrs.charset !== undefined) out.afterCharset ??= loc.endOffset;
    }
    for (const child of "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : []) visit(child);
  };
  visit(parse(html, { sourceCodeLocationInfo: true }));
  out.scriptHashes = [...hashes];
  return out;
}
