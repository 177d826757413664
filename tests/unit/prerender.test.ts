// The post-build step renders every page on worker threads through React Router's server build
// (scripts/postbuild/render.ts, decision 044): its files against those of React Router's own prerender,
// byte for byte, for every page of the shipped site; and the post-build's reading of each page, as parse5 reads it.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listFiles } from "../../scripts/lib/output.ts";
import { ROOT } from "../../scripts/lib/root.ts";
import { deferScripts } from "../../scripts/postbuild/defer-scripts.ts";
import { parsePage } from "../../scripts/postbuild/html.ts";
import { parse5Reading, READ } from "./helpers/parse5-reading.ts";
import { repoCopy } from "./repo-copy.ts";

const exec = promisify(execFile);
let dir = "";
const at = (...rel: string[]) => path.join(dir, ...rel);
/** A command in the copy, with the environment of `npm run build` (not the test runner's NODE_ENV=test). */
const run = (cmd: string, args: string[], env: NodeJS.ProcessEnv = {}) =>
  exec(cmd, args, { cwd: dir, env: { ...process.env, FORCE_COLOR: "0", NODE_ENV: undefined, ...env }, maxBuffer: 64 * 1024 * 1024 });

/** The `.html` and `.data` files of a folder, by their names. */
async function pagesIn(folder: string): Promise<Map<string, Buffer>> {
  const files = (await listFiles(folder)).filter((rel) => /\.(html|data)$/.test(rel)).sort();
  return new Map(await Promise.all(files.map(async (rel) => [rel, await fs.readFile(path.join(folder, rel))] as const)));
}

beforeAll(async () => {
  dir = await repoCopy("prerender-");
  await run("node", ["scripts/content.mjs", "build"]);
  // React Router's own prerender of every page: the site's config, with the paths its dev server answers
  // given to the build as well.
  await fs.rename(at("react-router.config.ts"), at("react-router.site.ts"));
  await fs.writeFile(
    at("react-router.config.ts"),
    `import site from "./react-router.site.ts";\nimport { sitePaths } from "./scripts/lib/site-paths.ts";\n` +
      `export default { ...site, prerender: { paths: () => sitePaths(), concurrency: 4 } };\n`,
  );
  await run("npx", ["react-router", "build"]);
  await fs.rename(at(".cache/site/bundle/client"), at("react-router-prerender"));
  // The site's own build, and its pages rendered as the worker threads render them.
  await fs.rename(at("react-router.site.ts"), at("react-router.config.ts"));
  await run("npx", ["react-router", "build"]);
  await run(process.execPath, [path.join(ROOT, "tests/unit/helpers/render-pages.ts"), at("rendered")], { NODE_ENV: "production" });
}, 180_000);

afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe("the prerender on worker threads", () => {
  it("is the only one: in the site's build, React Router writes its SPA fallback and no page", async () => {
    expect([...(await pagesIn(at(".cache/site/bundle/client"))).keys()]).toEqual(["index.html"]);
  });

  it("writes React Router's files for every page, byte for byte", async () => {
    const theirs = await pagesIn(at("react-router-prerender"));
    const ours = await pagesIn(at("rendered"));
    // React Router's SPA fallback is its own: the site serves 404.html at unknown addresses instead.
    theirs.delete("__spa-fallback.html");
    const routes: string[] = JSON.parse(await fs.readFile(at("dist-content", "routes.json"), "utf8"));
    expect(ours.size).toBeGreaterThanOrEqual(2 * routes.length);
    expect([...ours.keys()]).toEqual([...theirs.keys()]);
    expect([...ours].filter(([rel, bytes]) => !bytes.equals(theirs.get(rel)!)).map(([rel]) => rel)).toEqual([]);
  });
});

describe("the post-build's reading of a page (decision 046)", () => {
  /** The reading of html.ts, with the elements parse5's reading lists. */
  const tokenized = (html: string) => {
    const { html: _html, ...reading } = parsePage(html);
    return { ...reading, elements: reading.elements.filter((el) => READ.has(el.tagName)) };
  };

  it("finds on every page, as rendered and as published, the scripts, preloads, share picture and charset parse5 finds, at the same places", async () => {
    const pages = [...(await pagesIn(at("rendered")))].filter(([rel]) => rel.endsWith(".html"));
    expect(pages.length).toBeGreaterThan(50);
    const differing: string[] = [];
    // Every page but the refresh pages of old short paths has scripts to find, and a charset they come after.
    let withScripts = 0;
    for (const [rel, bytes] of pages) {
      const rendered = bytes.toString("utf8");
      const published = deferScripts(parsePage(rendered)).html;
      for (const [name, html] of [
        [rel, rendered],
        [`${rel} (published)`, published],
      ]) {
        const ours = tokenized(html);
        const reference = parse5Reading(html);
        if (reference.scriptHashes.length && reference.afterCharset !== undefined) withScripts++;
        if (JSON.stringify(ours) !== JSON.stringify(reference)) differing.push(name);
      }
    }
    expect(differing).toEqual([]);
    expect(withScripts).toBeGreaterThan(2 * 50);
  });
});
