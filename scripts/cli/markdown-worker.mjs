// A markdown worker run from source (tests, `npm run dev`): a worker thread does not inherit the main
// thread's TypeScript loader, so it registers its own first. `npm run build` and `npx content` start the
// compiled worker instead .
import { register } from "tsx/esm/api";

register();
const worker = await import("./markdown-worker.ts");

export default worker.default;
