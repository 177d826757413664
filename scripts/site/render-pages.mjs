// Worker entry: a worker thread does not inherit tsx from the parent, so it registers it before loading
// the TypeScript module that does the work.
import { register } from "tsx/esm/api";

register();
await import("./render-pages.ts");
