// Limits on markdown checked before it is parsed: a parser walks nested block quotes, lists and HTML
// elements by recursion, and a few kilobytes of `>` or unclosed `<b>` overflow its stack (the CLI then
// died naming no file); a megabyte of tables fills the memory. Each limit leaves room for any real
// writing, and its message says it. The scan is one pass over the text, without recursion.

export const MARKDOWN_LIMITS = {
  /** Characters of one markdown text: a 1,200-word post is about 8,000. */
  length: 200_000,
  /** Block quotes, lists and HTML elements inside one another. */
  depth: 32,
  /** Cells of all the tables of one text. */
  tableCells: 2_000,
  /** Link reference definitions (`[name]: /page`) of one text. */
  definitions: 500,
} as const;

export interface LimitProblem {
  offset: number;
  message: string;
}

const n = (x: number) => x.toLocaleString("en-US");
/** Elements with no closing tag, and the ones a parser closes by itself. */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr", "p", "li"]);

/** The first limit `markdown` goes past, with the offset where it does, or undefined. */
export function markdownOverLimit(markdown: string): LimitProblem | undefined {
  if (markdown.length > MARKDOWN_LIMITS.length)
    return {
      offset: 0,
      message: `the text is ${n(markdown.length)} characters long (at most ${n(MARKDOWN_LIMITS.length)}): split it into several pages or posts`,
    };
  let offset = 0;
  let cells = 0;
  let definitions = 0;
  let open = 0;
  for (const line of markdown.split("\n")) {
    // Block quotes: `>` markers at the start of the line, spaces between them allowed.
    const quotes = /^(?:\s{0,3}>)+/.exec(line)?.[0].split(">").length ?? 1;
    // Lists: a marker after indentation, each level about two spaces deeper.
    const list = /^(\s*)(?:[-*+]|\d{1,9}[.)])\s/.exec(line);
    const lists = list ? Math.floor(list[1].replace(/\t/g, "    ").length / 2) + 1 : 0;
    // HTML elements opened and not yet closed, over the whole text.
    for (const tag of line.matchAll(/<(\/?)([A-Za-z][\w-]*)[^<>]*?(\/?)>/g)) {
      if (VOID.has(tag[2].toLowerCase()) || tag[3]) continue;
      open = tag[1] ? Math.max(0, open - 1) : open + 1;
    }
    const depth = Math.max(quotes - 1, lists, open);
    if (depth > MARKDOWN_LIMITS.depth) {
      const what = quotes - 1 === depth ? "block quotes" : lists === depth ? "lists" : "HTML elements";
      return {
        offset,
        message: `${what} nested ${n(depth)} deep (at most ${MARKDOWN_LIMITS.depth}): close what is open, or write it with fewer levels`,
      };
    }
    if (/^\s*\|?.*\|/.test(line) && line.includes("|")) cells += line.split("|").length - 1;
    if (cells > MARKDOWN_LIMITS.tableCells)
      return { offset, message: `the tables have more than ${n(MARKDOWN_LIMITS.tableCells)} cells: split them, or link to a document instead` };
    if (/^\s{0,3}\[[^\]]+\]:/.test(line) && ++definitions > MARKDOWN_LIMITS.definitions)
      return { offset, message: `more than ${n(MARKDOWN_LIMITS.definitions)} link definitions ([name]: address): write the links in place` };
    offset += line.length + 1;
  }
  return undefined;
}
