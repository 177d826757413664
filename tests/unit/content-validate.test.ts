// Each validation rule's message is checked from its fixture folder, tests/fixtures/<rule>/ (run by
// fixtures.test.ts): the input and the expected `file:line:col  message` are plain files. What stays here is
// not one rule: the shipped content as a whole must pass every rule at once.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Paths } from "../../scripts/cli/config.ts";
import { problemLines, scratchSite } from "./content-helpers.ts";

let site: Paths & { dispose(): Promise<void> };
beforeEach(async () => {
  site = await scratchSite();
});
afterEach(async () => {
  await site.dispose();
});

describe("content validate", () => {
  it("finds no problem in the shipped content", async () => {
    expect(await problemLines(site)).toEqual([]);
  });
});
