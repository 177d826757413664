// A worker thread of the page pool (pages.ts): a worker thread does not inherit the main thread's
// TypeScript loader, so it registers its own first (as scripts/cli/markdown-worker.mjs does).
import { register } from "tsx/esm/api";

register();
const worker = await import("./page-worker.ts");

export default worker.default;
