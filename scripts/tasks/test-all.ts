// `npm run test:all`, what `npm test` runs once the setup step has the project's Node and packages ready:
//   1. the site build, which the browser suites serve. First, on its own: it fills the picture cache and the
//      editor's preview bundle that the unit tests' copies of the site share, so a clean clone encodes each
//      picture once, not once in each test worker that builds a copy at the same time;
//   2. the unit tests, with the static checks (`npm run check`: types, lint, formatting) beside them: the checks
//      only read the code, which no unit test changes, and they fill the second core while the unit suite leaves
//      it idle. Their output is held and shown when they end: at once, stopping the unit tests, when they fail;
//      after the unit tests' output when they pass;
//   3. the Chromium suite, then the cross-engine suite.
// The first step that fails stops the run with its exit code. `TEST_SHARD=i/n npm test`, for a CI that spreads a run
// over n machines: part i builds, then runs its share of each suite (Vitest's and Playwright's own `--shard`; a part
// may get none of a suite); the checks run in part 1. The n parts run every test once.
import { spawn, type ChildProcess } from "node:child_process";
import { ROOT } from "../lib/root.ts";

const running = new Set<ChildProcess>();

/**
 * `npm run <script>`, its output shown as it comes or held, in a process group of its own: npm passes no signal
 * on to the script it runs, so a step is stopped by stopping its group.
 */
function npmRun(script: string, args: string[] = [], held = false): { child: ChildProcess; done: Promise<{ code: number; output: string }> } {
  const child = spawn("npm", ["run", script, ...(args.length ? ["--", ...args] : [])], {
    cwd: ROOT,
    stdio: held ? ["ignore", "pipe", "pipe"] : "inherit",
    detached: true,
  });
  running.add(child);
  let output = "";
  child.stdout?.on("data", (d) => (output += d));
  child.stderr?.on("data", (d) => (output += d));
  const done = new Promise<{ code: number; output: string }>((resolve) => {
    child.on("error", (err) => resolve({ code: 1, output: `${output}${err.message}\n` }));
    child.on("close", (code, signal) => {
      running.delete(child);
      resolve({ code: code ?? (signal ? 1 : 0), output });
    });
  });
  return { child, done };
}

const stop = (child: ChildProcess) => {
  try {
    if (child.pid) process.kill(-child.pid, "SIGTERM");
  } catch {
    // the group has ended already
  }
};

// Ctrl+C, or the CI runner stopping the run, stops every step running.
for (const signal of ["SIGINT", "SIGTERM"] as const)
  process.on(signal, () => {
    running.forEach(stop);
    process.exit(130);
  });

const shard = process.env.TEST_SHARD;
const [part, parts] = shard ? shard.split("/").map(Number) : [1, 1];
// Told before the build, not by the test runners once it is done.
if (shard && !(/^\d+\/\d+$/.test(shard) && part >= 1 && part <= parts)) {
  console.error(`TEST_SHARD=${shard} names no part: write the part and the number of parts, as TEST_SHARD=2/5.`);
  process.exit(1);
}
const sharded = (flag: string) => (shard ? [`--shard=${shard}`, flag] : []);

const built = await npmRun("build").done;
if (built.code !== 0) process.exit(built.code);

const unit = npmRun("test:unit", sharded("--passWithNoTests"));
const check = part === 1 ? npmRun("check", [], true) : null;

const checked = (check?.done ?? Promise.resolve({ code: 0, output: "" })).then((result) => {
  if (result.code !== 0) {
    process.stdout.write(`\n${result.output}\nnpm run check failed: the unit tests are stopped.\n`);
    stop(unit.child);
  }
  return result;
});
const [unitResult, checkResult] = await Promise.all([unit.done, checked]);
if (checkResult.code !== 0) process.exit(checkResult.code);
if (check) process.stdout.write(`\nnpm run check, run beside the unit tests:\n${checkResult.output}`);
if (unitResult.code !== 0) process.exit(unitResult.code);

for (const script of ["test:e2e", "test:cross"]) {
  const { code } = await npmRun(script, sharded("--pass-with-no-tests")).done;
  if (code !== 0) process.exit(code);
}
