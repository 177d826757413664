import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import sharp from "sharp";
import YAML from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildContent } from "../../scripts/cli/build.ts";
import type { Paths } from "../../scripts/cli/config.ts";
import { ROOT } from "../../scripts/lib/root.ts";
import { loadMarkdown } from "../../core/content/loaders/markdown.ts";
import { POOL_MIN_DOCUMENTS } from "../../scripts/cli/markdown.ts";
import { renderMarkdown } from "../../core/content/markdown-processor.ts";
import { listFiles } from "../../scripts/lib/output.ts";
import { checkContent } from "../../scripts/cli/pipeline.ts";
import { edit, scratchSite } from "./content-helpers.ts";

const run = promisify(execFile);

/** Runs the real CLI, as an editor types it, against a scratch copy of the content. */
async function cli(root: string, args: string[], env: Record<string, string> = {}) {
  try {
    const { stdout } = await run("node", [path.join(ROOT, "scripts/content.mjs"), ...args], {
      env: { ...process.env, CONTENT_ROOT: root, CI: "true", GITHUB_ACTIONS: "", ...env },
    });
    return { code: 0, stdout };
  } catch (err: any) {
    return { code: err.code as number, stdout: err.stdout as string };
  }
}

async function snapshot(dir: string): Promise<Map<string, { bytes: Buffer; mtimeMs: number }>> {
  const out = new Map();
  for (const rel of await listFiles(dir)) {
    const abs = path.join(dir, rel);
    out.set(rel, { bytes: await fs.readFile(abs), mtimeMs: (await fs.stat(abs)).mtimeMs });
  }
  return out;
}

let site: Paths & { dispose(): Promise<void> };
beforeAll(async () => {
  site = await scratchSite({ sharedCache: false });
  // Share the repo's image cache so this test encodes only what the repo's own build has not.
  await fs.mkdir(path.dirname(site.cache), { recursive: true });
  await fs.symlink(path.join(ROOT, ".cache", "content"), site.cache).catch(() => undefined);
  await fs.mkdir(path.join(ROOT, ".cache", "content"), { recursive: true });
});
afterAll(async () => {
  await site.dispose();
});

