// The compiled schemas are reused while their texts stay the same (scripts/cli/validate.ts): a folder whose
// schema text changed, or a copy with a schema of its own, is judged by its own schemas, never by validators
// compiled from another text, and a broken schema is reported on every check.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { createAjv } from "../../scripts/cli/validate.ts";
import { Problems, formatProblem } from "../../core/content/problems.ts";

const dirs: string[] = [];
afterAll(async () => {
  for (const dir of dirs) await fs.rm(dir, { recursive: true, force: true });
});

/** A schemas folder: a post whose title is defined in a second file it refers to. */
async function schemas(maxLength: number): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "schema-cache-"));
  dirs.push(dir);
  const common = { $id: "common.schema.json", definitions: { title: { type: "string", maxLength } } };
  const post = {
    $id: "post.schema.json",
    type: "object",
    properties: { title: { $ref: "common.schema.json#/definitions/title" } },
    required: ["title"],
  };
  await fs.writeFile(path.join(dir, "common.schema.json"), JSON.stringify(common, null, 2));
  await fs.writeFile(path.join(dir, "post.schema.json"), JSON.stringify(post, null, 2));
  return dir;
}

const accepts = (dir: string, title: string) => {
  const problems = new Problems();
  const validate = createAjv(dir, problems).getSchema("post.schema.json")!;
  expect(problems.errors).toEqual([]);
  return validate({ title });
};

describe("compiled schemas, reused by their text", () => {
  it("gives a copy with the same texts the validators already compiled", async () => {
    const a = await schemas(10);
    const b = await schemas(10);
    expect(createAjv(b)).toBe(createAjv(a));
    expect(accepts(b, "Short")).toBe(true);
    expect(accepts(b, "A title far too long")).toBe(false);
  });

  it("judges a changed schema by its new text, in the same folder and in a copy, and the old text by the old", async () => {
    const dir = await schemas(10);
    expect(accepts(dir, "A title of 25 characters")).toBe(false);
    // Only the referred-to file changes: the post's own schema text is the same as before.
    const common = path.join(dir, "common.schema.json");
    await fs.writeFile(common, (await fs.readFile(common, "utf8")).replace('"maxLength": 10', '"maxLength": 40'));
    expect(accepts(dir, "A title of 25 characters")).toBe(true);
    const copy = await schemas(40);
    expect(accepts(copy, "A title of 25 characters")).toBe(true);
    expect(accepts(await schemas(10), "A title of 25 characters")).toBe(false);
  });

  it("reports a broken schema on every check, and compiles the mended one", async () => {
    const dir = await schemas(10);
    const common = path.join(dir, "common.schema.json");
    const good = await fs.readFile(common, "utf8");
    await fs.writeFile(common, good.replace('"maxLength": 10', '"maxLength": 10,'));
    for (let i = 0; i < 2; i++) {
      const problems = new Problems();
      createAjv(dir, problems, dir);
      expect(problems.errors.map(formatProblem)).toEqual([
        "common.schema.json:7:5  the schema common.schema.json is not valid JSON (Expected double-quoted property name): fix it, or restore it with git checkout -- common.schema.json",
      ]);
    }
    await fs.writeFile(common, good);
    expect(accepts(dir, "Short")).toBe(true);
  });

  it("refuses a schema that does not compile on every check, at the file it checks", async () => {
    const dir = await schemas(10);
    const common = path.join(dir, "common.schema.json");
    await fs.writeFile(common, (await fs.readFile(common, "utf8")).replace('"maxLength": 10', '"maxLength": 10, "colour": "red"'));
    for (let i = 0; i < 2; i++) expect(() => createAjv(dir).getSchema("post.schema.json")).toThrow(/unknown keyword: "colour"/);
  });
});
