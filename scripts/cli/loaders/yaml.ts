import { LineCounter, parseDocument, isMap, isScalar, type Document, type Node } from "yaml";
import type { Position } from "../problems.ts";

/** A parsed YAML document that can tell where any value of it came from. */
export interface SourceDoc {
  data: unknown;
  /** Where the value at `path` starts (or its key, with `key: true`); falls back to the nearest ancestor. */
  locate(path: readonly (string | number)[], opts?: { key?: boolean }): Position;
  syntaxErrors: { pos: Position; message: string }[];
}

/** `lineOffset` shifts positions when the YAML is front matter further down a file. */
export function loadYaml(text: string, lineOffset = 0): SourceDoc {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, prettyErrors: false, uniqueKeys: true });
  const at = (offset: number): Position => {
    const { line, col } = lineCounter.linePos(offset);
    return { line: line + lineOffset, col };
  };
  const syntaxErrors = doc.errors.map((e) => ({
    pos: at(e.pos[0]),
    message: `YAML syntax error: ${e.message.split("\n")[0]}`,
  }));
  return {
    data: syntaxErrors.length ? undefined : doc.toJS(),
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
  };
}
