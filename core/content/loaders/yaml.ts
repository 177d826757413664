import { LineCounter, parseDocument, isMap, isScalar, visit, type Document, type Node, type YAMLError } from "yaml";
import type { Position } from "../problems.ts";

/** A parsed YAML document that can tell where any value of it came from. */
export interface SourceDoc {
  data: unknown;
  /** Where the value at `path` starts (or its key, with `key: true`); falls back to the nearest ancestor. */
  locate(path: readonly (string | number)[], opts?: { key?: boolean }): Position;
  /**
   * Where each character at `offsets` of the string value at `path` is written in the file: a link in a
   * multi-line value is on its own line, not on the key's. Falls back to the value's start. One pass.
   */
  locateIn(path: readonly (string | number)[], offsets: readonly number[]): Position[];
  syntaxErrors: { pos: Position; message: string }[];
}

/** More aliases than this in one file is a "billion laughs" file, not content (the yaml package's own default). */
const MAX_ALIASES = 100;

/** The text of line `line` (1-based) of `text`. */
const lineText = (text: string, lineStarts: readonly number[], line: number) => {
  const start = lineStarts[line - 1] ?? text.length;
  const end = text.indexOf("\n", start);
  return text.slice(start, end < 0 ? text.length : end).replace(/\r$/, "");
};

/**
 * The yaml package's common errors in words an editor can act on, with the place to fix. Returns undefined
 * to leave the error out (a second error at the same place saying the same thing).
 */
