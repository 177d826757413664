// The source files a program is made of, from the module graph itself (esbuild's metafile) rather than
// from a list kept by hand: cache keys hash them, so a new import is a new input the moment it is written.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "esbuild";

/** Defined (as true) in the compiled scripts by scripts/compile.mjs; undefined when run from source by tsx. */
declare const COMPILED_SCRIPTS: boolean | undefined;

/** Written by scripts/compile.mjs beside the compiled entries: each source file and the files it imports. */
export const GRAPH_FILE = "graph.json";

/** The repo root: this file is scripts/module-graph.ts (compiled, its path is written in by compile.mjs). */
const ROOT = path.resolve(import.meta.dirname, "..");

/** This module's real place (not rewritten by compile.mjs): compiled, the folder of the compiled entries. */
const self = import.meta;

/** Vite's import suffixes (`./icons.svg?no-inline`): the file without them. */
const withoutQuery: Plugin = {
  name: "without-query",
  setup(build) {
    build.onResolve({ filter: /\?/ }, (args) => ({ path: path.resolve(args.resolveDir, args.path.replace(/\?.*$/, "")) }));
  },
};

/**
 * Every file of the repo that `entries` (paths from the repo root) import, however deeply, the entries
 * included, sorted and relative to the root; packages are left out (package-lock.json stands for them).
 * Style sheets and pictures count as files but are not followed.
 */
export async function moduleFiles(entries: readonly string[]): Promise<string[]> {
  if (typeof COMPILED_SCRIPTS !== "undefined") {
    const graph: Graph = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(self.url)), GRAPH_FILE), "utf8"));
    if (entries.every((e) => e in graph)) return reachable(graph, entries);
  }
  const { build } = await import("esbuild");
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [...entries],
    outdir: "graph",
    bundle: true,
    write: false,
    metafile: true,
    packages: "external",
    platform: "node",
    format: "esm",
    loader: { ".css": "empty", ".svg": "empty", ".png": "empty", ".webp": "empty" },
    plugins: [withoutQuery],
    logLevel: "silent",
  });
  const graph: Graph = {};
  for (const [file, { imports }] of Object.entries(result.metafile.inputs)) graph[file] = imports.filter((i) => !i.external).map((i) => i.path);
  return reachable(graph, entries);
}

/** Each source file (relative to the root, as esbuild names them) and the files it imports. */
export type Graph = Record<string, string[]>;

/** The repo's own files reachable from `entries`, sorted. */
export function reachable(graph: Graph, entries: readonly string[]): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file) || file.startsWith("node_modules/")) return;
    seen.add(file);
    for (const next of graph[file] ?? []) visit(next);
  };
  entries.forEach(visit);
  return [...seen].sort();
}
