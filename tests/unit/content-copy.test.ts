import fs from "node:fs/promises";
import path from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/root.ts";
import { listFiles } from "../../scripts/lib/output.ts";
import { parseContentDate } from "../../core/dates.ts";

const CONTENT = path.join(ROOT, "content");

async function records() {
  const files = (await listFiles(CONTENT)).filter((f) => /\.(ya?ml|md)$/.test(f));
  return Promise.all(
    files.map(async (rel) => {
      const text = await fs.readFile(path.join(CONTENT, rel), "utf8");
      if (rel.endsWith(".md")) {
        const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(text)!;
        return { rel, data: YAML.parse(front), body };
      }
      return { rel, data: YAML.parse(text), body: "" };
    }),
  );
}

const load = async (dir: string) => (await records()).filter((r) => r.rel.startsWith(`${dir}/`));

// Checks of the shipped content against the launch content: the industries, towns and questions the site
// launches with. They pass when an editor adds a post, an industry or a town, and fail when a launch one is gone.
// How many items a record holds (benefits, pain points, questions) the schemas check, for every editor.
describe("the shipped content, as the site launches with it", () => {
  it("has the twelve launch industries", async () => {
    const slugs = (await load("industries")).map((i) => i.data.slug);
    expect(slugs).toEqual(
      expect.arrayContaining([
        "apartments-multi-family",
        "car-dealerships",
        "colleges-universities",
        "construction-sites",
        "healthcare-facilities",
        "high-schools",
        "high-traffic-locations",
        "hotels-motels",
        "office-buildings",
        "senior-living",
        "sports-fitness",
        "warehouse-distribution",
      ]),
    );
  });

  it("has the eleven towns in their counties", async () => {
    const towns = await load("towns");
    const byCounty = (county: string) => towns.filter((t) => t.data.county === county).map((t) => t.data.name);
    expect(byCounty("Carroll County")).toEqual(
      expect.arrayContaining(["Eldersburg", "Hampstead", "Manchester", "Mount Airy", "New Windsor", "Sykesville", "Taneytown", "Union Bridge", "Westminster"]),
    );
    expect(byCounty("Baltimore County")).toEqual(expect.arrayContaining(["Owings Mills", "Reisterstown"]));
  });

  it("dates every bundled post in a form the site reads, the long one or the numeric one", async () => {
    const posts = await load("posts");
    expect(posts.length).toBeGreaterThan(0);
    for (const post of posts) expect(parseContentDate(String(post.data.date)), `${post.rel}: ${post.data.date}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it("has 25 or more questions across the four categories with the launch ids", async () => {
    const faq = (await records()).find((r) => r.rel === "faq.yaml")!.data;
    expect(faq.entries.length).toBeGreaterThanOrEqual(25);
    expect(new Set(faq.entries.map((e: any) => e.category))).toEqual(new Set(["general", "solutions", "process", "products"]));
    const ids = faq.entries.map((e: any) => e.id);
    for (const id of [
      "what-is-patapsco",
      "cost-to-business",
      "what-is-micro-market",
      "payment-options",
      "how-to-get-started",
      "micro-market-space-requirements",
      "stocking-and-maintenance",
      "customize-product-selection",
      "installation-time",
      "theft-concerns",
    ]) {
      expect(ids).toContain(id);
    }
  });
});
