import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Paths } from "../../scripts/cli/config.ts";
import { encodeImages, probeImages } from "../../scripts/cli/images.ts";

/** A 1600x900 scene: `background` fills it, or (none) leaves the corners transparent around a disc. */
const scene = (background: string | undefined) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900" viewBox="0 0 1600 900">${
    background ? `<rect width="1600" height="900" fill="${background}"/>` : ""
  }<circle cx="800" cy="450" r="400" fill="#1f7a8c"/></svg>`;

let root: string;
let paths: Paths;
beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "images-test-"));
  paths = { root, content: path.join(root, "content"), schemas: path.join(root, "schemas"), out: path.join(root, "out"), cache: path.join(root, "cache") };
  await fs.mkdir(path.join(paths.content, "images"), { recursive: true });
  await fs.writeFile(path.join(paths.content, "images", "scene.svg"), scene("#fdf6ec"));
  await fs.writeFile(path.join(paths.content, "images", "badge.svg"), scene(undefined));
});
afterAll(() => fs.rm(root, { recursive: true, force: true }));

/** The colour of one pixel of a webp variant, as [r, g, b, a]. */
async function pixel(file: string, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * 4;
  return [...data.subarray(at, at + 4)];
}

describe("picture variants", () => {
  it("keep a picture's transparent parts transparent, and an opaque scene's colours, at every width", async () => {
    const { table, missing } = await probeImages(["/images/scene.svg", "/images/badge.svg"], paths);
    expect([...missing.values()]).toEqual([]);
    const { files, encoded } = await encodeImages(table, paths, () => {});
    expect(encoded).toBe(2);
    for (const suffix of ["small", "medium", "large"]) {
      const badge = files.get(`images/badge_${suffix}.webp`)!;
      expect((await sharp(badge).metadata()).hasAlpha, badge).toBe(true);
      expect((await pixel(badge, 2, 2))[3], `${suffix}: a corner outside the disc`).toBe(0);

      // The background (#fdf6ec) in a corner and the disc (#1f7a8c) in the middle, within what lossy webp changes.
      const opaque = files.get(`images/scene_${suffix}.webp`)!;
      const { width = 0, height = 0 } = await sharp(opaque).metadata();
      for (const [x, y, want] of [
        [2, 2, [0xfd, 0xf6, 0xec, 255]],
        [Math.floor(width / 2), Math.floor(height / 2), [0x1f, 0x7a, 0x8c, 255]],
      ] as const) {
        const got = await pixel(opaque, x, y);
        got.forEach((value, i) => expect(Math.abs(value - want[i]), `${suffix} at ${x},${y}: ${got}`).toBeLessThanOrEqual(6));
      }
    }
  });
});
