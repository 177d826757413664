/**
 * What a markdown text (a post's body, a legal page, a FAQ answer) may hold before it is parsed at all. The
 * parsers behind the page are not made for hostile input: micromark's time grows with the square of the
 * nesting (100,000 `>` on one line take it four minutes), and the tree builders after it (mdast to hast,
 * the HTML parser, the sanitizer, the serializer) recurse once per level, so 2,000 nested block quotes end
 * in "Maximum call stack size exceeded" with no file named. So the text is measured first, by one pass over
 * its characters that never recurses, and refused at the place it passes a limit; only a text within every
 * limit reaches the parsers.
 *
 * The measures are upper bounds of what the parsers would build, never less: each counts what could open
 * a level (a `>` or list marker at a line's start, its indentation, an HTML start tag, an emphasis or a
 * bracket opening), so no way of writing hides depth from it. Code blocks are measured too: a line that
 * looks like a fence to a scan may be raw HTML to the parser, and skipping what follows would let depth
 * through. The limits leave room for real writing:
 * the site's posts nest at most three levels, and a long guide is a tenth of the size limit.
 *
 * Pure and browser-safe: the content CLI runs it before its link check and its rendering, /admin on the
 * entry being typed (decision 035).
 */

export const MARKDOWN_LIMITS = {
  /** Characters of one text: the longest shipped post is about 9,000. */
  chars: 200_000,
  /** Levels of each kind of nesting: block quotes and lists, HTML elements, emphasis and link brackets. */
  nesting: 50,
  /** Cells of all the tables of one text, header rows included (rows × the columns of their table). */
  tableCells: 5_000,
  /**
   * Block quote and list markers (`>`, `-`, `1.` at a line's start) of one text. micromark's time grows
   * with the number of these blocks times the length of the text: 4,000 separate one-line quotes in
   * 44 KB take it 2.6 s, 20,000 in 200 KB over a minute. A post with ten lists of ten items has 100.
   */
  containers: 2_000,
  /** Reference and footnote definitions (`[label]: /address`, `[^note]: text`) of one text. */
  definitions: 1_000,
} as const;

/** A limit passed: where, in the text (offset, 1-based line and column), and what to do. */
export interface LimitProblem {
  offset: number;
  line: number;
  col: number;
  message: string;
}

const n = (value: number) => value.toLocaleString("en-US");

/** HTML elements that never hold anything: no level of their own. */
const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
/** Elements a start tag of the same name closes when it is the one open (`<li>a<li>b`), as HTML parsers do. */
const SELF_ENDING = new Set(["p", "li", "dt", "dd", "option", "tr", "td", "th"]);

const isLetter = (c: string) => (c >= "a" && c <= "z") || (c >= "A" && c <= "Z");
const isNameChar = (c: string) => isLetter(c) || (c >= "0" && c <= "9") || c === "-";
const isSpace = (c: string | undefined) => c === undefined || c === " " || c === "\t" || c === "\n" || c === "\r";
const isPunctuation = (c: string | undefined) => c !== undefined && /[\p{P}\p{S}]/u.test(c);

/** One line of the text: where it starts and ends. */
interface Line {
  start: number;
  end: number;
  number: number;
}

function* linesOf(text: string): Generator<Line> {
  let start = 0;
  for (let number = 1; start <= text.length; number++) {
    let end = text.indexOf("\n", start);
    if (end < 0) end = text.length;
    yield { start, end, number };
    start = end + 1;
  }
}

/**
 * The container markers at the start of a line (`>`, `-`, `*`, `+`, `1.`, `1)`) and the columns of
 * indentation before its text: each marker may open a level, and a list nests one level per two columns.
 * Returns the levels and where the text after them starts.
 */
function containersAt(text: string, line: Line): { levels: number; markers: number; at: number } {
  let i = line.start;
  let markers = 0;
  let indent = 0;
  let column = 0;
  for (;;) {
    const from = column;
    while (i < line.end && (text[i] === " " || text[i] === "\t")) {
      column = text[i] === "\t" ? column + 4 - (column % 4) : column + 1;
      i++;
    }
    indent += column - from;
    const c = text[i];
    if (c === ">") {
      markers++;
      i++;
      column++;
      continue;
    }
    if ((c === "-" || c === "*" || c === "+") && isSpace(text[i + 1])) {
      markers++;
      i++;
      column++;
      continue;
    }
    let k = i;
    while (k < line.end && k - i < 9 && text[k] >= "0" && text[k] <= "9") k++;
    if (k > i && (text[k] === "." || text[k] === ")") && isSpace(text[k + 1])) {
      markers++;
      column += k + 1 - i;
      i = k + 1;
      continue;
    }
    return { levels: markers + Math.floor(indent / 2), markers, at: i };
  }
}

/** Whether the line (from `at`) is a table's delimiter row (`| --- | :-: |`), and its number of columns. */
function delimiterColumns(text: string, at: number, end: number): number {
  const row = text.slice(at, end).trim();
  if (!row.includes("-") || (!row.includes("|") && !row.includes(":"))) return 0;
  const cells = row.replace(/^\|/, "").replace(/\|$/, "").split("|");
  for (const cell of cells) {
    const c = cell.trim();
    let k = 0;
    if (c[k] === ":") k++;
    const dashes = k;
    while (c[k] === "-") k++;
    if (k === dashes) return 0;
    if (c[k] === ":") k++;
    if (k !== c.length) return 0;
  }
  return cells.length;
}

