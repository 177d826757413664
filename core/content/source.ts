// A content file as the validator sees it: parsed, with the means to point at any of its values. Made by
// the CLI's loader from the files of content/, and by the editor from the entry being edited.
import type { SourceDoc } from "./loaders/yaml.ts";
import type { Position } from "./problems.ts";

/** What one file of a collection is (its definition's `kind`: `post`, `town`, `page`...). */
export type Kind = string;

/** One content file, parsed, with the means to point at any of its values. */
export interface SourceFile {
  rel: string; // path relative to the repo root, forward slashes
  kind: Kind;
  /** The file name without extension: the record's slug, or the page's name. */
  name: string;
  schemaId: string;
  doc: SourceDoc;
  /** As parsed, before validation (fields may be missing or of another type); undefined when it did not parse. */
  data: unknown;
  /** Markdown body of a post or a legal page, and the file line it starts on. */
  body?: string;
  bodyLine?: number;
}

/** A parsed file's top-level fields, to be read one by one before validation (none for a value that is not a group of fields). */
export const fieldsOf = (data: unknown): Record<string, unknown> => (data && typeof data === "object" ? (data as Record<string, unknown>) : {});


/** Line and column (1-based) of each offset of `text`, by a binary search over its line starts, found once. */
export function lineFinder(text: string): (offset: number) => Position {
  let starts: number[] | undefined;
  return (offset) => {
    if (!starts) {
      starts = [0];
      for (let i = text.indexOf("\n"); i !== -1; i = text.indexOf("\n", i + 1)) starts.push(i + 1);
    }
    let lo = 0;
    let hi = starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo + 1, col: offset - starts[lo] + 1 };
  };
}

/** One text of a file (a string value, or the markdown body) and where an offset of it is in the file. */
export interface FileText {
  value: string;
  /** The value's field (`[]` for the body). */
  path: (string | number)[];
  at: (offset: number) => Position;
}

/**
 * Every text of a file: its string values (but those under a key of `skip`), then its markdown body. Positions
 * are found only when asked for, a body's from one list of its line starts.
 */
export function textsOf(f: SourceFile, skip: ReadonlySet<string> = new Set()): FileText[] {
  const out: FileText[] = [];
  const walk = (value: unknown, path: (string | number)[]) => {
    if (typeof value === "string") out.push({ value, path, at: (offset) => f.doc.locateIn(path, [offset])[0] });
    else if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i]));
    else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) if (!skip.has(k)) walk(v, [...path, k]);
  };
  walk(f.data, []);
  if (f.body !== undefined) {
    const at = lineFinder(f.body);
    const bodyLine = f.bodyLine ?? 1;
    out.push({
      value: f.body,
      path: [],
      at: (offset) => {
        const { line, col } = at(offset);
        return { line: bodyLine + line - 1, col };
      },
    });
  }
  return out;
}
