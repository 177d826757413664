#!/usr/bin/env node
// The editors' entry point (`npx content ...`). The CLI is TypeScript; tsx compiles it on the fly.
import { register } from "tsx/esm/api";

register();
await import("./cli/main.ts");
