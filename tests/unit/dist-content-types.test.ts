// Every JSON file the content build writes, checked against the shape the app reads it with: a collection's
// file against the types its definition declares (core/collections/), the others against `DistContent`
// (core/content-types.ts). Each file becomes a typed constant in a TypeScript file that the compiler checks,
// so a missing field, a field of another type or one the types do not declare fails.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COLLECTIONS, listOf, outputOf } from "../../core/content/collections.ts";
import { ROOT } from "../../scripts/lib/root.ts";
import { listFiles } from "../../scripts/lib/output.ts";
import { repoCopy } from "./repo-copy.ts";

const exec = promisify(execFile);
let dir = "";
let files: string[] = [];

beforeAll(async () => {
  dir = await repoCopy("dist-types-", ["content", "schemas"]);
  await exec(process.execPath, [path.join(ROOT, "scripts/content.mjs"), "build"], { env: { ...process.env, CONTENT_ROOT: dir, CI: "true" } });
  // The build's own record (.fingerprint.json) and what the browser fetches (public/) are no content records.
  files = (await listFiles(path.join(dir, "dist-content"))).filter((f) => f.endsWith(".json") && !f.startsWith("public/") && !f.startsWith(".")).sort();
}, 120_000);

afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

/** Each collection's definition module in core/collections/, by the collection's name. */
const MODULES = new Map<string, string>();
for (const file of (await fs.readdir(path.join(ROOT, "core", "collections"))).filter((f) => f.endsWith(".ts")).sort())
  MODULES.set((await import(path.join(ROOT, "core", "collections", file))).default.name, file);

/**
 * The type a JSON file of dist-content/ is checked against, as TypeScript source, or undefined for a file of
 * no declared shape: its own entry of `DistContent`, else, for a collection's file, what its definition's
 * `transform` gives (a record's or a named file's page, or the list's cards).
 */
function shapeOf(rel: string): string | undefined {
  if (["routes.json", "redirects.json", "map.json"].includes(rel) || /^pages\/[a-z0-9-]+\.json$/.test(rel)) return `DistContent[${JSON.stringify(rel)}]`;
  for (const c of COLLECTIONS) {
    const output = `ReturnType<(typeof ${c.name.replace(/\W/g, "_")})["transform"]>`;
    const record = c.files ? c.files.some((name) => rel === outputOf(c, name)) : rel !== listOf(c) && new RegExp(`^${c.folder}/[a-z0-9-]+\\.json$`).test(rel);
    if (record) return `${output}["page"]`;
    if (!c.files && rel === listOf(c)) return `NonNullable<${output}["summary"]>[]`;
  }
  return undefined;
}

/** The compiler's complaints about `source`, a module beside the repo's own code, each as `line: message`. */
function typeErrors(source: string): string[] {
  const file = path.join(ROOT, "core", `.dist-content-check-${process.pid}.ts`);
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    allowImportingTsExtensions: true,
    types: [],
    // The definitions' rules run in the editor's browser as in Node: they may use the WHATWG URL.
    lib: ["lib.es2023.d.ts", "lib.dom.d.ts"],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  host.readFile = (name) => (path.resolve(name) === file ? source : readFile(name));
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (name) => path.resolve(name) === file || fileExists(name);
  const program = ts.createProgram([file], options, host);
  return ts.getPreEmitDiagnostics(program).map((d) => {
    const line = d.file && d.start !== undefined ? d.file.getLineAndCharacterOfPosition(d.start).line + 1 : 0;
    return `${line}: ${ts.flattenDiagnosticMessageText(d.messageText, "\n")}`;
  });
}

describe("dist-content/", () => {
  it("declares a shape for every JSON file the content build writes", () => {
    expect(files.length).toBeGreaterThan(10);
    expect(files.filter((f) => !shapeOf(f))).toEqual([]);
  });

  it("writes every JSON file in the shape the app reads it with", async () => {
    const lines = [
      'import type { DistContent } from "./content-types.ts";',
      ...[...MODULES].map(([name, file]) => `import type ${name.replace(/\W/g, "_")} from "./collections/${file}";`),
    ];
    for (const [i, rel] of files.entries()) {
      const text = await fs.readFile(path.join(dir, "dist-content", rel), "utf8");
      lines.push(`// ${rel}`, `export const file${i}: ${shapeOf(rel)} = ${text.trim()};`);
    }
    const source = lines.join("\n");
    // Each complaint names the file it is about: the comment line above its constant.
    const errors = typeErrors(source).map((e) => {
      const line = Number(e.slice(0, e.indexOf(":")));
      const at = source
        .split("\n")
        .slice(0, line)
        .findLast((l) => l.startsWith("// "));
      return `${at?.slice(3)}: ${e.slice(e.indexOf(":") + 2)}`;
    });
    expect(errors).toEqual([]);
  });
});
