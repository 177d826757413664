// netlify.toml, read by Netlify's own parser (@netlify/config, offline: no account, no network), names
// the build command and publish folder the owner's guide (docs/deploying.md) gives, the Node version the project tests on, and the
// production-only launch check.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { resolveConfig } from "@netlify/config";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/root.ts";

const resolve = (dir: string, context: string) => resolveConfig({ repositoryRoot: dir, cwd: dir, offline: true, context, buffer: true });

describe("netlify.toml", () => {
  it("is read without error or warning by Netlify's parser, with the build command and publish folder of the owner's guide", async () => {
    const { config, logs } = await resolve(ROOT, "production");
    expect(logs).toEqual({ stdout: [], stderr: [] });
    const guide = await fs.readFile(path.join(ROOT, "docs", "deploying.md"), "utf8");
    const command = /build command `([^`]+)`/.exec(guide)?.[1];
    const publish = /publish directory `([^`]+)`/.exec(guide)?.[1];
    expect(command).toBe("npm run build");
    expect(publish).toBe("build/client");
    expect(config.build.command).toBe(command);
    expect(path.relative(ROOT, config.build.publish)).toBe(publish);
  });

  it("builds on the Node the project is tested on (.nvmrc, within package.json engines)", async () => {
    const { config } = await resolve(ROOT, "production");
    const version = config.build.environment.NODE_VERSION;
    expect(version).toBe((await fs.readFile(path.join(ROOT, ".nvmrc"), "utf8")).trim());
    const pkg = JSON.parse(await fs.readFile(path.join(ROOT, "package.json"), "utf8"));
    const floor = /^>=(\d+)\.(\d+)/.exec(pkg.engines.node)!;
    const [major, minor] = version.split(".").map(Number);
    expect(major > Number(floor[1]) || (major === Number(floor[1]) && minor >= Number(floor[2]))).toBe(true);
  });

  it("turns the launch check on for production deploys only", async () => {
    expect((await resolve(ROOT, "production")).config.build.environment.LAUNCH).toBe("1");
    for (const context of ["deploy-preview", "branch-deploy"]) expect((await resolve(ROOT, context)).config.build.environment.LAUNCH).toBeUndefined();
  });

  it("is refused by the same parser when a setting has the wrong type", async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), "netlify-toml-"));
    try {
      const text = await fs.readFile(path.join(ROOT, "netlify.toml"), "utf8");
      await fs.writeFile(path.join(dir, "netlify.toml"), text.replace('publish = "build/client"', "publish = 3"));
      await expect(resolve(dir, "production")).rejects.toThrow(/publish/);
    } finally {
      await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
