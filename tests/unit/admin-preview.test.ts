// The editor's page previews: every entry the editor can open has a preview template, and a
// half-written entry becomes dist-content's shape with empty places rather than missing ones.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { buildEntry, fillRequired, Pictures } from "../../src/admin-preview/entries.ts";
import type { PostData, PostSummary } from "../../core/content-types.ts";
import { registrationNames, templateFor, TEMPLATES } from "../../src/admin-preview/templates.ts";
import { cmsConfig } from "../../scripts/cli/cms.ts";
import { defaultPaths } from "../../scripts/cli/config.ts";

const paths = defaultPaths();
/** Every entry the editor can open, as (collection, name the CMS looks its template up by). */
async function entries(): Promise<{ collection: string; name: string }[]> {
  const config = await cmsConfig(paths);
  return config.collections.flatMap((c) => (c.files ? c.files.map((f) => ({ collection: c.name, name: f.name })) : [{ collection: c.name, name: c.name }]));
}

const schemas = Object.fromEntries(
  fs
    .readdirSync(paths.schemas)
    .filter((n) => n.endsWith(".schema.json"))
    .map((n) => [n, JSON.parse(fs.readFileSync(path.join(paths.schemas, n), "utf8"))]),
);

describe("the editor's page previews", () => {
  it("have a template for every collection (and every file of a collection of files) of the generated configuration", async () => {
    const all = await entries();
    expect(all.length).toBeGreaterThan(10);
    for (const { collection, name } of all) {
      expect(templateFor(collection, name), `${collection}/${name}`).toBeDefined();
      expect(registrationNames(), `${collection}/${name} is registered`).toContain(name);
    }
    // And none for something the editor does not have.
    const keys = new Set(all.map(({ collection, name }) => (TEMPLATES[`${collection}/${name}`] ? `${collection}/${name}` : collection)));
    expect(Object.keys(TEMPLATES).sort()).toEqual([...keys].sort());
  });

  it("tells apart a page and a collection of the same name by the entry's collection", () => {
    expect(templateFor("pages", "solutions")?.kind).toBe("page");
    expect(templateFor("solutions", "solutions")?.kind).toBe("solution");
    expect(templateFor("pages", "faq")?.kind).toBe("page");
    expect(templateFor("faq", "faq")?.kind).toBe("faq");
  });

  it("reads each template's schema from schemas/", () => {
    for (const [key, template] of Object.entries(TEMPLATES)) expect(schemas[template.schema], key).toBeDefined();
  });

  it("gives a half-written entry an empty value for each required field it lacks", () => {
    const town = fillRequired(schemas, "town.schema.json", { $ref: "town.schema.json" }, { name: "Finksburg", zipCodes: null }) as Record<string, unknown>;
    expect(town.name).toBe("Finksburg");
    expect(town.slug).toBe("");
    expect(town.zipCodes).toEqual([]);
    expect(town.solutionScenarios).toEqual([]);
    expect(town.geoCoordinates).toEqual({ latitude: 0, longitude: 0 });
    for (const name of schemas["town.schema.json"].required) expect(town[name], name).not.toBeUndefined();
  });

  it("shows each FAQ answer under its own question while an entry is still without one", async () => {
    const entry = (id: string, answer?: string) => ({ id, category: "General", question: `Question ${id}?`, ...(answer ? { answer } : {}) });
    const data = { featured: [], entries: [entry("first", "The **first** answer."), entry("new"), entry("third", "The *third* answer.")] };
    const { files } = await buildEntry("faq", "faq", data, new Pictures({}, () => "blob:picture"), () => []);
    const answers = (files.get("faq.json") as { entries: { id: string; answerHtml: string }[] }).entries.map((e) => [e.id, e.answerHtml]);
    expect(answers[0]).toEqual(["first", expect.stringContaining("<strong>first</strong>")]);
    expect(answers[1]).toEqual(["new", ""]);
    expect(answers[2]).toEqual(["third", expect.stringContaining("<em>third</em>")]);
  });

  it("marks a draft and a post dated after today in its preview, as a deploy preview does, and lists the post with its card", async () => {
    const post = (extra: Record<string, unknown>) => ({
      title: "Where a Smart Cooler Fits",
      slug: "where-a-smart-cooler-fits",
      date: "July 31, 2025",
      summary: "A smart cooler needs an outlet, people walking past and room for its door.",
      imageUrl: "/images/smart-cooler.svg",
      imageAlt: "A smart cooler",
      metaTitle: "Where a Smart Cooler Fits",
      metaDescription: "Where a smart cooler fits in a building.",
      body: "A smart cooler needs **three** things.",
      ...extra,
    });
    const current = (rel: string) => (rel === "site.json" ? { shortName: "Patapsco" } : []);
    const built = async (extra: Record<string, unknown>) => {
      const { files } = await buildEntry("post", "posts", post(extra), new Pictures({}, () => "blob:picture"), current);
      return { page: files.get("posts/where-a-smart-cooler-fits.json") as PostData, list: files.get("posts/index.json") as PostSummary[] };
    };
    const published = await built({});
    expect(published.page.status).toBeUndefined();
    expect(published.page.html).toContain("<strong>three</strong>");
    expect(published.page.author).toBe("Patapsco Team");
    expect(published.list.map((p) => p.slug)).toEqual(["where-a-smart-cooler-fits"]);
    expect((await built({ draft: true })).page.status?.label).toBe("Draft: not published");
    const nextYear = new Date().getFullYear() + 1;
    expect((await built({ date: `July 31, ${nextYear}` })).page.status?.label).toBe(`Scheduled for July 31, ${nextYear}: not published yet`);
  });
});
