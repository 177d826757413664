// What the post-build step reads from a prerendered page, from one pass of an HTML tokenizer (htmlparser2's,
// decision 056), never by matching its text. The pages are React's and React Router's own markup, every
// page of the site read once per build: parse5 built a whole tree for what is a list of tags, at four times
// the CPU time. tests/unit/site-build.test.ts holds this reading to parse5's on every page of the built site.
import { createHash } from "node:crypto";
import { Parser } from "htmlparser2";

/** A start tag and where the element lies in the page's text. */
export interface Element {
  tagName: string;
  /** Its attributes, character references decoded; the first of a repeated name, as browsers keep. */
  attrs: Record<string, string>;
  /** Where its start tag begins (`<`) and ends (after `>`). */
  start: number;
  startTagEnd: number;
  /** After its end tag; the end of its start tag for an element without one (`<link>`, `<meta>`). */
  end: number;
}

export interface ParsedPage {
  html: string;
  /** Its elements in document order. */
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

export const attr = (el: Element, name: string): string | undefined => (Object.hasOwn(el.attrs, name) ? el.attrs[name] : undefined);
export const sha256 = (text: string) => `sha256-${createHash("sha256").update(text, "utf8").digest("base64")}`;
const SCRIPT_TYPES = new Set(["", "module", "text/javascript", "application/javascript"]);

export function parsePage(html: string): ParsedPage {
  const page: ParsedPage = { html, elements: [], scriptHashes: [], ogImages: [], fallbacks: 0, afterCharset: undefined };
  const hashes = new Set<string>();
  /** The elements not closed yet, innermost last. */
  const open: Element[] = [];
  /**
   * Where the last end tag ended. The tokenizer reports an end tag at the end of its name, and counts the next
   * tag's start from there: after `</script >` it would be a character early.
   */
  let lastEnd = 0;
  const parser = new Parser(
    {
      onopentag(tagName, attrs) {
        const start = Math.max(parser.startIndex, lastEnd);
        const el: Element = { tagName, attrs, start, startTagEnd: parser.endIndex + 1, end: parser.endIndex + 1 };
        page.elements.push(el);
        open.push(el);
        if (tagName === "meta" && attr(el, "property") === "og:image") page.ogImages.push(attr(el, "content") ?? "");
        if (tagName === "meta" && attr(el, "charset") !== undefined) page.afterCharset ??= el.startTagEnd;
      },
      onclosetag(tagName, implied) {
        // Implied: a void element's end, or one the page never closes (a script left open runs to the end of the text).
        const end = implied ? undefined : (lastEnd = html.indexOf(">", parser.endIndex) + 1);
        const at = open.findLastIndex((el) => el.tagName === tagName);
        if (at < 0) return;
        const [el] = open.splice(at);
        if (end !== undefined) el.end = end;
        else if (tagName === "script") el.end = html.length;
        // A script's text as written, up to its end tag: the exact characters the browser runs and hashes.
        if (tagName === "script" && attr(el, "src") === undefined && SCRIPT_TYPES.has((attr(el, "type") ?? "").toLowerCase())) {
          hashes.add(sha256(html.slice(el.startTagEnd, end === undefined ? html.length : parser.startIndex)));
        }
      },
      oncomment(data) {
        if (data === "$?" || data === "$!") page.fallbacks++;
      },
    },
    { decodeEntities: true },
  );
  parser.end(html);
  page.scriptHashes = [...hashes];
  return page;
}

/** The page with `markup` right after its `<meta charset>`, before any script. */
export function insertAfterCharset(html: string, markup: string): string {
  const at = parsePage(html).afterCharset;
  if (at === undefined) throw new Error("the page has no <meta charset> to put the markup after");
  return html.slice(0, at) + markup + html.slice(at);
}
