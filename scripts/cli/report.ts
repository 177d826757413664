import { formatAnnotation, formatProblem, type Problems } from "../../core/content/problems.ts";

/** Prints every problem, one clickable line each, then a summary. Returns the number of errors. */
export function reportProblems(problems: Problems, fileCount: number, out = console): number {
  for (const p of problems.sorted()) out.log(formatProblem(p));
  if (process.env.GITHUB_ACTIONS === "true") for (const p of problems.sorted()) out.log(formatAnnotation(p));
  const errors = problems.errors.length;
  const warnings = problems.warnings.length;
  const files = new Set(problems.errors.map((p) => p.file)).size;
  const plural = (n: number, w: string) => `${n} ${w}${n === 1 ? "" : "s"}`;
  if (errors) {
    out.log(
      `\n✖ ${plural(errors, "error")} in ${plural(files, "file")}${warnings ? `, ${plural(warnings, "warning")}` : ""} (${plural(fileCount, "file")} checked)`,
    );
  } else {
    out.log(`✔ ${plural(fileCount, "file")} checked, no errors${warnings ? `, ${plural(warnings, "warning")}` : ""}`);
  }
  return errors;
}
