// The red-team cases (tests/red-team/<family>/<case>/): hostile and clumsy content that once passed
// `content validate` and then crashed with no file named, failed the deploy, or published something
// broken. Each folder is laid out like a rule's fixture (tests/fixtures/, see fixtures.test.ts): `input/`
// laid over a copy of the shipped content, `edit.json` edits of shipped files, `expected.txt` every line
// `content validate` prints, and `options.json` `{ "launch": true }` for the launch check. Its README
// says what the case did before. What a folder cannot hold (cases megabytes long, the commands' own
// output, the published site) is in red-team-cli.test.ts and site-build.test.ts.
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { checkContent } from "../../scripts/cli/pipeline.ts";
import { formatProblem } from "../../core/content/problems.ts";
import { ROOT } from "../../scripts/lib/root.ts";
import { edit, scratchSite } from "./content-helpers.ts";

const RED_TEAM = path.join(ROOT, "tests", "red-team");
const cases = (
  await Promise.all(
    (await fs.readdir(RED_TEAM, { withFileTypes: true }))
      .filter((d) => d.isDirectory())
      .map(async (family) => (await fs.readdir(path.join(RED_TEAM, family.name))).map((name) => `${family.name}/${name}`)),
  )
)
  .flat()
  .sort();

let dispose: (() => Promise<void>) | undefined;
afterEach(async () => {
  await dispose?.();
  dispose = undefined;
});

const exists = (file: string) =>
  fs.stat(file).then(
    () => true,
    () => false,
  );

describe("red-team content, from tests/red-team/", () => {
  it.each(cases)("%s", async (name) => {
    const site = await scratchSite();
    dispose = site.dispose;
    const dir = path.join(RED_TEAM, name);
    if (await exists(path.join(dir, "input"))) await fs.cp(path.join(dir, "input"), site.root, { recursive: true });
    const edits: { file: string; find: string; replace: string }[] = await fs.readFile(path.join(dir, "edit.json"), "utf8").then(
      (t) => JSON.parse(t).edits,
      () => [],
    );
    for (const e of edits) await edit(site, e.file, new RegExp(e.find, "m"), e.replace);
    const options: { launch?: boolean } = await fs.readFile(path.join(dir, "options.json"), "utf8").then(JSON.parse, () => ({}));
    const expected = (await fs.readFile(path.join(dir, "expected.txt"), "utf8")).split("\n").filter((l) => l.trim());
    const { problems } = await checkContent(site, options);
    // A case is about what is refused: warnings (a case's post is a few words long, the launch check's
    // advice on the home page) are left out unless the case expects them.
    const lines = problems
      .sorted()
      .map(formatProblem)
      .filter((l) => !/ warning: /.test(l) || expected.includes(l));
    expect(lines).toEqual(expected);
  });
});
