// The setup step every project command starts with (package.json: `node scripts/tasks/ensure.mjs [--chromium]
// [--engines] -- <command>`): on the project's Node (decision 026: the machine's if recent enough, else
// Node 24 from the project's cache, run again under it), installs what a fresh clone is missing, the npm
// packages (from the lock file) and, for the browser tests, Debian's Chromium, Firefox ESR and WebKitGTK,
// then runs the command on that Node. Plain JavaScript: it runs before the packages are installed.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { browserVersions, CHROMIUM, FIREFOX, WEBKIT_DRIVER } from "../lib/browsers.mjs";
import { commandFor, runOnProjectNode, runUnder } from "../lib/runtime.mjs";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const stamp = path.join(root, "node_modules", ".package-lock.hash");

const run = (cmd, args) => execFileSync(cmd, args, { cwd: root, stdio: "inherit" });

/** The lock file's hash and the Node ABI the packages were installed for: native addons are built per ABI. */
export function packagesStamp() {
  const lock = fs.readFileSync(path.join(root, "package-lock.json"));
  return `${createHash("sha256").update(lock).digest("hex")} node-abi-${process.versions.modules}`;
}

/**
 * `npm ci` when the lock file or the Node changed since the last one, run by this Node (no engine warnings).
 * A node_modules that is a link (a copy of the project, made by a test or a benchmark) belongs to the project
 * it points into: left as it is.
 */
export function ensurePackages() {
  if (fs.lstatSync(path.join(root, "node_modules"), { throwIfNoEntry: false })?.isSymbolicLink()) return;
  const hash = packagesStamp();
  if (fs.existsSync(stamp) && fs.readFileSync(stamp, "utf8") === hash) return;
  console.log(`Installing npm packages (npm ci on Node ${process.versions.node})...`);
  const [cmd, args] = commandFor({ execPath: process.execPath }, ["npm"]);
  execFileSync(cmd, [...args, "ci", "--no-audit", "--no-fund"], { cwd: root, stdio: "inherit", shell: process.platform === "win32" && cmd === "npm" });
  fs.writeFileSync(stamp, hash);
}

export function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Chromium is missing at ${CHROMIUM}: install it (sudo apt-get install -y chromium) or set CHROMIUM_PATH.`);
  }
  console.log("Installing Chromium from Debian's packages...");
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", "chromium"]);
}

/** The cross-browser smoke suite's engines (decision 015): Debian's packages, and the program each one needs. */
const ENGINES = [
  { pkg: "firefox-esr", file: FIREFOX },
  { pkg: "webkit2gtk-driver", file: WEBKIT_DRIVER },
  { pkg: "xvfb", file: "/usr/bin/xvfb-run" },
  { pkg: "xauth", file: "/usr/bin/xauth" },
];

export function ensureEngines() {
  const missing = ENGINES.filter((e) => !fs.existsSync(e.file)).map((e) => e.pkg);
  if (!missing.length) return;
  if (process.getuid?.() !== 0) {
    throw new Error(`Missing for the cross-browser tests: ${missing.join(", ")} (sudo apt-get install -y ${missing.join(" ")}).`);
  }
  console.log(`Installing ${missing.join(", ")} from Debian's packages...`);
  run("apt-get", ["update", "-qq"]);
  run("apt-get", ["install", "-y", "-qq", ...missing]);
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
    if (flags.includes("--chromium")) ensureChromium();
    if (flags.includes("--engines")) ensureEngines();
    // Which browsers this run is on: Debian's mirror decides (Firefox ESR 140 or 153 today).
    if (flags.includes("--chromium") || flags.includes("--engines")) console.log(["Browsers the tests run on:", ...browserVersions()].join("\n"));
    if (command.length) await runUnder(node, command);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
