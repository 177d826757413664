// The build plugin that keeps the picture cache between deploys (netlify/plugins/picture-cache), run
// against a stand-in for Netlify's `utils.cache` that behaves as @netlify/cache-utils documents: restore
// does nothing when the folder exists or nothing was kept; save does nothing when the folder is missing.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { resolveConfig } from "@netlify/config";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { ROOT } from "../../scripts/lib/root.ts";
import { FINGERPRINT, onPostBuild, onPreBuild, PICTURE_CACHE } from "../../netlify/plugins/picture-cache/index.js";

/** Netlify's cache between two builds: a folder apart from the build's, holding what was saved by its path. */
function fakeCache(store: string) {
  const exists = (p: string) =>
    fs.stat(p).then(
      () => true,
      () => false,
    );
  return {
    async restore(p: string) {
      const here = path.join(process.cwd(), p);
      if ((await exists(here)) || !(await exists(path.join(store, p)))) return false;
      await fs.cp(path.join(store, p), here, { recursive: true });
      return true;
    },
    async save(p: string) {
      const here = path.join(process.cwd(), p);
      if (!(await exists(here))) return false;
      await fs.rm(path.join(store, p), { recursive: true, force: true });
      await fs.cp(here, path.join(store, p), { recursive: true });
      return true;
    },
  };
}

let tmp = "";
let store = "";
/** A fresh clone of the repository, as each deploy starts from, made the build's working directory. */
async function deploy(name: string) {
  const dir = path.join(tmp, name);
  await fs.mkdir(dir);
  vi.spyOn(process, "cwd").mockReturnValue(dir);
  return { dir, netlify: { utils: { cache: fakeCache(store) } } };
}
/** What `npm run build` leaves: the cache it encoded into, and the fingerprint naming the files its output used. */
async function build(dir: string, cache: Record<string, string>, used: string[]) {
  await fs.mkdir(path.join(dir, PICTURE_CACHE), { recursive: true });
  for (const [name, bytes] of Object.entries(cache)) await fs.writeFile(path.join(dir, PICTURE_CACHE, name), bytes);
  await fs.mkdir(path.dirname(path.join(dir, FINGERPRINT)), { recursive: true });
  await fs.writeFile(path.join(dir, FINGERPRINT), JSON.stringify({ hash: "h", files: [], pictures: used }));
}

beforeEach(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "picture-cache-"));
  store = path.join(tmp, "netlify-cache");
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await fs.rm(tmp, { recursive: true, force: true });
});

describe("the picture cache build plugin", () => {
  it("is listed in netlify.toml and read by Netlify's parser", async () => {
    const { config } = await resolveConfig({ repositoryRoot: ROOT, cwd: ROOT, offline: true, context: "production", buffer: true });
    expect(config.plugins.map((p: { package: string }) => p.package)).toContain("./netlify/plugins/picture-cache");
  });

  it("hands the next deploy the pictures this one encoded, and nothing on the first deploy", async () => {
    const first = await deploy("deploy-1");
    await onPreBuild(first.netlify);
    await expect(fs.readdir(path.join(first.dir, PICTURE_CACHE))).rejects.toThrow();
    await build(first.dir, { "0a1b_large.webp": "webp bytes", "markdown.json": "{}" }, ["0a1b_large.webp"]);
    await onPostBuild(first.netlify);

    const second = await deploy("deploy-2");
    await onPreBuild(second.netlify);
    expect((await fs.readdir(path.join(second.dir, PICTURE_CACHE))).sort()).toEqual(["0a1b_large.webp", "markdown.json"]);
    expect(await fs.readFile(path.join(second.dir, PICTURE_CACHE, "0a1b_large.webp"), "utf8")).toBe("webp bytes");
  });

  it("leaves out the variants of a picture no page uses any more", async () => {
    const first = await deploy("deploy-1");
    await build(first.dir, { "old1_small.webp": "replaced picture", "new2_small.webp": "its new bytes" }, ["new2_small.webp"]);
    await onPostBuild(first.netlify);
    const second = await deploy("deploy-2");
    await onPreBuild(second.netlify);
    expect(await fs.readdir(path.join(second.dir, PICTURE_CACHE))).toEqual(["new2_small.webp"]);
  });

  it("hands the next deploy the editor's preview bundle, so a deploy of unchanged code does not build it", async () => {
    const first = await deploy("deploy-1");
    await build(first.dir, {}, []);
    const bundle = path.join(PICTURE_CACHE, "admin-preview", "0123456789abcdef", "app.js");
    await fs.mkdir(path.dirname(path.join(first.dir, bundle)), { recursive: true });
    await fs.writeFile(path.join(first.dir, bundle), "the previews' script");
    await onPostBuild(first.netlify);
    const second = await deploy("deploy-2");
    await onPreBuild(second.netlify);
    expect(await fs.readFile(path.join(second.dir, bundle), "utf8")).toBe("the previews' script");
  });

  it("leaves out the share pictures the site no longer publishes, and keeps the ones it does", async () => {
    const first = await deploy("deploy-1");
    await build(first.dir, {}, []);
    const share = path.join(first.dir, PICTURE_CACHE, "share");
    await fs.mkdir(share, { recursive: true });
    await fs.writeFile(path.join(share, "blog-post-a-0123456789abcdef.jpg"), "current");
    await fs.writeFile(path.join(share, "blog-post-a-fedcba9876543210.jpg"), "its picture before it was replaced");
    await fs.writeFile(path.join(share, "blog-removed-post-0123456789abcdef.jpg"), "a page that is gone");
    await fs.mkdir(path.join(first.dir, "build", "client", "share"), { recursive: true });
    await fs.writeFile(path.join(first.dir, "build", "client", "share", "blog-post-a.jpg"), "current");
    await onPostBuild(first.netlify);
    const second = await deploy("deploy-2");
    await onPreBuild(second.netlify);
    expect(await fs.readdir(path.join(second.dir, PICTURE_CACHE, "share"))).toEqual(["blog-post-a-0123456789abcdef.jpg"]);
  });

  it("keeps what it has when a build made no cache at all", async () => {
    await fs.mkdir(path.join(store, PICTURE_CACHE), { recursive: true });
    await fs.writeFile(path.join(store, PICTURE_CACHE, "kept_small.webp"), "older");
    const { netlify } = await deploy("deploy-1");
    await onPostBuild(netlify);
    expect(await fs.readFile(path.join(store, PICTURE_CACHE, "kept_small.webp"), "utf8")).toBe("older");
  });
});
