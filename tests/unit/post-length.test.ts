// The launch posts run from 600 to 1,200 words; a shorter or longer post is the editor's call, told as a
// warning that names the post and its count (`content validate` still passes). The warning itself is the
// fixture tests/fixtures/post-length/. The silence inside the range stays here: the fixture runner leaves out
// length warnings a fixture does not expect (its posts are a few words long), so no fixture could show it.
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { countWords } from "../../core/content/rules.ts";
import { problemLines, scratchSite } from "./content-helpers.ts";

const POST = "content/posts/what-is-unattended-retail.md";
let site: Awaited<ReturnType<typeof scratchSite>>;
beforeEach(async () => {
  site = await scratchSite();
});
afterEach(() => site.dispose());

/** The post with its body replaced by `words` words of real copy. */
async function setBody(words: number): Promise<void> {
  const file = path.join(site.root, POST);
  const text = await fs.readFile(file, "utf8");
  const front = text.slice(0, text.indexOf("\n---\n", 4) + 5);
  const sentence = "Unattended retail lets a breakroom sell fresh food around the clock without a cashier. ".split(" ").filter(Boolean);
  const body = Array.from({ length: words }, (_, i) => sentence[i % sentence.length]).join(" ");
  await fs.writeFile(file, `${front}${body}\n`);
}

describe("a post's length", () => {
  it("counts words of text, not markdown marks or HTML tags", () => {
    expect(countWords('## A heading\n\n<span class="x">Two words</span> - and **three** more |')).toBe(7);
  });

  it("says nothing of a post within the range", async () => {
    await setBody(800);
    expect(await problemLines(site)).toEqual([]);
  });
});
