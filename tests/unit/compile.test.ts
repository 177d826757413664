// scripts/compile.mjs: the build scripts compiled once per run, instead of by tsx in every process and thread.
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/root.ts";
// @ts-expect-error: plain JavaScript, run before any TypeScript loader exists
import { compileScripts } from "../../scripts/compile.mjs";

const OUT = path.join(ROOT, ".cache", "scripts");

describe("the compiled scripts", () => {
  it("are written once into a folder named by their output, each entry beside the others", async () => {
    const dir: string = await compileScripts();
    expect(await compileScripts()).toBe(dir);
    expect(path.dirname(dir)).toBe(OUT);
    for (const entry of ["content", "build", "markdown-worker", "render-pages"]) await expect(fs.stat(path.join(dir, `${entry}.mjs`))).resolves.toBeTruthy();
  });

  it("keep each source file's own location, so paths found from it are the repo's", async () => {
    const content = await fs.readFile(path.join(await compileScripts(), "content.mjs"), "utf8");
    // config.ts finds the repo root from its own file: compiled, that is still scripts/cli/config.ts.
    expect(content).toContain(JSON.stringify(pathToFileURL(path.join(ROOT, "scripts", "cli", "config.ts")).href));
    expect(content).not.toMatch(/import\.meta\.(url|dirname|filename)\b/);
  });

  it("remove folders unused for over a day once five newer ones exist, and keep a recent one", async () => {
    const day = 24 * 60 * 60 * 1000;
    const fakes = Array.from({ length: 6 }, (_, i) => ({ dir: path.join(OUT, `test-old-${i}`), used: new Date(Date.now() - (2 + i) * day) }));
    const recent = path.join(OUT, "test-recent");
    try {
      for (const { dir, used } of fakes) {
        await fs.mkdir(dir, { recursive: true });
        await fs.utimes(dir, used, used);
      }
      await fs.mkdir(recent, { recursive: true });
      await compileScripts();
      await expect(fs.stat(recent)).resolves.toBeTruthy();
      await expect(fs.stat(fakes.at(-1)!.dir)).rejects.toThrow();
    } finally {
      for (const dir of [...fakes.map((f) => f.dir), recent]) await fs.rm(dir, { recursive: true, force: true });
    }
  });
});
