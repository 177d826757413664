#!/usr/bin/env node
// The editors' entry point (`npx content ...`). The CLI is TypeScript, compiled with esbuild before it
// runs (scripts/compile.mjs): it starts in half the time it took under tsx.
import { runCompiled } from "./compile.mjs";

await runCompiled("content");
