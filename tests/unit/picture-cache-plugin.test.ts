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
/** A whole WebP file as the checks read it (a RIFF container of its own length), holding `label`. */
const webp = (label: string) => {
  const body = Buffer.concat([Buffer.from("WEBPVP8 "), Buffer.from(label.padEnd(12, "."))]);
  const head = Buffer.alloc(8);
  head.write("RIFF", 0, "latin1");
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
};
/** A whole JPEG file as the checks read it: its start and end markers around `label`. */
const jpeg = (label: string) => Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.from(label), Buffer.from([0xff, 0xd9])]);

/** What `npm run build` leaves: the cache it encoded into, and the fingerprint naming the files its output used. */
async function build(dir: string, cache: Record<string, string | Buffer>, used: string[]) {
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
    await build(first.dir, { "0a1b_large.webp": webp("webp bytes"), "markdown.json": "{}" }, ["0a1b_large.webp"]);
    await onPostBuild(first.netlify);

    const second = await deploy("deploy-2");
    await onPreBuild(second.netlify);
    expect((await fs.readdir(path.join(second.dir, PICTURE_CACHE))).sort()).toEqual(["0a1b_large.webp", "markdown.json"]);
    expect(await fs.readFile(path.join(second.dir, PICTURE_CACHE, "0a1b_large.webp"))).toEqual(webp("webp bytes"));
  });

  it("leaves out the variants of a picture no page uses any more", async () => {
    const first = await deploy("deploy-1");
    await build(first.dir, { "old1_small.webp": webp("replaced picture"), "new2_small.webp": webp("its new bytes") }, ["new2_small.webp"]);
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
    await fs.writeFile(path.join(path.dirname(path.join(first.dir, bundle)), ".files.json"), JSON.stringify({ "app.js": 20 }));
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
    await fs.writeFile(path.join(share, "blog-post-a-0123456789abcdef.jpg"), jpeg("current"));
    await fs.writeFile(path.join(share, "blog-post-a-fedcba9876543210.jpg"), jpeg("its picture before it was replaced"));
    await fs.writeFile(path.join(share, "blog-removed-post-0123456789abcdef.jpg"), jpeg("a page that is gone"));
    await fs.mkdir(path.join(first.dir, "build", "client", "share"), { recursive: true });
    await fs.writeFile(path.join(first.dir, "build", "client", "share", "blog-post-a.jpg"), jpeg("current"));
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

  it("drops what it restores cut short or garbled, with a line for each, and keeps the rest", async () => {
    const whole = webp("a whole variant");
    await fs.mkdir(path.join(store, PICTURE_CACHE, "share"), { recursive: true });
    await fs.writeFile(path.join(store, PICTURE_CACHE, "good_large.webp"), whole);
    await fs.writeFile(path.join(store, PICTURE_CACHE, "cut_large.webp"), whole.subarray(0, whole.length - 5));
    await fs.writeFile(path.join(store, PICTURE_CACHE, "image-sizes.json"), '{"trunc');
    await fs.writeFile(path.join(store, PICTURE_CACHE, "markdown.json"), "{}");
    await fs.writeFile(path.join(store, PICTURE_CACHE, "share", "blog-a-0123456789abcdef.jpg"), jpeg("cut").subarray(0, 4));
    const log = vi.mocked(console.log);
    const { dir, netlify } = await deploy("deploy-1");
    await onPreBuild(netlify);
    expect((await fs.readdir(path.join(dir, PICTURE_CACHE))).sort()).toEqual(["good_large.webp", "markdown.json", "share"]);
    expect(await fs.readdir(path.join(dir, PICTURE_CACHE, "share"))).toEqual([]);
    const lines = log.mock.calls.map((c) => String(c[0]));
    expect(lines).toContain(`picture cache: content cache: ${PICTURE_CACHE}/cut_large.webp is not a whole WebP: dropped, made again`);
    expect(lines).toContain(`picture cache: content cache: ${PICTURE_CACHE}/image-sizes.json is not whole JSON: dropped, made again`);
    expect(lines.filter((l) => l.includes("dropped"))).toHaveLength(3);
  });

  it("saves the cache after a good build whose record is malformed, keeping every picture", async () => {
    for (const record of ["{not json", "null", '{"pictures": "all"}']) {
      const { dir, netlify } = await deploy(`deploy-${record.length}`);
      await build(dir, { "a_small.webp": webp("a"), "b_small.webp": webp("b") }, []);
      await fs.writeFile(path.join(dir, FINGERPRINT), record);
      await onPostBuild(netlify);
      expect((await fs.readdir(path.join(store, PICTURE_CACHE))).sort()).toEqual(["a_small.webp", "b_small.webp"]);
      expect(vi.mocked(console.log)).toHaveBeenLastCalledWith(`picture cache: ${PICTURE_CACHE} saved for the next deploy`);
    }
  });

  it("saves nothing, and says so, when the cache is a file instead of a folder", async () => {
    await fs.mkdir(path.join(store, PICTURE_CACHE), { recursive: true });
    await fs.writeFile(path.join(store, PICTURE_CACHE, "kept_small.webp"), webp("older"));
    const { dir, netlify } = await deploy("deploy-1");
    await fs.mkdir(path.join(dir, ".cache"), { recursive: true });
    await fs.writeFile(path.join(dir, PICTURE_CACHE), "a file where the folder should be");
    await onPostBuild(netlify);
    expect(vi.mocked(console.log)).toHaveBeenLastCalledWith(`picture cache: ${PICTURE_CACHE} is not a folder: removed, nothing saved`);
    expect(await fs.readFile(path.join(store, PICTURE_CACHE, "kept_small.webp"))).toEqual(webp("older"));
  });

  it("drops a restored preview bundle that is not as it was built", async () => {
    const bundle = path.join(store, PICTURE_CACHE, "admin-preview", "0123456789abcdef");
    await fs.mkdir(bundle, { recursive: true });
    await fs.writeFile(path.join(bundle, "app.js"), "the previews' scri");
    await fs.writeFile(path.join(bundle, ".files.json"), JSON.stringify({ "app.js": 20 }));
    const { dir, netlify } = await deploy("deploy-1");
    await onPreBuild(netlify);
    expect(await fs.readdir(path.join(dir, PICTURE_CACHE, "admin-preview"))).toEqual([]);
  });
});
