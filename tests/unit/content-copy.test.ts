import fs from "node:fs/promises";
import path from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/cli/config.ts";
import { listFiles } from "../../scripts/cli/output.ts";

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

/** Every string value of a record, however deep. */
function strings(value: unknown): string[] {
  if (typeof value === "string") return [value];
  if (Array.isArray(value)) return value.flatMap(strings);
  if (value && typeof value === "object") return Object.values(value).flatMap(strings);
  return [];
}

const load = async (dir: string) => (await records()).filter((r) => r.rel.startsWith(`${dir}/`));

describe("the site's content", () => {
  it("shares no sentence between two records", async () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const record of await records()) {
      const text = [...strings(record.data), record.body.replace(/<[^>]+>|\[|\]\([^)]*\)|[#*|`>-]/g, " ")].join("\n");
      // Sentences of eight words or more: labels, names and button texts are meant to recur.
      const sentences = text.split(/(?<=[.!?])\s+|\n+/).map((s) => s.trim()).filter((s) => s.split(/\s+/).length >= 8);
      for (const sentence of new Set(sentences)) {
        const first = seen.get(sentence);
        if (first && first !== record.rel) repeats.push(`"${sentence}" in ${first} and ${record.rel}`);
        else seen.set(sentence, record.rel);
      }
    }
    expect(repeats).toEqual([]);
  });

  it("has twelve industries with 4 benefits, 6 pain points, 3 custom solutions and 5 questions each", async () => {
    const industries = await load("industries");
    expect(industries.map((i) => i.data.slug).sort()).toEqual(
      [
        "apartments-multi-family", "car-dealerships", "colleges-universities", "construction-sites", "healthcare-facilities",
        "high-schools", "high-traffic-locations", "hotels-motels", "office-buildings", "senior-living", "sports-fitness",
        "warehouse-distribution",
      ],
    );
    for (const { data } of industries) {
      expect([data.benefits.items.length, data.painPoints.length, data.customSolutions.length, data.faq.length], data.slug).toEqual([4, 6, 3, 5]);
    }
  });

  it("has the eleven towns in their counties", async () => {
    const towns = await load("towns");
    const byCounty = (county: string) => towns.filter((t) => t.data.county === county).map((t) => t.data.name).sort();
    expect(byCounty("Carroll County")).toEqual(["Eldersburg", "Hampstead", "Manchester", "Mount Airy", "New Windsor", "Sykesville", "Taneytown", "Union Bridge", "Westminster"]);
    expect(byCounty("Baltimore County")).toEqual(["Owings Mills", "Reisterstown"]);
    const owingsMills = towns.find((t) => t.data.slug === "owings-mills")!;
    expect(strings(owingsMills.data.localInsights).join(" ")).toMatch(/25,000/);
  });

  it("has fourteen posts of 600 to 1,200 words, one dated in the numeric form", async () => {
    const posts = await load("posts");
    expect(posts).toHaveLength(14);
    for (const post of posts) {
      const words = post.body.replace(/<[^>]+>/g, " ").split(/\s+/).filter((w) => /\w/.test(w)).length;
      expect(words, post.rel).toBeGreaterThanOrEqual(600);
      expect(words, post.rel).toBeLessThanOrEqual(1200);
    }
    expect(posts.filter((p) => /^\d{2}\/\d{2}\/\d{4}$/.test(p.data.date))).toHaveLength(1);
  });

  it("has 25 or more questions across the four categories with the ids the spec names", async () => {
    const faq = (await records()).find((r) => r.rel === "faq.yaml")!.data;
    expect(faq.entries.length).toBeGreaterThanOrEqual(25);
    expect(new Set(faq.entries.map((e: any) => e.category))).toEqual(new Set(["general", "solutions", "process", "products"]));
    const ids = faq.entries.map((e: any) => e.id);
    for (const id of ["what-is-patapsco", "cost-to-business", "what-is-micro-market", "payment-options", "how-to-get-started", "micro-market-space-requirements", "stocking-and-maintenance", "customize-product-selection", "installation-time", "theft-concerns"]) {
      expect(ids).toContain(id);
    }
  });

  it("has every carousel at its number of slides", async () => {
    const all = await records();
    const get = (rel: string) => all.find((r) => r.rel === rel)!.data;
    expect(get("pages/about.yaml").hero.carousel).toHaveLength(9);
    expect(get("pages/solutions.yaml").carousel).toHaveLength(12);
    expect(get("solutions/smart-stores.yaml").carousel).toHaveLength(7);
    expect(get("solutions/micro-markets.yaml").carousel).toHaveLength(7);
    expect(get("solutions/smart-vending.yaml").carousel).toHaveLength(3);
    expect(get("solutions/smart-coolers.yaml").carousel).toHaveLength(1);
  });
});
