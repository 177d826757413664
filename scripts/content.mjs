#!/usr/bin/env node
// The editors' entry point (`npx content ...`): first on the project's Node (decision 026), then the content
// CLI's TypeScript, which that Node runs itself by stripping its types (decision 053). Everything after the
// switch is imported dynamically: a static import would load on the old Node before the switch.
import { runOnProjectNode } from "./lib/runtime.mjs";

await runOnProjectNode();
// The list of the collections' definitions first: every module after it reads that list. `types --check` only checks it.
if (!process.argv.includes("--check")) await (await import("./cli/collection-index.ts")).writeCollectionIndex();
await import("./cli/main.ts");
