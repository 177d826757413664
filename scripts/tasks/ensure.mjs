// The setup step every project command starts with (package.json: `node scripts/tasks/ensure.mjs [--chromium]
// [--engines] -- <command>`): on the project's Node (decision 026: the machine's if recent enough, else
// Node 24 from the project's cache, run again under it), installs what a fresh clone is missing, the npm
// packages (from the lock file) and, for the browser tests, Debian's Chromium, Firefox ESR and WebKitGTK
// (tests/helpers/browsers.mjs), then runs the command on that Node. Plain JavaScript: it runs before the
// packages are installed.
import { execFileSync, spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { commandFor, ROOT, runOnProjectNode, runUnder } from "../lib/runtime.mjs";

const stamp = path.join(ROOT, "node_modules", ".package-lock.hash");

/** The lock file's hash and the Node ABI the packages were installed for: native addons are built per ABI. */
export function packagesStamp() {
  const lock = fs.readFileSync(path.join(ROOT, "package-lock.json"));
  return `${createHash("sha256").update(lock).digest("hex")} node-abi-${process.versions.modules}`;
}

/**
 * `npm ci` when the lock file or the Node changed since the last one, run by this Node (no engine warnings).
 * A node_modules that is a link (a copy of the project, made by a test or a benchmark) belongs to the project
 * it points into: left as it is.
 */
export function ensurePackages() {
  if (fs.lstatSync(path.join(ROOT, "node_modules"), { throwIfNoEntry: false })?.isSymbolicLink()) return;
  const hash = packagesStamp();
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === hash) return;
  console.log(`Installing npm packages (npm ci on Node ${process.versions.node})...`);
  const [cmd, args] = commandFor({ execPath: process.execPath }, ["npm"]);
  execFileSync(cmd, [...args, "ci", "--no-audit", "--no-fund"], { cwd: ROOT, stdio: "inherit", shell: process.platform === "win32" && cmd === "npm" });
  fs.writeFileSync(stamp, hash);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const end = args.includes("--") ? args.indexOf("--") : args.length;
  const [flags, command] = [args.slice(0, end), args.slice(end + 1)];
  const unknown = flags.filter((f) => f !== "--chromium" && f !== "--engines");
  if (unknown.length) {
    console.error(`scripts/tasks/ensure.mjs: unknown option ${unknown.join(", ")} (a command goes after --)`);
    process.exit(1);
  }
  try {
    // Under an older Node this runs the whole of this script again on the project's Node, and exits with it.
    const node = await runOnProjectNode();
    ensurePackages();
    // The browser tests' own setup, kept with them and run as its own step (scripts/ imports nothing of tests/).
    if (flags.length) {
      const setup = spawnSync(process.execPath, [path.join(ROOT, "tests", "helpers", "browsers.mjs"), ...flags], { stdio: "inherit" });
      if (setup.status !== 0) process.exit(setup.status ?? 1);
    }
    if (command.length) await runUnder(node, command);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
