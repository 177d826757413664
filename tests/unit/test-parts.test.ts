// `TEST_SHARD=i/n npm test` (scripts/tasks/test-all.ts): a value that names no part is refused at once, before the
// site build, with the way to write it. The npm on PATH is a stand-in that says what it was asked and fails, so that
// a value let through stops at the first step it starts (the build) instead of running the suites.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/root.ts";

const bin = fs.mkdtempSync(path.join(os.tmpdir(), "test-parts-"));
fs.writeFileSync(path.join(bin, "npm"), '#!/bin/sh\necho "npm $*"\nexit 3\n', { mode: 0o755 });
afterAll(() => fs.rmSync(bin, { recursive: true, force: true }));

const testAll = (shard: string) =>
  spawnSync(process.execPath, [path.join(ROOT, "scripts/tasks/test-all.ts")], {
    cwd: ROOT,
    env: { HOME: process.env.HOME, PATH: bin, TEST_SHARD: shard },
    encoding: "utf8",
    timeout: 20_000,
  });

describe("npm test in parts", () => {
  it.each(["6/5", "0/3", "2of5", "1/", "/4"])("refuses TEST_SHARD=%s before the build, and says how to write it", (shard) => {
    const run = testAll(shard);
    expect(run.status).toBe(1);
    expect(run.stderr).toBe(`TEST_SHARD=${shard} names no part: write the part and the number of parts, as TEST_SHARD=2/5.\n`);
    expect(run.stdout).toBe("");
  });

  it.each(["1/1", "2/5", "5/5"])("takes TEST_SHARD=%s and goes on to the build", (shard) => {
    const run = testAll(shard);
    // The build is the first step: the stand-in fails it, and the run stops there with its exit code.
    expect(run.stdout).toBe("npm run build\n");
    expect(run.stderr).toBe("");
    expect(run.status).toBe(3);
  });
});
