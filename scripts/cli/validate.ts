import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import Ajv, { type Options } from "ajv";
import addFormats from "ajv-formats";
import { START, type Problems } from "../../core/content/problems.ts";
import { lineFinder } from "../../core/content/source.ts";
import { AJV_OPTIONS } from "../../core/content/schema.ts";

/** Compiled schema sets kept for reuse, most recently used last; a few, so a long-lived process stays small. */
const compiled = new Map<string, Ajv>();
const KEEP = 4;

/** Each schema file's name and text, or why it cannot be read. */
function readSchemas(schemasDir: string): { name: string; text?: string; error?: NodeJS.ErrnoException }[] {
  const names = fs.existsSync(schemasDir)
    ? fs
        .readdirSync(schemasDir)
        .filter((n) => n.endsWith(".schema.json"))
        .sort()
    : [];
  return names.map((name) => {
    try {
      return { name, text: fs.readFileSync(path.join(schemasDir, name), "utf8") };
    } catch (caught) {
      return { name, error: caught as NodeJS.ErrnoException };
    }
  });
}

/**
 * Compiles every schema in `schemas/` once; they reference each other by `$id`. A schema that cannot be
 * read, does not parse or is not a valid schema is reported at its file; the files it checks are then
 * reported as not checked, by `validateSchemas`.
 *
 * A set of schemas that all compile is kept, keyed by the options and every file's name and text (a hash of
 * them): the next call with the same texts gets the same compiled validators without compiling again, and a
 * changed, added or removed schema makes a new key, so it is compiled anew. A set with any problem is never
 * kept, so its problems are reported on every call.
 */
export function createAjv(schemasDir: string, problems?: Problems, root = path.dirname(schemasDir), options: Partial<Options> = {}): Ajv {
  const files = readSchemas(schemasDir);
  const readable = files.every((f) => f.text !== undefined);
  const hash = createHash("sha256").update(JSON.stringify(options));
  for (const f of files) hash.update(`\0${f.name}\0${f.text ?? ""}`);
  const key = hash.digest("hex");
  const kept = readable ? compiled.get(key) : undefined;
  if (kept) {
    compiled.delete(key);
    compiled.set(key, kept);
    return kept;
  }
  const ajv = new Ajv({ ...AJV_OPTIONS, ...options });
  addFormats(ajv, ["email"]);
  let failed = !readable;
  const ids: string[] = [];
  for (const { name, text = "", error } of files) {
    const rel = path.relative(root, path.join(schemasDir, name)).split(path.sep).join("/");
    try {
      if (error) throw error;
      const schema = JSON.parse(text);
      ajv.addSchema(schema);
      ids.push(schema.$id);
    } catch (caught) {
      failed = true;
      const err = caught as NodeJS.ErrnoException;
      if (!problems) throw err;
      // V8's JSON messages end with "(line 3 column 5)" or "at position 42".
      const lc = /line (\d+) column (\d+)/.exec(err.message);
      const at = /at position (\d+)/.exec(err.message);
      const pos = lc ? { line: Number(lc[1]), col: Number(lc[2]) } : at ? lineFinder(text)(Number(at[1])) : START;
      const why =
        err instanceof SyntaxError
          ? `is not valid JSON (${err.message.replace(/ \(line \d+ column \d+\)$/, "").replace(/ in JSON at position \d+$/, "")})`
          : err.code
            ? `cannot be read (${err.code})`
            : `is not a valid schema (${err.message})`;
      problems.error(rel, pos, `the schema ${rel} ${why}: fix it, or restore it with git checkout -- ${rel}`);
    }
  }
  if (failed) return ajv;
  // Every schema compiled now, so only a set that compiles whole is kept; one that refers to a schema that
  // fails is left to `validateSchemas`, on a fresh compiler each call, to report at the files it checks.
  try {
    for (const id of ids) ajv.getSchema(id);
  } catch {
    const fresh = new Ajv({ ...AJV_OPTIONS, ...options });
    addFormats(fresh, ["email"]);
    for (const { text } of files) fresh.addSchema(JSON.parse(text!));
    return fresh;
  }
  compiled.set(key, ajv);
  if (compiled.size > KEEP) compiled.delete(compiled.keys().next().value!);
  return ajv;
}
