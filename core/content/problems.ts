/** A problem found in the content: where it is and what an editor should do about it. */
export interface Problem {
  file: string; // relative to the repo root, with forward slashes
  line: number; // 1-based
  col: number; // 1-based
  message: string;
  severity: "error" | "warning";
}

/** A line break inside a message (a key or value quoted from the file) is shown as \n: one problem, one line. */
const oneLine = (message: string) => message.replace(/\r\n|\r|\n/g, "\\n");

export class Problems {
  readonly list: Problem[] = [];

  error(file: string, pos: Position, message: string): void {
    this.list.push({ file, ...pos, message: oneLine(message), severity: "error" });
  }

  warn(file: string, pos: Position, message: string): void {
    this.list.push({ file, ...pos, message: oneLine(message), severity: "warning" });
  }

  get errors(): Problem[] {
    return this.list.filter((p) => p.severity === "error");
  }

  get warnings(): Problem[] {
    return this.list.filter((p) => p.severity === "warning");
  }

  /** Sorted by file, then line, so the report reads top to bottom. */
  sorted(): Problem[] {
    return [...this.list].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message));
  }
}

export interface Position {
  line: number;
  col: number;
}

export const START: Position = { line: 1, col: 1 };

/** One clickable line per problem: `content/towns/westminster.yaml:12:5  zipCodes/0 must be 5 digits`. */
export function formatProblem(p: Problem): string {
  const tag = p.severity === "warning" ? "warning: " : "";
  return `${p.file}:${p.line}:${p.col}  ${tag}${p.message}`;
}

/** GitHub Actions workflow command, so a pull request shows the problem on the offending line. */
export function formatAnnotation(p: Problem): string {
  const escapeData = (s: string) => s.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
  const escapeProp = (s: string) => escapeData(s).replace(/:/g, "%3A").replace(/,/g, "%2C");
  const kind = p.severity === "warning" ? "warning" : "error";
  return `::${kind} file=${escapeProp(p.file)},line=${p.line},col=${p.col}::${escapeData(p.message)}`;
}
