import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { iconSprite, SPRITE_FILE } from "../../scripts/tasks/icon-sprite.ts";
import { SPRITE_GLYPHS } from "../../core/icons.ts";

describe("the icon sprite", () => {
  it("is up to date with the icon list and lucide-react (regenerate: node scripts/tasks/icon-sprite.ts)", async () => {
    expect(fs.readFileSync(SPRITE_FILE, "utf8")).toBe(await iconSprite());
  });

  it("has one drawn symbol for every icon editors can name and every control draws", () => {
    const svg = fs.readFileSync(SPRITE_FILE, "utf8");
    for (const name of Object.keys(SPRITE_GLYPHS))
      expect(svg, name).toMatch(new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"><(path|circle|rect|line|polyline|polygon|ellipse) `));
  });
});
