import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

/** Defined (as true) in the compiled scripts by scripts/compile.mjs; undefined when run from source by tsx. */
declare const COMPILED_SCRIPTS: boolean | undefined;

/**
 * This module's real place. scripts/compile.mjs writes the source file's location over every spelled-out
 * `import.meta.url`, but not over this: compiled, it is the bundle this code is part of.
 */
const self = import.meta;

/**
 * The module to start in a worker thread or a process, named as its `.mjs` file relative to `from` (the
 * caller's `import.meta.url`). From source, that file is the wrapper that registers tsx in the new thread;
 * in the compiled scripts, it is the compiled entry of the same name, beside this bundle, which needs no
 * loader.
 */
export function entryUrl(name: string, from: string): URL {
  const source = new URL(name, from);
  if (typeof COMPILED_SCRIPTS === "undefined") return source;
  return pathToFileURL(path.join(path.dirname(fileURLToPath(self.url)), path.basename(source.pathname)));
}
