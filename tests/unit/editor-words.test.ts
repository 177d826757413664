// The editor's problems in the form's words (src/admin-preview/validate.ts): each names the label the
// form shows for its field, from the CMS configuration generated from schemas/ (a field in a list item
// too), never a schema key or "the file"; a problem in a post's text quotes its words, not a line.
import fs from "node:fs/promises";
import path from "node:path";
import type { ValidateFunction } from "ajv";
import { parse } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { checkEntry, type EntryCheckContext } from "../../core/content/entry-check.ts";
import { placeOf } from "../../core/content/collections.ts";
import { cmsConfig } from "../../scripts/cli/cms.ts";
import { defaultPaths } from "../../scripts/cli/config.ts";
import { validatorsModule } from "../../scripts/admin/validators.ts";
import { listFiles } from "../../scripts/lib/output.ts";
import { ROOT } from "../../scripts/lib/root.ts";
import { entryText, formProblems, type FormField } from "../../src/admin-preview/validate.ts";

let context: EntryCheckContext;
let collections: { name: string; fields?: FormField[]; files?: { file: string; fields: FormField[] }[] }[];

beforeAll(async () => {
  const sources: Record<string, string> = {};
  for (const rel of await listFiles(path.join(ROOT, "content"))) {
    const file = `content/${rel}`;
    if (placeOf(file)) sources[file] = await fs.readFile(path.join(ROOT, file), "utf8");
  }
  const dir = await fs.mkdtemp(path.join(ROOT, "node_modules", ".editor-words-"));
  await fs.writeFile(path.join(dir, "validators.mjs"), validatorsModule());
  const { default: validators } = (await import(path.join(dir, "validators.mjs"))) as { default: Record<string, ValidateFunction> };
  await fs.rm(dir, { recursive: true, force: true });
  context = { sources, pictures: new Set(await fs.readdir(path.join(ROOT, "content", "images"))), validatorFor: (id) => validators[id] };
  collections = (await cmsConfig(defaultPaths(ROOT))).collections as typeof collections;
}, 60_000);

const fieldsOf = (collection: string, rel: string) => {
  const c = collections.find((x) => x.name === collection)!;
  return (c.files ? c.files.find((f) => f.file === rel)!.fields : c.fields)!;
};

/** The entry's problems as the editor shows them: `Label: message`. */
async function shown(collection: string, rel: string, data: Record<string, unknown>): Promise<string[]> {
  const text = entryText(rel, data);
  const found = await checkEntry(rel, text, context);
  return formProblems(rel, text, data, found, fieldsOf(collection, rel)).map((p) => `${p.field}: ${p.message}`);
}

const yaml = (rel: string) => parse(context.sources[rel]) as Record<string, unknown>;
function post(rel: string): Record<string, unknown> {
  const [, front, body] = /^---\n([\s\S]*?)\n---\n([\s\S]*)$/.exec(context.sources[rel])!;
  return { ...(parse(front) as Record<string, unknown>), body };
}

describe("the editor's problems in the form's words", () => {
  it("an industry's Name emptied is named Name, and what to do", async () => {
    const rel = "content/industries/office-buildings.yaml";
    expect(await shown("industries", rel, { ...yaml(rel), name: "" })).toEqual(["Name: must be filled in"]);
  });

  it("a field of a list item is named by the list, the item and the field", async () => {
    const rel = "content/faq.yaml";
    const data = yaml(rel) as { entries: Record<string, unknown>[] };
    data.entries[3] = { ...data.entries[3], answer: "" };
    expect(await shown("faq", rel, data)).toEqual(["Questions › Question 4 › Answer: must be filled in"]);
  });

  it("a post's search result summary too short is named by its label, not its key", async () => {
    const rel = "content/posts/what-is-unattended-retail.md";
    const found = await shown("posts", rel, { ...post(rel), metaDescription: "A kiosk" });
    expect(found).toEqual([expect.stringMatching(/^Search result summary: must be 50 to 170 characters long \(has 7\)$/)]);
    expect(found.join("\n")).not.toMatch(/metaDescription/);
  });

  it("a link to no page in a post's text quotes its sentence instead of a line number", async () => {
    const rel = "content/posts/what-is-unattended-retail.md";
    const data = post(rel);
    data.body = `${data.body as string}\nWe wrote more. Read [our other post](/blog/no-such-post) soon.\n`;
    expect(await shown("posts", rel, data)).toEqual([
      "Text of the post: link /blog/no-such-post leads to no page of this site, at “Read our other post soon.”",
    ]);
  });
});
