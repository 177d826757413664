// `npm run dev [-- --port 5174]`: the content build in watch mode beside React Router's dev server. Route
// loaders read dist-content/ on every request, and the dev server reloads open pages when the content
// build swaps in new output (scripts/tasks/content-reload.ts), so an edited content file shows at once.
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../lib/root.ts";
import { CONTENT_PROBLEMS_FILE } from "./content-reload.ts";

// The package does not export its bin; run it by the path its package.json names (one process less to
// stop than through npx).
const reactRouterDir = path.join(ROOT, "node_modules", "@react-router", "dev");
const reactRouterBin = path.join(reactRouterDir, JSON.parse(fs.readFileSync(path.join(reactRouterDir, "package.json"), "utf8")).bin["react-router"]);
/** What the content CLI prints once its first build is done and it starts watching. */
const WATCHING = "watching content/";

const children: ChildProcess[] = [];
let stopping = false;
const stop = (code = 0) => {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
};
process.on("SIGINT", () => stop());
process.on("SIGTERM", () => stop());

// Each build's errors also go to a file the dev server watches, to show them over the page (content-reload.ts).
// Drafts and scheduled posts show in development, with their banners (decision 036).
const content = spawn(process.execPath, ["scripts/content.mjs", "build", "--watch", "--report", CONTENT_PROBLEMS_FILE], {
  cwd: ROOT,
  env: { ...process.env, PUBLISH: "preview" },
  stdio: ["ignore", "pipe", "inherit"],
});
children.push(content);

let app: ChildProcess | undefined;
// The dev server starts once the first content build has finished (or failed, keeping the last good
// dist-content/), so its first request never finds the folder half written.
content.stdout!.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (app || !chunk.toString().includes(WATCHING)) return;
  app = spawn(process.execPath, [reactRouterBin, "dev", ...process.argv.slice(2)], { cwd: ROOT, stdio: "inherit" });
  children.push(app);
  app.on("exit", (code) => stop(code ?? 0));
});
content.on("exit", (code) => {
  if (!stopping) console.error(`content build --watch stopped (exit code ${code}); stopping the dev server.`);
  stop(code ?? 1);
});
