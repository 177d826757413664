// One set of rules in every context: the editor's check of one entry (core/content/entry-check.ts, with the
// validators compiled as the editor gets them) finds exactly what `content validate` finds in a copy of the
// content holding the same edit, beyond what it finds in the content as shipped; and a deploy preview
// (CONTEXT=deploy-preview) refuses what a production build refuses.
import fs from "node:fs/promises";
import path from "node:path";
import type { ValidateFunction } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkEntry, type EntryCheckContext } from "../../core/content/entry-check.ts";
import { placeOf } from "../../core/content/collections.ts";
import { formatProblem, type Problem } from "../../core/content/problems.ts";
import { checkContent } from "../../scripts/cli/pipeline.ts";
import { validatorsModule } from "../../scripts/admin/validators.ts";
import { listFiles } from "../../scripts/lib/output.ts";
import { ROOT } from "../../scripts/lib/root.ts";
import { scratchSite } from "./content-helpers.ts";

const TODAY = "2026-11-25";
const NEXT_YEAR = "March 2, 2027";
/** A post that four other posts and the FAQ link to. */
const LINKED = "content/posts/what-exactly-is-a-micro-market.md";
const OTHER = "content/posts/what-is-unattended-retail.md";
const INDUSTRY = "content/industries/office-buildings.yaml";

let sources: Record<string, string>;
let validators: Record<string, ValidateFunction>;
let pictures: Set<string>;
let site: Awaited<ReturnType<typeof scratchSite>>;
const env = { ...process.env };
let shipped: Set<string>;

const lines = (problems: Problem[]) => problems.map(formatProblem).sort();

/**
 * What `content validate` reports of the copy with `files` written over it: everything in those files, and
 * in the others what it does not report without the edit (the editor names what the edit changes).
 */
async function validate(files: Record<string, string>, context: Record<string, string> = {}): Promise<string[]> {
  const written = { ...context, ...files };
  try {
    for (const [rel, text] of Object.entries(written)) await fs.writeFile(path.join(site.root, rel), text);
    const before = Object.keys(context).length ? await validateAsIs(files, context) : shipped;
    const found = lines((await checkContent(site)).problems.sorted());
    return found.filter((p) => Object.keys(files).some((rel) => p.startsWith(`${rel}:`)) || !before.has(p));
  } finally {
    for (const rel of Object.keys(written)) await fs.writeFile(path.join(site.root, rel), sources[rel]);
  }
}

/** The copy's problems with `context` written but not yet `files`. */
async function validateAsIs(files: Record<string, string>, context: Record<string, string>): Promise<Set<string>> {
  for (const rel of Object.keys(files)) await fs.writeFile(path.join(site.root, rel), context[rel] ?? sources[rel]);
  const found = new Set(lines((await checkContent(site)).problems.sorted()));
  for (const [rel, text] of Object.entries(files)) await fs.writeFile(path.join(site.root, rel), text);
  return found;
}

/** What the editor reports of the entry `rel` with the text `text`, the other files being `context` over the shipped ones. */
async function editor(rel: string, text: string, context: Record<string, string> = {}, mode: "live" | "preview" = "live"): Promise<string[]> {
  const ctx: EntryCheckContext = {
    sources: { ...sources, ...context },
    pictures,
    validatorFor: (id) => validators[id],
    publish: { mode, today: TODAY },
  };
  return lines(await checkEntry(rel, text, ctx));
}

beforeAll(async () => {
  sources = {};
  for (const rel of await listFiles(path.join(ROOT, "content"))) {
    const file = `content/${rel}`;
    if (placeOf(file)) sources[file] = await fs.readFile(path.join(ROOT, file), "utf8");
  }
  const dir = await fs.mkdtemp(path.join(ROOT, "node_modules", ".entry-verdict-"));
  await fs.writeFile(path.join(dir, "validators.mjs"), validatorsModule());
  validators = ((await import(path.join(dir, "validators.mjs"))) as { default: Record<string, ValidateFunction> }).default;
  await fs.rm(dir, { recursive: true, force: true });
  pictures = new Set(await fs.readdir(path.join(ROOT, "content", "images")));
  site = await scratchSite();
  delete process.env.PUBLISH;
  delete process.env.CONTEXT;
  process.env.BUILD_DATE = TODAY;
  shipped = new Set(lines((await checkContent(site)).problems.sorted()));
}, 120_000);

afterAll(async () => {
  process.env = { ...env };
  await site?.dispose();
});

const asDraft = (text: string) => text.replace(/^date: /m, "draft: true\ndate: ");
const datedNextYear = (text: string) => text.replace(/^date: .*$/m, `date: ${NEXT_YEAR}`);

describe("the editor's verdict is content validate's", () => {
  it.each([
    ["a post other files link to, switched to draft", LINKED, asDraft],
    ["a post other files link to, dated next year", LINKED, datedNextYear],
    ["an industry's name emptied", INDUSTRY, (t: string) => t.replace(/^name: .*$/m, 'name: ""')],
    ["an industry's title removed", INDUSTRY, (t: string) => t.replace(/^title: .*\n/m, "")],
    ["a post linking to no page", OTHER, (t: string) => `${t}\nRead [our other post](/blog/no-such-post).\n`],
    ["a shipped post as it is", OTHER, (t: string) => t],
  ])(
    "%s",
    async (_, rel, change) => {
      const text = change(sources[rel]);
      const cli = await validate({ [rel]: text });
      expect(await editor(rel, text)).toEqual(cli);
    },
    60_000,
  );

  it("refuses a linked-to post switched to draft, naming every file that links to it", async () => {
    const found = await editor(LINKED, asDraft(sources[LINKED]));
    const linking = Object.keys(sources).filter((rel) => rel !== LINKED && sources[rel].includes("(/blog/what-exactly-is-a-micro-market)"));
    expect(linking.length).toBeGreaterThanOrEqual(3);
    for (const rel of linking)
      expect(found).toContainEqual(
        expect.stringMatching(new RegExp(`^${rel}:\\d+:\\d+  link /blog/what-exactly-is-a-micro-market leads to no page of this site$`)),
      );
  }, 60_000);

  it("refuses a post linking to a draft, in production and in a deploy preview alike", async () => {
    const draft = { [LINKED]: asDraft(sources[LINKED]) };
    const text = `${sources[OTHER]}\nMore in [our guide](/blog/what-exactly-is-a-micro-market).\n`;
    const cli = await validate({ [OTHER]: text }, draft);
    expect(cli).toContainEqual(expect.stringMatching(/what-is-unattended-retail\.md:\d+:\d+ {2}link \/blog\/what-exactly-is-a-micro-market leads to no page/));
    expect(await editor(OTHER, text, draft)).toEqual(cli);
    // A deploy preview builds the draft, yet refuses the link as production does.
    process.env.CONTEXT = "deploy-preview";
    try {
      expect(await validate({ [OTHER]: text }, draft)).toEqual(cli);
    } finally {
      delete process.env.CONTEXT;
    }
    expect(await editor(OTHER, text, draft, "preview")).toEqual(cli);
  }, 120_000);
});
