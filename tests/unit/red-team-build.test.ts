// The red-team cases `content validate` accepts, published whole by `npm run build` on a copy of the repo:
// a post with a title full of XML's and URLs' special characters and an emoji, nesting close to each limit,
// a wide table, a phone's portrait photo stored on its side (EXIF orientation 6), an SVG that embeds a
// small picture and a picture name with digits and an underscore. The feed and the sitemap are well-formed
// XML, the page shows every picture it names, and the photo is published upright.
import { execFile } from "node:child_process";
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { SaxesParser } from "saxes";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MARKDOWN_LIMITS } from "../../core/content/limits.ts";
import { repoCopy } from "./repo-copy.ts";

const exec = promisify(execFile);
const SLUG = "red-team-accepted";
const TITLE = `Snacks & "Drinks" <24/7> at Tom's 🍫 Breakroom`;
const DEPTH = MARKDOWN_LIMITS.nesting - 2;

let dir = "";
let build: { code: number; out: string };
const client = (rel: string) => path.join(dir, "build", "client", rel);

const post = `---
title: ${JSON.stringify(TITLE)}
slug: ${SLUG}
date: "October 23, 2025"
summary: "Chips & salsa <fresh> at \\"the\\" office: 🥤 drinks too."
imageUrl: /images/red-team-portrait.jpg
imageAlt: "A smart cooler photographed upright on a phone"
metaTitle: "Snacks and Drinks at the Breakroom"
metaDescription: "What we learned setting up a micro market for an office in Westminster, Maryland, from planning to the first restock."
---

The cooler, as the phone took it:

![A smart cooler photographed upright on a phone](/images/red-team-portrait.jpg)

A drawing with a small picture inside it:

![A drawing of a snack wall with a photo inset](/images/red-team-embedded.svg)

![A second photo of the breakroom](/images/red-team_photo-2.png)

${">".repeat(DEPTH)} A quote inside ${DEPTH} quotes.

${Array.from({ length: DEPTH }, (_, i) => `${"  ".repeat(i)}- step ${i + 1}`).join("\n")}

${"<div>".repeat(DEPTH)}Boxes inside boxes.${"</div>".repeat(DEPTH)}

| ${Array.from({ length: 10 }, (_, i) => `Column ${i + 1}`).join(" | ")} |
| ${Array(10).fill("---").join(" | ")} |
${Array.from({ length: 30 }, (_, r) => `| ${Array.from({ length: 10 }, (_, c) => `${r}.${c}`).join(" | ")} |`).join("\n")}
`;

beforeAll(async () => {
  dir = await repoCopy("red-team-build-");
  const images = path.join(dir, "content", "images");
  // A portrait photo, red at its top, as a phone stores it: turned on its side, with EXIF orientation 6
  // ("turn 90° clockwise to show").
  const upright = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#1d4e89" } })
    .composite([{ input: { create: { width: 1200, height: 400, channels: 3, background: "#d62828" } }, top: 0, left: 0 }])
    .png()
    .toBuffer();
  await sharp(upright)
    .rotate(-90)
    // A description of its own each run: new bytes, so the picture cache cannot answer with earlier variants.
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "Phone", ImageDescription: randomUUID() } } })
    .jpeg()
    .toFile(path.join(images, "red-team-portrait.jpg"));
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#f2a541" } })
    .png()
    .toFile(path.join(images, "red-team_photo-2.png"));
  const inset = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();
  await fs.writeFile(
    path.join(images, "red-team-embedded.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#264653"/><image x="100" y="100" width="600" height="400" href="data:image/png;base64,${inset.toString("base64")}"/></svg>\n`,
  );
  await fs.writeFile(path.join(dir, "content", "posts", `${SLUG}.md`), post);
  build = await exec("npm", ["run", "--silent", "build"], {
    cwd: dir,
    env: { ...process.env, FORCE_COLOR: "0", CI: "true" },
    maxBuffer: 64 * 1024 * 1024,
  }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (err) => ({ code: err.code as number, out: `${err.stdout}${err.stderr}` }),
  );
}, 300_000);

afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

/** The document's text parsed by an XML 1.0 parser: throws on anything ill-formed. */
function parseXml(xml: string): { texts: string[] } {
  const texts: string[] = [];
  const parser = new SaxesParser();
  parser.on("error", (err) => {
    throw err;
  });
  parser.on("text", (t) => texts.push(t));
  parser.write(xml).close();
  return { texts };
}

describe("what validate accepts, the build publishes whole", () => {
  it("builds the site", () => {
    expect(build.code, build.out).toBe(0);
  });

  it("writes a well-formed feed and sitemap that carry the post's title and address as written", async () => {
    const feed = parseXml(await fs.readFile(client("rss.xml"), "utf8"));
    expect(feed.texts).toContain(TITLE);
    const sitemap = parseXml(await fs.readFile(client("sitemap.xml"), "utf8"));
    expect(sitemap.texts.some((t) => t.endsWith(`/blog/${SLUG}`))).toBe(true);
  });

  it("shows every picture the post names, each one published", async () => {
    const html = await fs.readFile(client(`blog/${SLUG}.html`), "utf8");
    for (const name of ["red-team-portrait", "red-team-embedded", "red-team_photo-2"]) expect(html).toContain(`/images/${name}_medium.webp`);
    const urls = [...html.matchAll(/\/images\/[^"\s,]+\.webp/g)].map((m) => m[0]);
    expect(urls.length).toBeGreaterThan(6);
    for (const url of new Set(urls)) await expect(fs.stat(client(url.slice(1))), url).resolves.toBeTruthy();
  });

  it("publishes the phone's portrait photo upright, red at the top, with no EXIF", async () => {
    const file = client("images/red-team-portrait_large.webp");
    const meta = await sharp(file).metadata();
    expect([meta.width, meta.height]).toEqual([1200, 1600]);
    expect(meta.exif).toBeUndefined();
    const top = await sharp(file).extract({ left: 500, top: 50, width: 1, height: 1 }).raw().toBuffer();
    const bottom = await sharp(file).extract({ left: 500, top: 1500, width: 1, height: 1 }).raw().toBuffer();
    expect(top[0]).toBeGreaterThan(180); // red
    expect(bottom[2]).toBeGreaterThan(100); // blue
    const html = await fs.readFile(client(`blog/${SLUG}.html`), "utf8");
    expect(html).toMatch(/red-team-portrait_medium\.webp"[^>]*width="1200"[^>]*height="1600"|width="1200"[^>]*height="1600"[^>]*red-team-portrait/);
  });
});
