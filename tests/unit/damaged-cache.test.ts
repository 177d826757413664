// A damaged content cache (.cache/content): a file cut short by a full disk or an interrupted save, restored so
// by the host, is dropped with one line and made again; it never fails `content validate` or a build, and what
// is published is never the cache's own file.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { buildContent } from "../../scripts/cli/build.ts";
import { defaultPaths, type Paths } from "../../scripts/cli/config.ts";
import { encodeImages, probeImages } from "../../scripts/cli/images.ts";
import { checkContent } from "../../scripts/cli/pipeline.ts";
import { previewBundleFresh } from "../../scripts/admin/preview-out.ts";
import { BUNDLE_RECORD } from "../../scripts/lib/cache-check.mjs";
import { writeOutput } from "../../scripts/lib/output.ts";
import { shareImages } from "../../scripts/postbuild/share-images.ts";
import { ROOT } from "../../scripts/lib/root.ts";

const run = promisify(execFile);

/** `content <args>` on a copy of the content, as an editor or the build runs it: exit code and everything it printed. */
async function cli(root: string, args: string[]) {
  try {
    const { stdout, stderr } = await run("node", [path.join(ROOT, "scripts/content.mjs"), ...args], {
      env: { ...process.env, CONTENT_ROOT: root, CI: "true", GITHUB_ACTIONS: "" },
    });
    return { code: 0, out: stdout + stderr };
  } catch (err) {
    const { code, stdout, stderr } = err as { code: number; stdout: string; stderr: string };
    return { code, out: stdout + stderr };
  }
}

let tmp: string;
beforeAll(async () => {
  tmp = await fs.mkdtemp(path.join(os.tmpdir(), "damaged-cache-"));
});
afterAll(() => fs.rm(tmp, { recursive: true, force: true }));
afterEach(() => vi.restoreAllMocks());

/** A copy of the shipped content and schemas with a cache of its own. */
async function site(name: string): Promise<Paths> {
  const paths = defaultPaths(path.join(tmp, name));
  await fs.cp(path.join(ROOT, "content"), paths.content, { recursive: true });
  await fs.cp(path.join(ROOT, "schemas"), paths.schemas, { recursive: true });
  await fs.mkdir(paths.cache, { recursive: true });
  return paths;
}

