// Run in a built copy of the repo (its route loaders read dist-content/ from the working directory): every
// page rendered by scripts/postbuild/render.ts, the renderer the post-build step's worker threads run,
// written under React Router's names into the folder argv[2] names (tests/unit/prerender.test.ts). Run with
// NODE_ENV=production, as the worker threads are.
import fs from "node:fs/promises";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { sitePaths } from "../../../scripts/lib/site-paths.ts";
import { pageRenderer } from "../../../scripts/postbuild/render.ts";

const out = process.argv[2];
const paths = sitePaths();
const render = pageRenderer(await import(pathToFileURL(path.resolve(".cache/site/bundle/server/index.js")).href), paths);
for (const page of paths) {
  const { dataFile, data, htmlFile, html } = await render(page);
  for (const [rel, text] of [
    [dataFile, data],
    [htmlFile, html],
  ]) {
    await fs.mkdir(path.dirname(path.join(out, rel)), { recursive: true });
    await fs.writeFile(path.join(out, rel), text);
  }
}