function explain(e: YAMLError, text: string, doc: Document, lc: LineCounter): { offset: number; message: string } | undefined {
  const offset = e.pos[0];
  const { line, col } = lc.linePos(offset);
  const here = lineText(text, lc.lineStarts, line);
  switch (e.code) {
    case "BLOCK_AS_IMPLICIT_KEY": {
      const rest = here.slice(col - 1);
      if (/:(?:\s|$)/.test(rest)) {
        const key = here.slice(0, col - 1).trimEnd();
        const value = rest.trim().replace(/"/g, '\\"');
        return { offset, message: `a value containing ": " must be in quotes: ${key} "${value.length > 40 ? `${value.slice(0, 40)}...` : value}"` };
      }
      // The value goes on over the next line, which has a key of its own: that line is indented too far.
      let next = line + 1;
      while (next <= lc.lineStarts.length && !lineText(text, lc.lineStarts, next).trim()) next++;
      const wrong = lineText(text, lc.lineStarts, next);
      const indent = wrong.length - wrong.trimStart().length;
      const key = here.trimStart().split(":")[0];
      return {
        offset: (lc.lineStarts[next - 1] ?? offset) + indent,
        message: `this line is indented more than "${key}:" above it: line it up with "${key}:", or remove the value after "${key}:" if it belongs under it`,
      };
    }
    case "MULTILINE_IMPLICIT_KEY":
      // Comes with BLOCK_AS_IMPLICIT_KEY at the same place, which says it better.
      return doc.errors.some((o) => o.code === "BLOCK_AS_IMPLICIT_KEY" && o.pos[0] === offset)
        ? undefined
        : { offset, message: "a key must be on one line, followed by a colon" };
    case "DUPLICATE_KEY": {
      let first: number | undefined;
      let name = "";
      visit(doc, {
        Map(_, map) {
          const at = map.items.findIndex((p) => (p.key as Node | null)?.range?.[0] === offset);
          if (at < 0) return;
          const key = map.items[at].key;
          name = isScalar(key) ? String(key.value) : String(key);
          const earlier = map.items.find((p, i) => i < at && isScalar(p.key) && String(p.key.value) === name);
          first = (earlier?.key as Node | undefined)?.range?.[0];
          return visit.BREAK;
        },
      });
      const lines = first === undefined ? "" : ` (lines ${lc.linePos(first).line} and ${line})`;
      return { offset, message: `the key "${name}" appears twice${lines}: keep one of them` };
    }
    case "MULTIPLE_DOCS":
      return { offset, message: "a line with only --- starts a second document: remove it" };
    case "TAB_AS_INDENT":
      return { offset, message: "this line is indented with a tab: indent with spaces only" };
    case "BAD_SCALAR_START": {
      const ch = text[offset];
      return { offset, message: `a value starting with ${ch} must be in quotes, e.g. "${here.slice(col - 1).trim()}"` };
    }
    case "MISSING_CHAR":
      if (/quote/.test(e.message))
        return { offset, message: `a quoted value is not closed: add the closing quote (${e.message.match(/Missing closing (\S+)/)?.[1] ?? "quote"})` };
      if (/without - indicator/.test(e.message)) return { offset, message: 'this line breaks a list: start it with "- " or line it up with the entry above' };
      break;
    case "BAD_INDENT":
      return { offset, message: "this line is not indented like the others at its level: line it up with the key it belongs with" };
  }
  return { offset, message: `YAML syntax error: ${e.message.split("\n")[0]}` };
}

/** `lineOffset` shifts positions when the YAML is front matter further down a file. */
/** A message on one line, whatever the key or value it quotes holds: `file:line:col  message` stays one line. */
const oneLine = (message: string) => message.replace(/\r\n|\r|\n/g, "\\n");

/** A second `%YAML` directive before the document starts: the yaml package accepts it, YAML 1.2 does not. */
function repeatedDirective(text: string): { offset: number; message: string } | undefined {
  const seen: number[] = [];
  let offset = 0;
  for (const line of text.split("\n")) {
    if (/^---(?:\s|$)/.test(line) || (!line.startsWith("%") && !line.startsWith("#") && line.trim())) break;
    if (/^%YAML(?:\s|$)/.test(line)) seen.push(offset);
    offset += line.length + 1;
  }
  if (seen.length < 2) return undefined;
  const lineOf = (o: number) => text.slice(0, o).split("\n").length;
  return { offset: seen[1], message: `the %YAML directive appears twice (lines ${lineOf(seen[0])} and ${lineOf(seen[1])}): keep one of them` };
}

/** Deeper than any content needs, and far below where the yaml package runs out of stack. */
const MAX_DEPTH = 100;

/**
 * Where the text nests deeper than `MAX_DEPTH`: brackets or braces inside each other (outside quotes and
 * comments), or a line indented more than two spaces per level allows. One pass; found before parsing, so
 * the place does not depend on how much stack the parser had.
 */
function tooDeepAt(text: string): number | undefined {
  let depth = 0;
  let lineStart = true;
  for (let i = 0; i < text.length; i++) {
    const c = text[i];
    if (lineStart) {
      let k = i;
      while (text[k] === " ") k++;
      if (k - i > 2 * MAX_DEPTH) return k;
      lineStart = false;
    }
    if (c === "\n") lineStart = true;
    else if (c === "#" && (i === 0 || /\s/.test(text[i - 1]))) {
      const end = text.indexOf("\n", i);
      i = (end < 0 ? text.length : end) - 1;
    } else if (c === '"' || c === "'") {
      // A quoted scalar: to its closing quote (an escaped one in double quotes is skipped).
      let k = i + 1;
      while (k < text.length && text[k] !== c) k += c === '"' && text[k] === "\\" ? 2 : 1;
      i = k;
    } else if (c === "[" || c === "{") {
      if (++depth > MAX_DEPTH) return i;
    } else if (c === "]" || c === "}") depth = Math.max(0, depth - 1);
  }
  return undefined;
}

export function loadYaml(source: string, lineOffset = 0): SourceDoc {
  // A line break written as CR alone (old Mac files) is one to YAML and to editors, but not to the yaml
  // package's positions: it becomes LF, one character for one, so every offset stays where it was.
  const text = source.replace(/\r(?!\n)/g, "\n");
  const lineCounter = new LineCounter();
  const deep = tooDeepAt(text);
  // Too deep: the parser is not run on it (it would run out of stack, at a place that depends on the stack).
  const doc: Document = parseDocument(deep === undefined ? text : "", { lineCounter, prettyErrors: false, uniqueKeys: true });
  if (deep !== undefined) {
    // Positions are still read from the text: its lines, counted here since the parser saw none.
    if (!lineCounter.lineStarts.length) lineCounter.addNewLine(0);
    for (let i = text.indexOf("\n"); i >= 0; i = text.indexOf("\n", i + 1)) lineCounter.addNewLine(i + 1);
  }
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, col };
  };
  const syntaxErrors: SourceDoc["syntaxErrors"] = [];
  if (deep !== undefined)
    syntaxErrors.push({
      pos: at(deep),
      message: `the values here are nested more than ${MAX_DEPTH} levels deep (lists or maps inside each other): flatten them`,
    });
  const directive = repeatedDirective(text);
  if (directive) syntaxErrors.push({ pos: at(directive.offset), message: directive.message });
  let tooDeep = false;
  for (const e of doc.errors) {
    // Nesting deeper than the parser's stack: one message, where it ran out, not one per level.
    if (/call stack/i.test(e.message)) {
      if (!tooDeep)
        syntaxErrors.push({
          pos: at(e.pos[0]),
          message: "the values here are nested too deeply (lists or maps inside each other hundreds of times): flatten them",
        });
      tooDeep = true;
      continue;
    }
    const explained = explain(e, text, doc, lineCounter);
    if (explained) syntaxErrors.push({ pos: at(explained.offset), message: oneLine(explained.message) });
  }
  // A tag such as !include is not understood: the value would be published as plain text.
  for (const w of doc.warnings) {
    if (w.code === "TAG_RESOLVE_FAILED") {
      const tag = w.message.replace(/^Unresolved tag:\s*/, "");
      syntaxErrors.push({
        pos: at(w.pos[0]),
        message: oneLine(`the tag ${tag} is not supported: write the value itself, without a tag (one file cannot include another)`),
      });
    }
  }
  let data: unknown;
  if (!syntaxErrors.length) {
    try {
      data = doc.toJS({ maxAliasCount: MAX_ALIASES });
    } catch (caught) {
      const err = caught as Error;
      const first = doc.contents?.range?.[0] ?? 0;
      const message = /call stack/i.test(err.message)
        ? "the values are nested too deeply (lists or maps inside each other hundreds of times): flatten them"
        : /alias/i.test(err.message)
          ? `the file repeats aliases (*name) too often, more than ${MAX_ALIASES} times after expansion: write the values out instead`
          : `the file cannot be read as YAML (${err.message})`;
      syntaxErrors.push({ pos: at(first), message });
    }
  }
  return {
    data,
    syntaxErrors,
    locate(path, opts = {}) {
      for (let depth = path.length; depth >= 0; depth--) {
        const sub = path.slice(0, depth);
        if (opts.key && depth === path.length && depth > 0) {
          const parent = sub.length > 1 ? doc.getIn(sub.slice(0, -1), true) : doc.contents;
          const pair = isMap(parent) ? parent.items.find((p) => isScalar(p.key) && p.key.value === sub.at(-1)) : undefined;
          const keyNode = pair?.key as Node | undefined;
          if (keyNode?.range) return at(keyNode.range[0]);
        }
        const node = (depth === 0 ? doc.contents : doc.getIn(sub, true)) as Node | null | undefined;
        if (node?.range) {
          // A missing value (`key:` with nothing after it) points at its key instead.
          if (depth > 0 && isScalar(node) && node.value === null) return this.locate(sub, { key: true });
          return at(node.range[0]);
        }
      }
      return { line: 1 + lineOffset, col: 1 };
    },
    locateIn(path, offsets) {
      const node = doc.getIn(path, true) as Node | undefined;
      const value = doc.getIn(path);
      const fallback = () => offsets.map(() => this.locate(path));
      if (!isScalar(node) || !node.range || typeof value !== "string") return fallback();
      // Folding and indentation change only white space: the n-th other character of the value is the
      // n-th of its source, after a block scalar's header line or a quoted value's opening quote.
      let src = node.range[0];
      if (node.type === "BLOCK_FOLDED" || node.type === "BLOCK_LITERAL") src = text.indexOf("\n", src) + 1;
      else if (node.type === "QUOTE_DOUBLE" || node.type === "QUOTE_SINGLE") src++;
      const order = offsets.map((o, i) => [o, i] as const).sort((a, b) => a[0] - b[0]);
      const out: Position[] = fallback();
      const space = (c: string) => c === " " || c === "\n" || c === "\t" || c === "\r";
      let v = 0;
      for (const [offset, i] of order) {
        for (; v < offset; v++) {
          if (space(value[v])) continue;
          while (src < node.range[1] && space(text[src])) src++;
          src++;
        }
        if (space(value[offset])) {
          // White space itself (a tab): in the run of white space that follows.
          let k = src;
          while (k < node.range[1] && space(text[k]) && text[k] !== value[offset]) k++;
          if (text[k] === value[offset]) out[i] = at(k);
          continue;
        }
        while (src < node.range[1] && space(text[src])) src++;
        if (src < node.range[1] && text[src] === value[offset]) out[i] = at(src);
      }
      return out;
    },
  };
}
