// tests/helpers/browsers.mjs: the browsers `npm test` and CI say they ran on, whatever Debian's mirror gave.
import fs from "node:fs";
import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/root.ts";
import { browserVersions, miniBrowser } from "../helpers/browsers.mjs";

describe("the browsers the tests run on", () => {
  it("names each of the three engines with the version it reports and where it is", () => {
    const lines = browserVersions();
    expect(lines.map((l) => l.trim().split(":")[0])).toEqual(["Chromium", "Firefox", "WebKitGTK"]);
    // npm test installs all three before it prints them, so each has a dotted version number here.
    for (const line of lines) expect(line).toMatch(/: \D*\d+\.\d+[\d.]*\S* \(\/.+\)$/);
  });

  it("finds WebKitGTK's MiniBrowser in this release's folder, or where MINIBROWSER_PATH says", () => {
    expect(fs.existsSync(miniBrowser())).toBe(true);
    const script = `import("${path.join(ROOT, "tests/helpers/browsers.mjs")}").then((b) => console.log(b.miniBrowser()))`;
    const run = spawnSync(process.execPath, ["-e", script], { env: { ...process.env, MINIBROWSER_PATH: "/opt/webkit/MiniBrowser" }, encoding: "utf8" });
    expect(run.stdout.trim()).toBe("/opt/webkit/MiniBrowser");
  });

  it("are printed at the start of npm test and of CI", () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"));
    expect(pkg.scripts.test).toMatch(/ensure\.mjs --chromium --engines /);
    const run = spawnSync(process.execPath, [path.join(ROOT, "scripts/tasks/ensure.mjs"), "--chromium", "--engines", "--", "true"], { encoding: "utf8" });
    expect(run.stdout).toContain("Browsers the tests run on:");
    expect(fs.readFileSync(path.join(ROOT, ".ci/run"), "utf8")).toMatch(/^node tests\/helpers\/browsers\.mjs$/m);
  });
});