/** Every limit the text passes, each once, at the place it is first passed; empty when it is within them all. */
export function markdownLimits(text: string): LimitProblem[] {
  if (text.length > MARKDOWN_LIMITS.chars) {
    return [
      {
        offset: 0,
        line: 1,
        col: 1,
        message: `the text is ${n(text.length)} characters long; at most ${n(MARKDOWN_LIMITS.chars)} fit on one page: split it into several`,
      },
    ];
  }
  const found = new Map<string, LimitProblem>();
  const report = (kind: string, offset: number, line: Line, message: string) => {
    if (!found.has(kind)) found.set(kind, { offset, line: line.number, col: offset - line.start + 1, message });
  };

  const open: string[] = []; // HTML elements open, across the whole text (the parsers may join blocks)
  let inline = 0; // emphasis and brackets open in the current paragraph
  let cells = 0;
  let tableColumns = 0;
  let definitions = 0;
  let containers = 0;
  let previousBlank = true;

  for (const line of linesOf(text)) {
    const { levels, markers, at } = containersAt(text, line);
    const blank = at >= line.end || !text.slice(at, line.end).trim();
    if (blank) inline = 0;

    if (levels > MARKDOWN_LIMITS.nesting)
      report(
        "containers",
        at,
        line,
        `block quotes and lists are nested ${n(levels)} levels deep here (> and list markers, or indentation); at most ${MARKDOWN_LIMITS.nesting} levels can be published: flatten them`,
      );

    // A line past the nesting limit is refused by that one: its markers count only up to it.
    containers += Math.min(markers, MARKDOWN_LIMITS.nesting);
    if (containers > MARKDOWN_LIMITS.containers)
      report(
        "containers-count",
        line.start,
        line,
        `this text has more than ${n(MARKDOWN_LIMITS.containers)} block quote and list markers (>, -, *, + or 1. at the start of a line): split it into several`,
      );

    // Tables: every row of a table has as many cells as its delimiter row has columns.
    if (blank) tableColumns = 0;
    else if (tableColumns) cells += tableColumns;
    else if (!previousBlank) {
      const columns = delimiterColumns(text, at, line.end);
      if (columns) {
        tableColumns = columns;
        cells += 2 * columns;
      }
    }
    if (cells > MARKDOWN_LIMITS.tableCells)
      report(
        "cells",
        at,
        line,
        `the tables here have more than ${n(MARKDOWN_LIMITS.tableCells)} cells (rows × columns, empty cells included): split them, or leave out columns`,
      );
    previousBlank = blank;

    if (text[at] === "[") {
      const close = text.indexOf("]", at);
      if (close > at + 1 && close < line.end && text[close + 1] === ":" && ++definitions > MARKDOWN_LIMITS.definitions)
        report(
          "definitions",
          at,
          line,
          `this text has more than ${n(MARKDOWN_LIMITS.definitions)} reference and footnote definitions ([label]: address, [^note]: text): write the links in place`,
        );
    }

    for (let i = at; i < line.end; i++) {
      const c = text[i];
      if (c === "\\") {
        i++;
        continue;
      }
      if (c === "<") {
        const closing = text[i + 1] === "/";
        let k = closing ? i + 2 : i + 1;
        if (!isLetter(text[k] ?? "")) continue;
        const from = k;
        while (k < text.length && isNameChar(text[k])) k++;
        const next = text[k];
        // `<https://...>` and `<a@b.example>` are autolinks, not elements.
        if (!isSpace(next) && next !== "/" && next !== ">") continue;
        const name = text.slice(from, k).toLowerCase();
        if (closing) {
          const index = open.lastIndexOf(name);
          if (index >= 0) open.length = index;
          continue;
        }
        const end = text.indexOf(">", k);
        if (VOID.has(name) || (end > 0 && text[end - 1] === "/")) continue;
        if (SELF_ENDING.has(name) && open.at(-1) === name) open.pop();
        open.push(name);
        if (open.length > MARKDOWN_LIMITS.nesting)
          report(
            "html",
            i,
            line,
            `HTML elements are nested more than ${MARKDOWN_LIMITS.nesting} levels deep here (${n(open.length)} open, e.g. <${name}>): close each tag you open, or flatten the HTML`,
          );
        continue;
      }
      if (c === "[") inline++;
      else if (c === "]") inline = Math.max(0, inline - 1);
      else if (c === "*" || c === "_" || c === "~") {
        let k = i;
        while (text[k] === c) k++;
        const before = i > line.start ? text[i - 1] : undefined;
        const after = k < line.end ? text[k] : undefined;
        // CommonMark's flanking rules: a run followed by text opens, a run preceded by text closes.
        const opens = !isSpace(after) && (!isPunctuation(after) || isSpace(before) || isPunctuation(before));
        const closes = !isSpace(before) && (!isPunctuation(before) || isSpace(after) || isPunctuation(after));
        if (opens && !closes) inline += k - i;
        else if (closes && !opens) inline = Math.max(0, inline - (k - i));
        i = k - 1;
      } else continue;
      if (inline > MARKDOWN_LIMITS.nesting)
        report(
          "inline",
          i,
          line,
          `emphasis and links are nested more than ${MARKDOWN_LIMITS.nesting} levels deep here (*, _, ~ or [ opened ${n(inline)} times without closing): close them`,
        );
    }
  }
  return [...found.values()].sort((a, b) => a.offset - b.offset);
}

/** The first limit `text` passes (the one nearest its start), or undefined when it is within them all. */
export const markdownOverLimit = (text: string): LimitProblem | undefined => markdownLimits(text)[0];