describe("a damaged content cache", () => {
  it("lets validate pass when image-sizes.json is cut short or link-scans.json is a list, saying so, and writes them whole again", async () => {
    const paths = await site("sizes");
    // The cache as a check of this content makes it (in this process: the command's own run is the one below).
    expect((await checkContent(paths)).problems.errors).toEqual([]);
    const whole = await fs.readFile(path.join(paths.cache, "image-sizes.json"), "utf8");
    await fs.writeFile(path.join(paths.cache, "image-sizes.json"), whole.slice(0, 40));
    // The link check's cache of another shape altogether: a list, not an object of entries.
    await fs.writeFile(path.join(paths.cache, "link-scans.json"), "[1, 2]");
    const { code, out } = await cli(paths.root, ["validate"]);
    expect(code).toBe(0);
    expect(out).toContain("content cache: .cache/content/link-scans.json is not an object of entries: dropped, made again");
    expect(out).toContain("content cache: .cache/content/image-sizes.json is not whole JSON");
    expect(out).toContain("dropped, made again");
    expect(JSON.parse(await fs.readFile(path.join(paths.cache, "image-sizes.json"), "utf8"))).toEqual(JSON.parse(whole));
    expect(Array.isArray(JSON.parse(await fs.readFile(path.join(paths.cache, "link-scans.json"), "utf8")))).toBe(false);
  }, 120_000);

  it("lets the content build finish when markdown.json is cut short, and when the output's record is garbled", async () => {
    const paths = await site("markdown");
    // The cache and output as a build of this content makes them (in this process: the command's own run is the one below).
    expect((await buildContent(paths, { quiet: true, picturesApart: true })).problems?.errors).toEqual([]);
    const post = JSON.parse(await fs.readFile(path.join(paths.out, "posts", "index.json"), "utf8"))[0].slug;
    const before = await fs.readFile(path.join(paths.out, "posts", `${post}.json`), "utf8");
    await fs.writeFile(path.join(paths.cache, "markdown.json"), '{"trunc');
    await fs.writeFile(path.join(paths.out, ".fingerprint.json"), '{"hash": "x", "files": null}');
    const { code, out } = await cli(paths.root, ["build", "--pictures-apart"]);
    expect(code).toBe(0);
    expect(out).toContain("content cache: .cache/content/markdown.json is not whole JSON");
    expect(await fs.readFile(path.join(paths.out, "posts", `${post}.json`), "utf8")).toBe(before);
    expect(Object.keys(JSON.parse(await fs.readFile(path.join(paths.cache, "markdown.json"), "utf8"))).length).toBeGreaterThan(0);
  }, 120_000);

  it("encodes again a variant cut short in the cache, and only that one", async () => {
    const paths = defaultPaths(path.join(tmp, "variant"));
    await fs.mkdir(path.join(paths.content, "images"), { recursive: true });
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="#1f7a8c"/></svg>`;
    await fs.writeFile(path.join(paths.content, "images", "scene.svg"), svg);
    const { table } = await probeImages(["/images/scene.svg"], paths);
    const first = await encodeImages(table, paths);
    expect(first.encoded).toBe(1);
    const large = first.files.get("images/scene_large.webp")!;
    const bytes = await fs.readFile(large);
    await fs.writeFile(large, bytes.subarray(0, bytes.length - 100));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const again = await encodeImages(table, paths);
    expect(again.encoded).toBe(1);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/_large\.webp is not a whole WebP: dropped, made again$/));
    expect((await sharp(large).metadata()).width).toBe(1200);
    await sharp(large).raw().toBuffer();
    // Whole now: the next run uses it as it is.
    expect((await encodeImages(table, paths)).encoded).toBe(0);
  });

  it("builds the editor's preview bundle again when a file of it is cut short", async () => {
    const folder = path.join(tmp, "admin-preview", "0123456789abcdef");
    await fs.mkdir(folder, { recursive: true });
    await fs.writeFile(path.join(folder, "app.js"), "the whole script");
    await fs.writeFile(path.join(folder, BUNDLE_RECORD), JSON.stringify({ "app.js": 16 }));
    expect(await previewBundleFresh(folder)).toBe(true);
    await fs.writeFile(path.join(folder, "app.js"), "the whole");
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect(await previewBundleFresh(folder)).toBe(false);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("has app.js cut short or changed: dropped, made again"));
    await expect(fs.stat(folder)).rejects.toThrow();
  });

  it("publishes copies of cached files: a cache file changed in place changes nothing served", async () => {
    const cached = path.join(tmp, "copy-cache", "a_large.webp");
    await fs.mkdir(path.dirname(cached), { recursive: true });
    await fs.writeFile(cached, "the picture as encoded");
    const out = path.join(tmp, "copy-out");
    await writeOutput(out, new Map([["images/a_large.webp", { from: cached }]]));
    await fs.truncate(cached, 3);
    expect(await fs.readFile(path.join(out, "images", "a_large.webp"), "utf8")).toBe("the picture as encoded");
    // The next build, with the cache file whole again, still publishes a file of its own.
    await fs.writeFile(cached, "the picture as encoded");
    await writeOutput(out, new Map([["images/a_large.webp", { from: cached }]]));
    expect((await fs.stat(path.join(out, "images", "a_large.webp"))).nlink).toBe(1);
  });

  it("cuts a share picture again when the kept one is cut short", async () => {
    const large = path.join(tmp, "share-source", "scene_large.webp");
    await fs.mkdir(path.dirname(large), { recursive: true });
    await sharp({ create: { width: 1200, height: 675, channels: 3, background: "#1f7a8c" } })
      .webp()
      .toFile(large);
    const opts = { origin: "https://example.com", largest: () => large, cacheDir: path.join(tmp, "share-cache") };
    const url = "https://example.com/share/blog-scene.jpg";
    const kept = (await shareImages([url], opts)).get("share/blog-scene.jpg")!;
    const whole = await fs.readFile(kept);
    await fs.writeFile(kept, whole.subarray(0, 500));
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    expect((await shareImages([url], opts)).get("share/blog-scene.jpg")).toBe(kept);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/blog-scene-[0-9a-f]{16}\.jpg is not a whole JPEG: dropped, made again$/));
    expect(await fs.readFile(kept)).toEqual(whole);
  });
});
