// The cache keys' inputs come from the module graph: a module imported anywhere below an entry counts.
import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
// @ts-expect-error: plain JavaScript, run before any TypeScript loader exists
import { compileScripts } from "../../scripts/compile.mjs";
import { GRAPH_FILE, moduleFiles, reachable, type Graph } from "../../scripts/module-graph.ts";

const CLI = ["scripts/cli/main.ts", "scripts/cli/markdown-worker.ts"];

describe("moduleFiles", () => {
  it("finds what the content CLI imports however deeply, outside its folder too, and no package", async () => {
    const files = await moduleFiles(CLI);
    expect(files).toEqual(expect.arrayContaining([...CLI, "scripts/cli/transform.ts", "scripts/cli/loaders/yaml.ts", "core/dates.ts", "core/search.ts"]));
    expect(files.filter((f) => f.startsWith("node_modules/") || f.startsWith("src/"))).toEqual([]);
  });

  it("follows the app's imports into core/ and the configs' into scripts/", async () => {
    const files = await moduleFiles(["vite.config.ts", "src/components/ContactForm.tsx", "src/components/Icon.tsx"]);
    expect(files).toEqual(expect.arrayContaining(["core/contact.ts", "src/components/icons.svg", "scripts/tasks/content-reload.ts"]));
  });

  it("gives the compiled scripts the same files as the source", async () => {
    const graph: Graph = JSON.parse(await fs.readFile(path.join(await compileScripts(), GRAPH_FILE), "utf8"));
    expect(reachable(graph, CLI)).toEqual(await moduleFiles(CLI));
  });
});
