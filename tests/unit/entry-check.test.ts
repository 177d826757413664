// The check the editor at /admin runs on the entry being edited (core/content/entry-check.ts), with the
// schemas' validators as the editor gets them: compiled ahead of time (scripts/admin/validators.ts), loaded
// here from the very module the preview bundle holds. The other files are the shipped content.
import fs from "node:fs/promises";
import path from "node:path";
import type { ValidateFunction } from "ajv";
import { stringify } from "yaml";
import { beforeAll, describe, expect, it } from "vitest";
import { checkEntry, type EntryCheckContext } from "../../core/content/entry-check.ts";
import { placeOf } from "../../core/content/collections.ts";
import { formatProblem } from "../../core/content/problems.ts";
import { validatorsModule } from "../../scripts/admin/validators.ts";
import { listFiles } from "../../scripts/lib/output.ts";
import { ROOT } from "../../scripts/lib/root.ts";

let context: EntryCheckContext;
const POST = "content/posts/what-is-unattended-retail.md";

beforeAll(async () => {
  const sources: Record<string, string> = {};
  for (const rel of await listFiles(path.join(ROOT, "content"))) {
    const file = `content/${rel}`;
    if (placeOf(file)) sources[file] = await fs.readFile(path.join(ROOT, file), "utf8");
  }
  // The module the preview bundle imports, written where its imports of ajv's runtime resolve.
  const dir = await fs.mkdtemp(path.join(ROOT, "node_modules", ".entry-check-"));
  await fs.writeFile(path.join(dir, "validators.mjs"), validatorsModule());
  const { default: validators } = (await import(path.join(dir, "validators.mjs"))) as { default: Record<string, ValidateFunction> };
  await fs.rm(dir, { recursive: true, force: true });
  const pictures = new Set(await fs.readdir(path.join(ROOT, "content", "images")));
  context = { sources, pictures, validatorFor: (id) => validators[id] };
}, 60_000);

const lines = async (rel: string, text: string, replaces?: string) => (await checkEntry(rel, text, context, replaces)).map(formatProblem);

describe("an entry checked as the editor types it", () => {
  it("finds nothing in a shipped post as it is", async () => {
    expect(await lines(POST, context.sources[POST])).toEqual([]);
  });

  it("names a link to no page, and warns of a sentence of another record, in the CLI's words and at their lines", async () => {
    const town = context.sources["content/towns/westminster.yaml"];
    const sentence = /^description: (.*?\.) /m.exec(town)![1];
    const text = `${context.sources[POST]}\nRead [our other post](/blog/no-such-post).\n\n${sentence}\n`;
    const end = text.split("\n").length;
    expect(await lines(POST, text)).toEqual([
      `${POST}:${end - 3}:6  link /blog/no-such-post leads to no page of this site`,
      expect.stringMatching(
        new RegExp(`^${POST}:${end - 1}:1  warning: the sentence ".{20,}" is also in content/towns/westminster.yaml: write it in other words`),
      ),
      // The other record gets the same warning from `content validate`, and so here.
      expect.stringMatching(
        /^content\/towns\/westminster\.yaml:\d+:\d+ {2}warning: the sentence ".{20,}" is also in content\/posts\/what-is-unattended-retail\.md/,
      ),
    ]);
  });

  it("names a required field left empty in an industry, and a picture that is not in content/images", async () => {
    const rel = "content/industries/office-buildings.yaml";
    const text = context.sources[rel].replace(/^title: .*$/m, 'title: ""').replace(/\/images\/[\w-]+\.svg/, "/images/no-such-picture.svg");
    const found = await lines(rel, text);
    expect(found).toContainEqual(expect.stringMatching(/office-buildings\.yaml:\d+:\d+ {2}title must not be empty$/));
    expect(found).toContainEqual(
      expect.stringMatching(/picture not found: \/images\/no-such-picture\.svg should be the file content\/images\/no-such-picture\.svg$/),
    );
  });

  it("tells a new record's editor where its card will show until the order lists it", async () => {
    const copy = stringify({ ...(await import("yaml")).parse(context.sources["content/industries/office-buildings.yaml"]), slug: "municipal-buildings" });
    const found = await lines("content/industries/municipal-buildings.yaml", copy);
    expect(found).toContainEqual(
      expect.stringMatching(
        /^content\/pages\/locations\.yaml:\d+:\d+ {2}warning: order does not list the industry "municipal-buildings": its card is shown after the listed ones$/,
      ),
    );
    expect(found.filter((line) => !line.includes("warning:"))).toEqual([]);
  });
});
