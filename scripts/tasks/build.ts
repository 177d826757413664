// `npm run build` (decisions 046, 047): the content build, and beside it the editor's preview bundle and the
// pictures' webp variants (scripts/tasks/pictures.ts), which do not read its output; then React Router's client
// and server build (its SPA fallback runs the root route's loader, which reads dist-content/); then the
// post-build step, which renders every page from both and takes the pictures last, once their step is done
// (started with the first steps, it waits for their output: its own start is off the critical path).
// The preview bundle and the pictures run at a lower CPU priority: they fill the cores the other steps leave
// idle and never hold them up. The content build's output shows as it comes, the others' once they are done.
// Any step that fails stops the others and the build, and nothing of dist-content/ or build/client changes
// (each is written whole at its end). Every step is TypeScript that Node runs itself, stripping its types: no
// loader of our own in any process or thread (decision 048).
import { spawn, type ChildProcess, type StdioOptions } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { ROOT } from "../lib/root.ts";
import { previewBundleFresh } from "../admin/preview-out.ts";

/** How much lower the preview bundle and the pictures run (nice 10): the steps each waits on get the cores first. */
const BUNDLE_PRIORITY = 10;

const started = performance.now();
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Step {
  name: string;
  /** How long it took, once done. */
  ms?: number;
  done: Promise<void>;
  child: ChildProcess;
  /** Stopped because another step failed: its output is of no use to anyone. */
  stopped?: boolean;
}

/** Runs `node args` in the repository; its output passes through (`live`) or is kept and printed once it is done. */
function step(name: string, args: string[], opts: { live?: boolean; niceness?: number; ipc?: boolean } = {}): Step {
  const stdio: StdioOptions = opts.live ? ["inherit", "inherit", "inherit"] : ["ignore", "pipe", "pipe"];
  if (opts.ipc) stdio.push("ipc");
  const child: ChildProcess = spawn(process.execPath, args, { cwd: ROOT, stdio });
  if (opts.niceness && child.pid) {
    try {
      // Threads and processes it starts later inherit it.
      os.setPriority(child.pid, opts.niceness);
    } catch {
      // Not allowed here: the same build, only less well spread over the cores.
    }
  }
  let output = "";
  child.stdout?.on("data", (d: Buffer) => (output += d));
  child.stderr?.on("data", (d: Buffer) => (output += d));
  const self: Step = { name, child, done: Promise.resolve() };
  self.done = new Promise<void>((resolve, reject) => {
    child.on("error", reject);
    child.on("close", (code, signal) => {
      if (output && !self.stopped) process.stdout.write(output.endsWith("\n") ? output : `${output}\n`);
      self.ms = performance.now() - started;
      if (code === 0) resolve();
      else reject(new Error(`${name} failed (${signal ?? `exit ${code}`})`));
    });
  });
  return self;
}

const require = createRequire(import.meta.url);
const reactRouter = path.join(path.dirname(require.resolve("@react-router/dev/package.json")), "bin.cjs");

/** Every step started so far, in order: a failure ends the ones still running. */
const steps: Step[] = [];
const start = (...args: Parameters<typeof step>) => {
  const s = step(...args);
  steps.push(s);
  // The first failure stops the rest: a content error is the editor's to fix, and the others' work is lost anyway.
  s.done.catch(() => {
    for (const other of steps.filter((o) => o !== s && o.child.exitCode === null)) {
      other.stopped = true;
      other.child.kill();
    }
  });
  return s;
};
try {
  const content = start("content build", ["scripts/content.mjs", "build", "--pictures-apart"], { live: true });
  // The pictures, encoded while everything else builds; the post-build step waits for them only at its end.
  const pictures = start("pictures", ["scripts/tasks/pictures.ts"], { niceness: BUNDLE_PRIORITY });
  // Built only when there is none of the code as it is now (a warm build, or a deploy of an editor's save, has none to build).
  const preview = (await previewBundleFresh())
    ? undefined
    : start("the editor's preview bundle", ["scripts/admin/preview-build.ts"], { niceness: BUNDLE_PRIORITY });
  // After the content build: React Router renders its SPA fallback with the root route's loader, which reads dist-content/.
  const bundles = content.done.then(() => start("react-router build", [reactRouter, "build"]).done);
  // Started now, it loads while the others work, and asks for what it reads (scripts/postbuild/build-task.ts):
  // their output first, the pictures once its pages are rendered.
  const last = start("post-build", ["scripts/postbuild/main.ts"], { live: true, ipc: true });
  const inputs = Promise.all([content.done, bundles, preview?.done]);
  last.child.on("message", (what) => {
    const when = what === "pictures" ? pictures.done : inputs;
    void when.then(() => last.child.connected && last.child.send(what)).catch(() => {});
  });
  await Promise.all([inputs, last.done, pictures.done]);
  // When each step ended, from the start: where the time of a build goes.
  console.log(`build: ${seconds(last.ms!)} (${steps.map((s) => `${s.name} done at ${seconds(s.ms!)}`).join(", ")})`);
} catch (err) {
  // The step said what went wrong above; content errors name their file and line.
  console.error(`build stopped: ${(err as Error).message}`);
  process.exitCode = 1;
}
