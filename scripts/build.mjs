#!/usr/bin/env node
// `npm run build`: the site build (scripts/site/build.ts), compiled first so that neither it nor the
// processes and workers it starts load tsx (scripts/compile.mjs).
import { runCompiled } from "./compile.mjs";

const { main } = await runCompiled("build");
await main();
