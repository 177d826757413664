// The site build renders pages with React Router's internals (scripts/site/react-router-adapter.ts). Here
// the shipped site is built both ways, by `react-router build` prerendering every page and by the site
// build, and every page is compared: its route data byte for byte, its HTML after the site build's own
// changes to a page (scripts deferred, style sheets preloaded; for 404.html the address script and the
// policy) are applied to React Router's. An upgrade that changes what React Router writes fails here.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withMetaPolicy } from "../../scripts/site/csp.ts";
import { deferScripts } from "../../scripts/site/defer-scripts.ts";
import { notFoundPage } from "../../scripts/site/host-files.ts";
import { preloadStylesheets } from "../../scripts/site/preload-css.ts";
import { BUNDLE_DIR, sitePaths } from "../../scripts/site/site-paths.ts";
import { CHECKED_WITH, EVERY_PAGE_ENV } from "../../scripts/site/react-router-adapter.ts";
import { repoCopy } from "./repo-copy.ts";

const exec = promisify(execFile);

let dir = "";
let pages: string[] = [];
/** React Router's own output, kept before the site build reuses its folder. */
const reactRouter = (rel: string) => path.join(dir, "react-router-client", rel);
const siteBuild = (rel: string) => path.join(dir, "build", "client", rel);

async function run(args: string[], env: Record<string, string> = {}): Promise<void> {
  await exec(process.execPath, args, { cwd: dir, env: { ...process.env, FORCE_COLOR: "0", ...env }, maxBuffer: 64 * 1024 * 1024 });
}

/** A page's file in a build, whichever of `x/index.html` or `x.html` the build writes. */
async function htmlOf(file: (rel: string) => string, page: string): Promise<string> {
  const candidates = page === "/" ? ["index.html"] : [`${page.slice(1)}/index.html`, `${page.slice(1)}.html`];
  for (const rel of candidates) {
    const text = await fs.readFile(file(rel), "utf8").catch(() => undefined);
    if (text !== undefined) return text;
  }
  throw new Error(`no HTML for ${page} (looked for ${candidates.join(", ")})`);
}
/**
 * What a redirect page says: where to, after how long, from where. The site build's copy is a valid
 * document (charset, <html>, `0; url=`; decision 013), so the pages are compared by these facts.
 */
function redirectFacts(html: string): string[] | undefined {
  const m =
    /<title>Redirecting to: ([^<]*)<\/title>[\s\S]*content="(\d+);\s*url=([^"]*)"[\s\S]*Redirecting from <code>([^<]*)<\/code> to <code>([^<]*)<\/code>/.exec(
      html,
    );
  return m ? m.slice(1) : undefined;
}
const dataOf = (file: (rel: string) => string, page: string) => fs.readFile(file(page === "/" ? "_root.data" : `${page.slice(1)}.data`), "utf8");

beforeAll(async () => {
  dir = await repoCopy("rr-compare-");
  await run(["scripts/content.mjs", "build"]);
  await run([path.join(dir, "node_modules/@react-router/dev/bin.js"), "build"], { [EVERY_PAGE_ENV]: "1" });
  await fs.rename(path.join(dir, BUNDLE_DIR, "client"), reactRouter(""));
  await run(["scripts/build.mjs"]);
  pages = sitePaths(dir);
}, 300_000);

afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe("the site build against react-router build", () => {
  it("runs the React Router version the adapter was checked against", () => {
    const installed = createRequire(import.meta.url)("react-router/package.json").version;
    expect(installed, `scripts/site/react-router-adapter.ts was checked with ${CHECKED_WITH}: once this file passes, set CHECKED_WITH`).toBe(CHECKED_WITH);
  });

  it("writes the same route data for every page", async () => {
    expect(pages.length).toBeGreaterThan(50);
    const differ: string[] = [];
    for (const page of pages.filter((p) => p !== "/404")) if ((await dataOf(reactRouter, page)) !== (await dataOf(siteBuild, page))) differ.push(page);
    expect(differ).toEqual([]);
  });

  it("writes the same HTML for every page, redirects included, but for the site build's own changes", async () => {
    const differ: string[] = [];
    for (const page of pages.filter((p) => p !== "/404")) {
      const theirs = await htmlOf(reactRouter, page);
      const ours = await htmlOf(siteBuild, page);
      const redirect = redirectFacts(theirs);
      if (redirect ? JSON.stringify(redirect) !== JSON.stringify(redirectFacts(ours)) : deferScripts(preloadStylesheets(theirs)) !== ours) differ.push(page);
    }
    expect(differ).toEqual([]);
  });

  it("makes 404.html from the not-found page React Router renders at /404", async () => {
    const theirs = await htmlOf(reactRouter, "/404");
    expect(await fs.readFile(siteBuild("404.html"), "utf8")).toBe(withMetaPolicy(notFoundPage(deferScripts(preloadStylesheets(theirs)))));
  });

  it("serves the same scripts and style sheets", async () => {
    const assets = async (root: string) => (await fs.readdir(path.join(root, "assets"))).sort();
    expect(await assets(siteBuild(""))).toEqual(await assets(reactRouter("")));
  });
});
