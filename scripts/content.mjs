#!/usr/bin/env node
// The editors' entry point (`npx content ...`): first on the project's Node (decision 026), then the content
// CLI's TypeScript, run by tsx as every script of the project is (decision 022). Everything after the
// switch is imported dynamically: a static import would load on the old Node before the switch.
import { runOnProjectNode } from "./lib/runtime.mjs";

await runOnProjectNode();
const { register } = await import("tsx/esm/api");
register();
await import("./cli/main.ts");
