import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parse } from "yaml";
import { describe, expect, it } from "vitest";
import { serviceAreaMap } from "../../scripts/cli/service-map.ts";

const townsDir = path.resolve("content/towns");
const towns = fs.readdirSync(townsDir).map((f) => parse(fs.readFileSync(path.join(townsDir, f), "utf8")));

describe("the service-area map drawn at build time", async () => {
  const { svg, data } = await serviceAreaMap(towns, "Westminster");

  it("is a small, self-contained SVG: under 30 KB gzip, nothing from another origin, no script", () => {
    expect(gzipSync(svg).length).toBeLessThan(30 * 1024);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 800 \d+"/);
    expect(svg.replace('xmlns="http://www.w3.org/2000/svg"', "")).not.toMatch(/https?:|<script|<image|href=/i);
    expect(svg).toContain("CARROLL COUNTY");
    expect(svg).toContain("BALTIMORE COUNTY");
    expect(svg.match(/<path /g)!.length).toBeGreaterThan(5);
  });

  it("has a pin per town linking to its page, inside the drawing", () => {
    expect(data.pins.map((p) => p.slug).sort()).toEqual(towns.map((t) => t.slug).sort());
    for (const pin of data.pins) {
      expect(pin.path).toBe(`/service-area/${pin.slug}`);
      expect(pin.x).toBeGreaterThan(0);
      expect(pin.x).toBeLessThan(100);
      expect(pin.y).toBeGreaterThan(0);
      expect(pin.y).toBeLessThan(100);
    }
  });

  it("places the pins west to east by longitude and north to south by latitude", () => {
    const bySlug = new Map(towns.map((t) => [t.slug, t.geoCoordinates]));
    const byLongitude = [...data.pins].sort((a, b) => bySlug.get(a.slug).longitude - bySlug.get(b.slug).longitude);
    const byLatitude = [...data.pins].sort((a, b) => bySlug.get(b.slug).latitude - bySlug.get(a.slug).latitude);
    // A conic projection bends parallels a little: towns within 0.01° may swap, no others.
    for (let i = 1; i < byLongitude.length; i++) {
      const [a, b] = [byLongitude[i - 1], byLongitude[i]];
      if (bySlug.get(b.slug).longitude - bySlug.get(a.slug).longitude > 0.01) expect(b.x, `${a.name} west of ${b.name}`).toBeGreaterThan(a.x);
    }
    for (let i = 1; i < byLatitude.length; i++) {
      const [a, b] = [byLatitude[i - 1], byLatitude[i]];
      if (bySlug.get(a.slug).latitude - bySlug.get(b.slug).latitude > 0.01) expect(b.y, `${a.name} north of ${b.name}`).toBeGreaterThan(a.y);
    }
  });

  it("marks the pin of the office's town as the home base, and only that one", async () => {
    expect(data.pins.filter((p) => p.office).map((p) => p.slug)).toEqual(["westminster"]);
    expect((await serviceAreaMap(towns)).data.pins.some((p) => p.office)).toBe(false);
  });
});