describe("content build", () => {
  it("writes every record, the route list and three webp variants of each picture at 480, 800 and 1200 px", async () => {
    const result = await buildContent(site, { quiet: true });
    expect(result.problems?.errors).toEqual([]);
    const files = await listFiles(site.out);
    expect(files).toContain("site.json");
    expect(files).toContain("industries/office-buildings.json");
    expect(files).toContain("towns/westminster.json");
    expect(files).toContain("public/search-index.json");
    const routes: string[] = JSON.parse(await fs.readFile(path.join(site.out, "routes.json"), "utf8"));
    expect(routes).toContain("/service-area/owings-mills");
    expect(routes).toContain("/blog/what-is-unattended-retail");

    const variants = files.filter((f) => f.endsWith(".webp"));
    expect(variants.length).toBe(result.imageCount * 3);
    for (const [suffix, width] of [
      ["small", 480],
      ["medium", 800],
      ["large", 1200],
    ] as const) {
      for (const file of variants.filter((f) => f.endsWith(`_${suffix}.webp`))) {
        const meta = await sharp(path.join(site.out, file)).metadata();
        expect(meta.format, file).toBe("webp");
        expect(meta.width, file).toBe(width);
      }
    }
    // What a deploy keeps of the picture cache (netlify/plugins/picture-cache): the cached file of each variant.
    const { pictures } = JSON.parse(await fs.readFile(path.join(site.out, ".fingerprint.json"), "utf8"));
    const bytes = async (file: string) => (await fs.readFile(file)).toString("base64");
    const kept = new Set(await Promise.all(pictures.map((name: string) => bytes(path.join(site.cache, name)))));
    for (const file of variants) expect(kept.has(await bytes(path.join(site.out, file))), file).toBe(true);
  });

  it("writes nothing the second time and encodes no picture again", async () => {
    const before = await snapshot(site.out);
    const result = await buildContent(site, { quiet: true });
    expect(result.encoded).toBe(0);
    expect(result.summary?.written).toBe(0);
    const after = await snapshot(site.out);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [rel, file] of after) {
      expect(file.bytes.equals(before.get(rel)!.bytes), rel).toBe(true);
      expect(file.mtimeMs, `${rel} was rewritten`).toBe(before.get(rel)!.mtimeMs);
    }
  });

  it("rewrites only the record that changed", async () => {
    const file = path.join(site.content, "towns/taneytown.yaml");
    const doc = YAML.parseDocument(await fs.readFile(file, "utf8"));
    doc.set("hyperlocalIntro", `Freshly edited. ${doc.get("hyperlocalIntro")}`);
    await fs.writeFile(file, doc.toString());
    const result = await buildContent(site, { quiet: true });
    expect(result.upToDate).toBe(false);
    expect(result.summary?.written).toBeGreaterThanOrEqual(1);
    // The pictures did not change: every variant comes from the cache.
    expect(result.encoded).toBe(0);
    expect(result.reused).toBe(result.imageCount);
    const town = JSON.parse(await fs.readFile(path.join(site.out, "towns/taneytown.json"), "utf8"));
    expect(town.hyperlocalIntro).toMatch(/^Freshly edited\. /);
  });

  it("leaves dist-content/ byte for byte as it was when the content has an error, and exits 1", async () => {
    const before = await snapshot(site.out);
    await edit(site, "content/towns/westminster.yaml", /["']21157["']/, '"2115"');
    const { code, stdout } = await cli(site.root, ["build"]);
    expect(code).toBe(1);
    expect(stdout).toMatch(/content\/towns\/westminster\.yaml:\d+:\d+ {2}zipCodes\/0 must be 5 digits/);
    expect(stdout).toContain("dist-content/ was left as it was.");
    const after = await snapshot(site.out);
    expect([...after.keys()]).toEqual([...before.keys()]);
    for (const [rel, file] of after) expect(file.bytes.equals(before.get(rel)!.bytes), rel).toBe(true);
    await edit(site, "content/towns/westminster.yaml", /"2115"/, '"21157"');
  });
});

describe("the content CLI as editors use it", () => {
  it("validate exits 0 and says so on good content", async () => {
    const { code, stdout } = await cli(site.root, ["validate"]);
    expect(code).toBe(0);
    expect(stdout).toMatch(/✔ \d+ files checked, no errors/);
  });

  it("validate lists every problem in one run, then a summary, and exits 1", async () => {
    await edit(site, "content/towns/hampstead.yaml", /county: .*/, "county: Harford County");
    await edit(site, "content/towns/manchester.yaml", /\nzipCodes:/, "\nzipcodes:");
    const { code, stdout } = await cli(site.root, ["validate"]);
    expect(code).toBe(1);
    const lines = stdout.trim().split("\n");
    expect(lines.filter((l) => /^content\/towns\/hampstead\.yaml:\d+:\d+ {2}county must be one of/.test(l))).toHaveLength(1);
    expect(
      lines.filter((l) => /^content\/towns\/manchester\.yaml:\d+:1 {2}the file has an unknown field "zipcodes" \(did you mean "zipCodes"\?\)$/.test(l)),
    ).toHaveLength(1);
    expect(lines.at(-1)).toMatch(/^✖ 3 errors in 2 files \(\d+ files checked\)$/);
  });

  it("prints GitHub annotations when GITHUB_ACTIONS is true", async () => {
    const { stdout } = await cli(site.root, ["validate"], { GITHUB_ACTIONS: "true" });
    expect(stdout).toMatch(/^::error file=content\/towns\/hampstead\.yaml,line=\d+,col=\d+::county must be one of/m);
  });

  it("has help for each command", async () => {
    for (const command of ["validate", "build", "types"]) {
      const { code, stdout } = await cli(site.root, [command, "--help"]);
      expect(code).toBe(0);
      expect(stdout).toMatch(new RegExp(`Usage: content ${command}`));
    }
  });
});

describe("a content build with many posts", () => {
  it("checks their links and renders them on the CLI's worker threads, each the same as the same markdown rendered alone", async () => {
    const many = await scratchSite({ sharedCache: false });
    try {
      // The repo's encoded pictures, not its rendered markdown: every post below is rendered here.
      const cache = path.join(ROOT, ".cache", "content");
      await fs.mkdir(many.cache, { recursive: true });
      for (const name of await fs.readdir(cache))
        if (name.endsWith(".webp") || name === "image-sizes.json") await fs.symlink(path.join(cache, name), path.join(many.cache, name));
      const postsDir = path.join(many.content, "posts");
      const shipped = (await fs.readdir(postsDir)).filter((n) => n.endsWith(".md")).sort();
      const copies = POOL_MIN_DOCUMENTS + 10;
      for (let i = 0; i < copies; i++) {
        const name = shipped[i % shipped.length].replace(/\.md$/, "");
        const text = await fs.readFile(path.join(postsDir, `${name}.md`), "utf8");
        // A sentence of its own, so that no two posts are the same text.
        await fs.writeFile(path.join(postsDir, `copy-${i}-${name}.md`), `${text.replace(/^slug: .*$/m, `slug: copy-${i}-${name}`)}\nCopy number ${i}.\n`);
      }

      // The last copy links to a page the site does not have: its link is checked on a worker thread, with the
      // others, and named at its file and line.
      const last = path.join(postsDir, `copy-${copies - 1}-${shipped[(copies - 1) % shipped.length].replace(/\.md$/, "")}.md`);
      const good = await fs.readFile(last, "utf8");
      await fs.writeFile(last, `${good}\nSee [our price list](/price-list).\n`);
      const refused = await cli(many.root, ["build"]);
      const line = `${good}\nSee`.split("\n").length;
      expect(refused.code, refused.stdout).toBe(1);
      expect(refused.stdout).toContain(`content/posts/${path.basename(last)}:${line}:5  link /price-list leads to no page of this site`);
      await fs.writeFile(last, good);

      // The scans kept by the refused build forgotten: each post is scanned on a worker again, and rendered there
      // from the trees its scan made.
      await fs.rm(path.join(many.cache, "link-scans.json"));
      const { code, stdout } = await cli(many.root, ["build"]);
      expect(code, stdout).toBe(0);
      // The same content checked once: its picture table is what each post below is rendered with.
      const { images } = await checkContent(many);
      for (const i of [0, copies - 1]) {
        const name = shipped[i % shipped.length].replace(/\.md$/, "");
        const built = JSON.parse(await fs.readFile(path.join(many.out, "posts", `copy-${i}-${name}.json`), "utf8"));
        const { body } = loadMarkdown(await fs.readFile(path.join(postsDir, `copy-${i}-${name}.md`), "utf8"));
        expect(built.html).toContain(`<p>Copy number ${i}.</p>`);
        expect(built.html).toBe((await renderMarkdown(body, images)).html);
      }
    } finally {
      await many.dispose();
    }
  }, 60_000);
});
