// One folder per validation rule under tests/fixtures/<rule>/: `input/` holds files laid over a copy of the
// shipped content (new files, or whole replacements), `edit.json` (optional) small edits of shipped files,
// and `expected.txt` every line `content validate` must print, in order: the message and its
// file:line:col. An empty `expected.txt` means the input must be accepted. Inputs are records of their
// own (`fixture-*` files, copied whole from a shipped record where the schema needs a complete one), so an
// editor's change to a shipped record moves no fixture's line. An edit finds a regular expression (`m`
// flag, first match) by the file's structure, not its copy (`^email: .*$`, `^entries:\n`), and replaces
// it (`$1` and the like work); `expected.txt` names a line of an edited file as `{N}` or `{N+k}`: the line
// where edit N's match starts, plus k. So an editor who rewrites the FAQ or adds lines to site.yaml moves
// no fixture either. What a folder cannot hold (symlinks, files that cannot be read, a failing swap of
// the output, exit codes) is in hostile-content and content-build. The post-length warning and the shared
// sentences of a record copied whole are left out of a fixture's output unless it expects them.
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/root.ts";
import { edit, problemLines, scratchSite } from "./content-helpers.ts";

const FIXTURES = path.join(ROOT, "tests", "fixtures");
const rules = (await fs.readdir(FIXTURES, { withFileTypes: true }))
  // vendor/ holds the public suites other tests read (the CommonMark and GFM specs, DOMPurify's payloads).
  .filter((d) => d.isDirectory() && d.name !== "vendor")
  .map((d) => d.name)
  .sort();

let dispose: (() => Promise<void>) | undefined;
afterEach(async () => {
  await dispose?.();
  dispose = undefined;
});

describe("each validation rule, from its fixture folder", () => {
  it.each(rules)("%s", async (rule) => {
    const site = await scratchSite();
    dispose = site.dispose;
    const dir = path.join(FIXTURES, rule);
    const input = path.join(dir, "input");
    if (
      await fs.stat(input).then(
        () => true,
        () => false,
      )
    )
      await fs.cp(input, site.root, { recursive: true });
    const edits: { file: string; find: string; replace: string }[] = await fs.readFile(path.join(dir, "edit.json"), "utf8").then(
      (t) => JSON.parse(t).edits,
      () => [],
    );
    const lines: number[] = [];
    for (const e of edits) lines.push(await edit(site, e.file, new RegExp(e.find, "m"), e.replace));
    const expected = (await fs.readFile(path.join(dir, "expected.txt"), "utf8"))
      .split("\n")
      .filter((l) => l.trim())
      .map((l) => l.replace(/\{(\d+)(?:\+(\d+))?\}/g, (_, n: string, k = "0") => String(lines[Number(n) - 1] + Number(k))));
    // A fixture's post is a few words long: the post-length warning (a check of the site's copy, not of the
    // rule under test) is left out unless the fixture expects it.
    const lengthWarning = (l: string) => / warning: post has \d+ words;/.test(l) && !expected.includes(l);
    // A record copied whole shares every sentence with its original by construction: that rule (its own
    // fixture, sentence-shared-between-records) is left out of the others' output unless expected.
    const sharedSentence = (l: string) => / the sentence ".*" is also in /.test(l) && !expected.includes(l);
    expect((await problemLines(site)).filter((l) => !lengthWarning(l) && !sharedSentence(l))).toEqual(expected);
  });
});
