// The content CLI under hostile input, where a fixture folder cannot hold the case: paths and symlinks out of
// content/, the images module's own refusals, a swap that fails halfway, files that cannot be read.
import fsSync from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { buildContent } from "../../scripts/cli/build.ts";
import type { Paths } from "../../scripts/cli/config.ts";
import { encodeImages, inside, probeImages, unsafeImageRef, type SourceImage } from "../../scripts/cli/images.ts";
import { writeOutput } from "../../scripts/lib/output.ts";
import { parseSvg, writeSvg } from "../../core/content/svg.ts";
import { ROOT } from "../../scripts/lib/root.ts";
import { edit, problemLines, scratchSite } from "./content-helpers.ts";

/** A scratch copy that builds with the repo's encoded pictures, as tests/unit/content-build.test.ts does. */
async function buildableSite() {
  const built = await scratchSite({ sharedCache: false });
  await fs.mkdir(path.join(ROOT, ".cache", "content"), { recursive: true });
  await fs.mkdir(path.dirname(built.cache), { recursive: true });
  await fs.symlink(path.join(ROOT, ".cache", "content"), built.cache);
  return built;
}

let site: Paths & { dispose(): Promise<void> };
let outside: string;
beforeEach(async () => {
  site = await scratchSite();
  outside = await fs.mkdtemp(path.join(os.tmpdir(), "outside-content-"));
});
afterEach(async () => {
  vi.restoreAllMocks();
  await site.dispose();
  await fs.rm(outside, { recursive: true, force: true });
});

const POST = "content/posts/what-is-unattended-retail.md";
/** The problems that make an SVG unsafe to publish, each with its line. */
const svgProblems = (text: string) => parseSvg(text).problems;

