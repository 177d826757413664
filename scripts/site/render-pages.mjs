// A prerender worker run from source (`node --import tsx scripts/site/build.ts`, the tests): a worker
// thread does not inherit tsx from the parent, so it registers it before loading the TypeScript module
// that does the work. `npm run build` starts the compiled worker instead (scripts/compile.mjs).
import { register } from "tsx/esm/api";

register();
await import("./render-pages.ts");
