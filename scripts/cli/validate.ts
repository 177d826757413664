import fs from "node:fs";
import path from "node:path";
import Ajv, { type Options } from "ajv";
import addFormats from "ajv-formats";
import { START, type Position, type Problems } from "../../core/content/problems.ts";
import { AJV_OPTIONS } from "../../core/content/schema.ts";

/** Line and column of a character offset. */
function positionAt(text: string, offset: number): Position {
  const before = text.slice(0, offset).split("\n");
  return { line: before.length, col: before.at(-1)!.length + 1 };
}

/**
 * Compiles every schema in `schemas/` once; they reference each other by `$id`. A schema that cannot be
 * read, does not parse or is not a valid schema is reported at its file; the files it checks are then
 * reported as not checked, by `validateSchemas`.
 */
export function createAjv(schemasDir: string, problems?: Problems, root = path.dirname(schemasDir), options: Partial<Options> = {}): Ajv {
  const ajv = new Ajv({ ...AJV_OPTIONS, ...options });
  addFormats(ajv, ["email"]);
  const names = fs.existsSync(schemasDir)
    ? fs
        .readdirSync(schemasDir)
        .filter((n) => n.endsWith(".schema.json"))
        .sort()
    : [];
  for (const name of names) {
    const abs = path.join(schemasDir, name);
    const rel = path.relative(root, abs).split(path.sep).join("/");
    let text = "";
    try {
      text = fs.readFileSync(abs, "utf8");
      ajv.addSchema(JSON.parse(text));
    } catch (caught) {
      const err = caught as NodeJS.ErrnoException;
      if (!problems) throw err;
      // V8's JSON messages end with "(line 3 column 5)" or "at position 42".
      const lc = /line (\d+) column (\d+)/.exec(err.message);
      const at = /at position (\d+)/.exec(err.message);
      const pos = lc ? { line: Number(lc[1]), col: Number(lc[2]) } : at ? positionAt(text, Number(at[1])) : START;
      const why =
        err instanceof SyntaxError
          ? `is not valid JSON (${err.message.replace(/ \(line \d+ column \d+\)$/, "").replace(/ in JSON at position \d+$/, "")})`
          : err.code
            ? `cannot be read (${err.code})`
            : `is not a valid schema (${err.message})`;
      problems.error(rel, pos, `the schema ${rel} ${why}: fix it, or restore it with git checkout -- ${rel}`);
    }
  }
  return ajv;
}