describe("pictures stay inside content/images", () => {
  it("refuses .., backslashes, encoded characters and absolute paths in a picture reference", () => {
    expect(unsafeImageRef("/images/../../../x/pic.svg")).toMatch(/must not contain \.\./);
    expect(unsafeImageRef("/images/a\\..\\b.svg")).toMatch(/must not contain \\/);
    expect(unsafeImageRef("/images/%2e%2e/b.svg")).toMatch(/must not contain %/);
    expect(unsafeImageRef("/etc/passwd")).toMatch(/must be \/images\//);
    expect(unsafeImageRef("/images/towns/westminster.svg")).toBeUndefined();
  });

  it("resolves a path only when it stays inside its folder", () => {
    expect(inside("/site/content/images", "logo.svg")).toBe("/site/content/images/logo.svg");
    expect(inside("/site/content/images", "../site.yaml")).toBeUndefined();
    expect(inside("/site/content/images", "/etc/passwd")).toBeUndefined();
    expect(inside("/site/content/images", "")).toBeUndefined();
  });

  it("does not read a picture outside content/images, whatever reaches the images module", async () => {
    await fs.writeFile(path.join(outside, "pic.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    const escape = `/images/${path.relative(path.join(site.content, "images"), path.join(outside, "pic.svg"))}`;
    const { table, missing } = await probeImages([escape], site);
    expect(table.size).toBe(0);
    expect(missing.get(escape)).toMatch(/^picture path \/images\/\.\.\/.* must not contain \.\./);
  });

  it("does not encode a picture from outside content/images even when handed one", async () => {
    const img = {
      ref: "/images/../../pic.svg",
      abs: path.join(outside, "pic.svg"),
      base: "/images/../../pic",
      hash: "x",
      format: "svg",
      sourceWidth: 10,
    } as SourceImage;
    await expect(encodeImages(new Map([[img.ref, img]]), site, () => {})).rejects.toThrow(/outside content\/images: refused/);
  });

  it("writes nothing outside the output folder", async () => {
    const out = path.join(outside, "out");
    await expect(writeOutput(out, new Map([["../escaped.json", { bytes: Buffer.from("{}") }]]))).rejects.toThrow(
      /refused to write \.\.\/escaped\.json: it is outside out\//,
    );
    expect(await fs.readdir(outside)).not.toContain("escaped.json");
  });

  it("refuses a picture that is a symlink to a file outside content/images", async () => {
    await fs.writeFile(path.join(outside, "secret.svg"), '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>');
    await fs.symlink(path.join(outside, "secret.svg"), path.join(site.content, "images", "linked.svg"));
    const line = await edit(site, POST, /\nimageUrl: .*/, "\nimageUrl: /images/linked.svg");
    expect(await problemLines(site)).toEqual([
      `${POST}:${line + 1}:11  picture /images/linked.svg is a link to a file outside content/images: copy the file into content/images instead`,
    ]);
  });

  it("refuses a content file that is a symlink to a file outside content/", async () => {
    const town = path.join(site.content, "towns", "westminster.yaml");
    await fs.copyFile(town, path.join(outside, "westminster.yaml"));
    await fs.rm(town);
    await fs.symlink(path.join(outside, "westminster.yaml"), town);
    expect((await problemLines(site)).filter((l) => l.startsWith("content/towns/"))).toEqual([
      "content/towns/westminster.yaml:1:1  content/towns/westminster.yaml is a link to a file outside content/: copy the file into content/ instead",
    ]);
  });
});

describe("SVG as untrusted input", () => {
  const svg = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">\n${inner}\n</svg>`;

  it("accepts drawing with references inside the picture", () => {
    expect(
      svgProblems(svg('<defs><clipPath id="c"><rect width="5" height="5"/></clipPath></defs><use href="#c"/><rect style="fill:url(#g)" clip-path="url(#c)"/>')),
    ).toEqual([]);
  });

  it("names each way an SVG could run code or load something, at its line", () => {
    const found = (inner: string) => svgProblems(svg(inner)).map((p) => `${p.line} ${p.message}`);
    expect(found("<script>alert(1)</script>")).toEqual(["2 contains a <script> element, which can run code or load other content: remove it"]);
    expect(found("<foreignObject><div/></foreignObject>")[0]).toBe("2 contains a <foreignObject> element, which can run code or load other content: remove it");
    expect(found('<rect\n  onload="x()"/>')).toEqual(['3 has an event handler onload="..." on <rect>, which runs code: remove the attribute']);
    expect(found('<a href="&#106;avascript:alert(1)"><text>x</text></a>')).toEqual(['2 has a script URL in href="javascript:alert(1)" on <a>: remove it']);
    expect(found('<image href="https://example.com/t.png"/>')[0]).toMatch(
      /^2 refers to another file or address \(href="https:\/\/example.com\/t.png" on <image>\)/,
    );
    expect(found('<rect style="fill:url(https://example.com/x)"/>')[0]).toMatch(/^2 refers to another file or address \(url\(https:/);
    expect(found("<style>@import url(https://example.com/x.css);</style>")[0]).toMatch(/^2 refers to another file or address \(@import in <style>\)/);
    expect(svgProblems(`<!DOCTYPE svg [<!ENTITY x "lol">]>\n${svg("<text>&x;</text>")}`).map((p) => `${p.line} ${p.message}`)[0]).toBe(
      '1 declares the entity x as "lol", not a namespace address: remove it from the DOCTYPE',
    );
    expect(found('<animate attributeName="href" to="javascript:alert(1)"/>')[0]).toMatch(/^2 (has a script URL|animates "href")/);
    expect(found('<set attributeName="xlink:href" to="#x"/>')[0]).toMatch(/^2 animates "xlink:href"/);
  });

  it("writes the published file from the parsed tree: no comments, metadata or unknown attributes", () => {
    const source = [
      '<?xml version="1.0"?>',
      "<!-- Generator: a drawing program -->",
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1" width="10" height="10" data-x="y">',
      '<metadata><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"/></metadata>',
      '<rect width="5" height="5" fill="#0E3B5C" title="a &amp; b"/>',
      "</svg>",
    ].join("\n");
    expect(writeSvg(source)).toBe(
      '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10">\n<metadata/>\n<rect width="5" height="5" fill="#0E3B5C"/>\n</svg>\n',
    );
    expect(() => writeSvg(svg("<script>alert(1)</script>"))).toThrow(/refused: line 2 contains a <script> element/);
  });
});

describe("a build that cannot swap its output", () => {
  it("puts the previous output back and says what to do", async () => {
    const out = path.join(outside, "dist-content");
    await writeOutput(out, new Map([["site.json", { bytes: Buffer.from("previous") }]]));
    const rename = fs.rename;
    vi.spyOn(fs, "rename").mockImplementation(async (from, to) => {
      if (String(from).endsWith(".next")) throw Object.assign(new Error("permission denied"), { code: "EACCES" });
      return rename(from, to);
    });
    await expect(writeOutput(out, new Map([["site.json", { bytes: Buffer.from("next") }]]))).rejects.toThrow(
      /could not put the new output in place \(EACCES\); the previous dist-content\/ is back\. .*sudo chown -R \$USER dist-content/,
    );
    vi.restoreAllMocks();
    expect(await fs.readFile(path.join(out, "site.json"), "utf8")).toBe("previous");
    expect(await fs.readdir(outside)).toEqual(["dist-content"]);
  });

  it("recovers the output a build left in dist-content.old/ by itself", async () => {
    await site.dispose();
    site = await buildableSite();
    const first = await buildContent(site, { quiet: true });
    expect(first.problems?.errors).toEqual([]);
    await fs.rename(site.out, `${site.out}.old`);
    const again = await buildContent(site, { quiet: true });
    expect(again.upToDate).toBe(true);
    expect(again.summary?.note).toBe("dist-content/ was restored from dist-content.old/, left by a build that stopped halfway");
    expect(await fs.stat(`${site.out}.old`).catch(() => undefined)).toBeUndefined();
  }, 180_000);

  it("moves a leftover dist-content.old/ it cannot delete out of the way", async () => {
    const out = path.join(outside, "dist-content");
    await writeOutput(out, new Map([["site.json", { bytes: Buffer.from("1") }]]));
    await fs.mkdir(`${out}.old`);
    const rm = fs.rm;
    vi.spyOn(fs, "rm").mockImplementation(async (p, opts) => {
      if (String(p) === `${out}.old`) throw Object.assign(new Error("permission denied"), { code: "EACCES" });
      return rm(p, opts);
    });
    const summary = await writeOutput(out, new Map([["site.json", { bytes: Buffer.from("2") }]]));
    expect(summary.note).toMatch(
      /^dist-content\.old\/ could not be removed \(EACCES, files of another user\?\): moved it to dist-content\.old-\d+\/; delete that with sudo rm -rf dist-content\.old-\d+$/,
    );
    expect(await fs.readFile(path.join(out, "site.json"), "utf8")).toBe("2");
  });
});

describe("validate and build agree", () => {
  it("does not call the build up to date after a folder named like a town appears", async () => {
    await site.dispose();
    site = await buildableSite();
    expect((await buildContent(site, { quiet: true })).problems?.errors).toEqual([]);
    await fs.mkdir(path.join(site.content, "towns", "x.yaml"));
    const result = await buildContent(site, { quiet: true });
    expect(result.upToDate).toBe(false);
    expect(result.problems?.errors.map((p) => p.message)).toEqual([
      "content/towns/x.yaml is a folder, not a file: move what is inside it out and remove the folder",
    ]);
  }, 180_000);

  it("reports a file that cannot be read at that file, with the other files' problems", async () => {
    const readFileSync = fsSync.readFileSync;
    vi.spyOn(fsSync, "readFileSync").mockImplementation(((p: any, opts?: any) => {
      if (String(p).endsWith("westminster.yaml")) throw Object.assign(new Error("permission denied"), { code: "EACCES" });
      return readFileSync(p, opts);
    }) as typeof readFileSync);
    const line = await edit(site, POST, /\n\n/, "\n\nSee [our towns](/service-area/frederick).\n\n");
    expect(await problemLines(site)).toEqual([
      `${POST}:${line + 2}:5  link /service-area/frederick leads to no page of this site`,
      "content/towns/westminster.yaml:1:1  content/towns/westminster.yaml cannot be read (permission denied): give your user read access, e.g. chmod u+r content/towns/westminster.yaml",
    ]);
  });

  it("reports a folder that cannot be read at that folder", async () => {
    const readdir = fs.readdir;
    vi.spyOn(fs, "readdir").mockImplementation((async (p: any, opts?: any) => {
      if (String(p).endsWith(`${path.sep}towns`)) throw Object.assign(new Error("permission denied"), { code: "EACCES" });
      return readdir(p, opts);
    }) as typeof fs.readdir);
    const lines = await problemLines(site);
    expect(lines).toContain(
      "content/towns:1:1  the folder content/towns/ cannot be read (permission denied): give your user access, e.g. chmod u+rx content/towns",
    );
    expect(lines.every((l) => l.startsWith("content/towns:") || / {2}link \/service-area\/[a-z-]+ leads to no page of this site$/.test(l))).toBe(true);
  });
});

describe("a phone's photo", () => {
  it("is published upright, as its EXIF orientation shows it, with no metadata left", async () => {
    const site = await scratchSite();
    try {
      // Stored landscape (1600 × 1200) with orientation 6: a phone held upright, shown 1200 × 1600. The top
      // rows as stored are red; shown upright, red is the right-hand side.
      const pixels = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: "#2a6" } })
        .composite([{ input: { create: { width: 1600, height: 100, channels: 3, background: "#e00" } }, top: 0, left: 0 }])
        .jpeg()
        .withMetadata({ orientation: 6, exif: { IFD0: { Make: "Phone", Model: "Test" } } })
        .toBuffer();
      await fs.writeFile(path.join(site.content, "images", "phone-photo.jpg"), pixels);
      const { table, missing } = await probeImages(["/images/phone-photo.jpg"], site);
      expect(missing).toEqual(new Map());
      const img = table.get("/images/phone-photo.jpg")!;
      expect([img.width, img.height]).toEqual([1200, 1600]);
      const { files } = await encodeImages(table, site, () => {});
      const large = sharp(await fs.readFile(files.get("images/phone-photo_large.webp")!));
      const meta = await large.metadata();
      expect([meta.width, meta.height, meta.orientation, meta.exif]).toEqual([1200, 1600, undefined, undefined]);
      // The right-hand edge is the red one.
      const { data } = await large.clone().extract({ left: 1150, top: 800, width: 10, height: 1 }).raw().toBuffer({ resolveWithObject: true });
      expect(data[0]).toBeGreaterThan(180);
      expect(data[1]).toBeLessThan(80);
    } finally {
      await site.dispose();
    }
  });
});
