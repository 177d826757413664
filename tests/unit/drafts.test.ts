// Drafts and scheduled posts (decision 036) through the content build: a live build leaves them out of
// every output, a preview builds them marked, validate names each with its day.
import fs from "node:fs/promises";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { buildContent } from "../../scripts/cli/build.ts";
import { checkContent } from "../../scripts/cli/pipeline.ts";
import { formatProblem } from "../../core/content/problems.ts";
import { listFiles } from "../../scripts/lib/output.ts";
import { scratchSite } from "./content-helpers.ts";
import { previewData } from "../../scripts/admin/preview-files.ts";
import { FINGERPRINT_FILE } from "../../scripts/cli/fingerprint.ts";
import { knownPictures } from "../../core/admin-preview.ts";
import { PICTURES_APART_FILE } from "../../scripts/cli/config.ts";

const post = (slug: string, title: string, extra: string) => `---
title: "${title}"
slug: ${slug}
date: "${extra.includes("date:") ? "" : "October 23, 2025"}"
${extra}summary: "A post ${title.toLowerCase()}, to check how a build publishes it."
imageUrl: /images/smart-cooler.svg
imageAlt: "A smart cooler stocked with drinks in an office breakroom"
metaTitle: "${title}"
metaDescription: "A post ${title.toLowerCase()}, kept out of a live site until it is ready to be read."
---

The words of ${slug}, which only a preview should show.
`;

let site: Awaited<ReturnType<typeof scratchSite>>;
const env = { ...process.env };
beforeEach(async () => {
  site = await scratchSite();
  const posts = path.join(site.content, "posts");
  await fs.writeFile(path.join(posts, "fixture-draft.md"), post("fixture-draft", "Still Being Written", "draft: true\n"));
  await fs.writeFile(
    path.join(posts, "fixture-scheduled.md"),
    post("fixture-scheduled", "Coming at Christmas", "").replace(/^date: .*$/m, 'date: "December 25, 2027"'),
  );
  process.env.BUILD_DATE = "2026-11-25";
});
afterEach(async () => {
  process.env = { ...env };
  await site.dispose();
});

/** Every output file whose bytes name the slug. */
async function mentions(slug: string): Promise<string[]> {
  const found: string[] = [];
  for (const rel of await listFiles(site.out)) if ((await fs.readFile(path.join(site.out, rel), "utf8")).includes(slug)) found.push(rel);
  return found;
}

describe("a draft and a scheduled post", () => {
  it("have their own pictures left out of a live build and of its editor data, not of a preview", async () => {
    const svg = (fill: string) => `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="900"><rect width="1600" height="900" fill="${fill}"/></svg>`;
    await fs.writeFile(path.join(site.content, "images", "fixture-draft-plan.svg"), svg("#8c1f4a"));
    await fs.writeFile(path.join(site.content, "images", "fixture-scheduled-plan.svg"), svg("#1f7a8c"));
    for (const slug of ["fixture-draft", "fixture-scheduled"]) {
      const file = path.join(site.content, "posts", `${slug}.md`);
      await fs.appendFile(file, `\n![A plan of the launch](/images/${slug}-plan.svg)\n`);
    }
    delete process.env.PUBLISH;
    delete process.env.CONTEXT;
    const live = await buildContent(site, { quiet: true, picturesApart: true });
    expect(live.problems?.errors).toEqual([]);
    const listed = await fs.readFile(path.join(site.out, PICTURES_APART_FILE), "utf8");
    expect(listed).toContain("/images/smart-cooler.svg");
    expect(listed).not.toContain("-plan.svg");
    const data = await previewData(site);
    expect(JSON.stringify(data)).not.toMatch(/fixture-(draft|scheduled)/);
    // The records the previews read, not the build's own: the record of its inputs, which changes with every
    // change to its code, and the list of pictures for the build's next step.
    expect(Object.keys(data.dist)).toContain("site.json");
    expect(Object.keys(data.dist)).not.toContain(FINGERPRINT_FILE);
    expect(Object.keys(data.dist)).not.toContain(PICTURES_APART_FILE);
    // An editor opening the draft in /admin is not told its picture is missing.
    const draft = await fs.readFile(path.join(site.content, "posts", "fixture-draft.md"), "utf8");
    expect((await knownPictures(data, draft)).has("fixture-draft-plan.svg")).toBe(true);
    expect((await knownPictures(data, draft.replace("fixture-draft-plan.svg", "fixture-draft-typo.svg"))).has("fixture-draft-typo.svg")).toBe(false);

    process.env.CONTEXT = "deploy-preview";
    await buildContent(site, { quiet: true, picturesApart: true });
    const previewed = await fs.readFile(path.join(site.out, PICTURES_APART_FILE), "utf8");
    expect(previewed).toContain("/images/fixture-draft-plan.svg");
    expect((await previewData(site)).pictures).toContain("fixture-scheduled-plan.svg");
  });

  it("are left out of everything a live build writes, and validate names each with its day", async () => {
    delete process.env.PUBLISH;
    delete process.env.CONTEXT;
    const result = await buildContent(site, { quiet: true });
    expect(result.problems?.errors).toEqual([]);
    expect(await mentions("fixture-draft")).toEqual([]);
    expect(await mentions("fixture-scheduled")).toEqual([]);
    const notes = (await checkContent(site)).problems.warnings.map(formatProblem);
    expect(notes).toContain("content/posts/fixture-draft.md:5:8  warning: draft: not published by a live build");
    expect(notes).toContain(
      "content/posts/fixture-scheduled.md:4:7  warning: scheduled for December 25, 2027: published by the first build on or after that day",
    );
  });

  it("are built by a deploy preview, each marked as not published", async () => {
    process.env.CONTEXT = "deploy-preview";
    const result = await buildContent(site, { quiet: true });
    expect(result.problems?.errors).toEqual([]);
    const routes: string[] = JSON.parse(await fs.readFile(path.join(site.out, "routes.json"), "utf8"));
    expect(routes).toEqual(expect.arrayContaining(["/blog/fixture-draft", "/blog/fixture-scheduled"]));
    const draft = JSON.parse(await fs.readFile(path.join(site.out, "posts", "fixture-draft.json"), "utf8"));
    const scheduled = JSON.parse(await fs.readFile(path.join(site.out, "posts", "fixture-scheduled.json"), "utf8"));
    expect(draft.status).toEqual({ kind: "draft", label: "Draft: not published" });
    expect(scheduled.status).toMatchObject({ kind: "scheduled", label: "Scheduled for December 25, 2027: not published yet" });
  });

  it("goes live on its day: the same content built as of that day publishes the scheduled post", async () => {
    process.env.BUILD_DATE = "2027-12-25";
    await buildContent(site, { quiet: true });
    expect(await mentions("fixture-scheduled")).toEqual(expect.arrayContaining(["routes.json", "posts/index.json", "posts/fixture-scheduled.json"]));
    expect(await mentions("fixture-draft")).toEqual([]);
  });

  it("may not be linked from a published page of a live build", async () => {
    const rel = "content/posts/what-is-unattended-retail.md";
    await fs.appendFile(path.join(site.root, rel), "\nMore soon in [our next post](/blog/fixture-draft).\n");
    const errors = (await checkContent(site)).problems.errors.map(formatProblem);
    expect(errors).toEqual([expect.stringMatching(/what-is-unattended-retail\.md:\d+:\d+ {2}link \/blog\/fixture-draft leads to no page of this site$/)]);
  });
});
