// The editor at /admin/ checks an entry with the site's own rules as it is typed, and refuses to save what
// the build would refuse (decision 034): the CLI's words, within a second, and the file left as it was.
import { spawnSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { repoCopy } from "../unit/repo-copy.ts";
import { openEditor, readRepoFile } from "./cms-helpers.ts";
import { expect, test } from "./fixtures.ts";

const ROOT = process.cwd();
/** The longest shipped post: the one the editor checks slowest. */
const POST = fs
  .readdirSync(path.join(ROOT, "content/posts"))
  .map((name) => `content/posts/${name}`)
  .sort((a, b) => fs.statSync(path.join(ROOT, b)).size - fs.statSync(path.join(ROOT, a)).size)[0];
/** The post's title and date, as the editor's list shows the entry. */
const front = (field: string) => new RegExp(`^${field}: (.*)$`, "m").exec(fs.readFileSync(path.join(ROOT, POST), "utf8"))![1].replace(/^"|"$/g, "");
/** A sentence of another record, copied. */
const SENTENCE = /^description: (.*?\.) /m.exec(fs.readFileSync(path.join(ROOT, "content/towns/westminster.yaml"), "utf8"))![1];
const LINK = "Read [our other post](/blog/no-such-post).";
const SHOTS = process.env.CMS_SHOTS;

test.describe("the editor's checks", () => {
  test.setTimeout(300_000);
  test.use({ actionTimeout: 20_000, viewport: { width: 1280, height: 900 } });

  test("a post with a link to no page and a copied sentence is named within a second and not saved; fixed, it is", async ({ page, problems: pageErrors }) => {
    const collections = await openEditor(page);
    await collections.getByRole("treeitem", { name: "Blog posts" }).click({ timeout: 30_000 });
    await page.getByRole("gridcell", { name: `${front("title")} (${front("date")})`, exact: true }).click();
    const preview = page.frameLocator("iframe").first();
    await expect(preview.locator("main")).toBeVisible({ timeout: 20_000 });
    const original = await readRepoFile(page, POST);

    // The body as markdown, as an editor who pastes a paragraph would see it.
    await page.getByRole("button", { name: "Edit in Markdown" }).click();
    const body = page.getByRole("textbox", { name: "Text of the post" });
    const text = await body.inputValue();
    await body.fill(`${text}\n\n${SENTENCE}\n\n`);
    await body.press("End");
    await body.pressSequentially(LINK);
    const typed = Date.now();
    const problems = preview.locator(".admin-preview__problems");
    await expect(problems).toContainText("link /blog/no-such-post leads to no page of this site", { timeout: 1_000 });
    await expect(problems).toContainText("is also in content/towns/westminster.yaml: write it in other words", { timeout: 1_000 });
    test.info().annotations.push({ type: "keystroke to message", description: `${Date.now() - typed} ms` });
    await expect(problems).toContainText("Text of the post, line");
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "editor-problems-1280.png") });

    await page.getByRole("button", { name: "Save", exact: true }).click();
    const refusal = page.getByRole("alert").filter({ hasText: "Not saved: the site's build would refuse this entry." });
    await expect(refusal).toBeVisible({ timeout: 10_000 });
    await expect(refusal).toContainText("link /blog/no-such-post leads to no page of this site");
    // The CMS's own dialog, over everything else, says why too; the reasons stay on screen once it is closed.
    const failed = page.getByRole("alertdialog", { name: "Error" });
    await expect(failed).toContainText("There was an error while saving the entry");
    await expect(failed).toContainText("Not saved: the site's build would refuse this entry.");
    await expect(failed).toContainText("Text of the post, line");
    await expect(failed).toContainText("link /blog/no-such-post leads to no page of this site");
    if (SHOTS) await page.screenshot({ path: path.join(SHOTS, "editor-save-refused-1280.png") });
    await failed.getByRole("button", { name: "OK" }).click();
    await expect(refusal).toBeVisible();
    expect(await readRepoFile(page, POST), "nothing saved while the build would refuse it").toBe(original);
    // The CMS logs the refusal it shows: expected, once.
    const refusals = pageErrors.filter((p) => p.includes("Not saved: the site's build would refuse this entry."));
    expect(refusals).toHaveLength(1);
    pageErrors.splice(pageErrors.indexOf(refusals[0]), 1);

    // Both fixed: the link goes to a page of the site, the sentence is the post's own.
    await refusal.getByRole("button", { name: "Close" }).click();
    await body.fill(`${text}\n\nOur own words close the post: see [how a micro market works](/solutions/micro-markets).`);
    await expect(problems).toHaveCount(0, { timeout: 2_000 });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect.poll(() => readRepoFile(page, POST), { timeout: 15_000 }).toContain("(/solutions/micro-markets)");
    await expect(refusal).toHaveCount(0);

    const tmp = await repoCopy("cms-validate-", ["content", "schemas", "core", "scripts", "package.json", "tsconfig.json"]);
    try {
      fs.writeFileSync(path.join(tmp, POST), (await readRepoFile(page, POST))!);
      const validate = spawnSync(process.execPath, ["scripts/content.mjs", "validate"], { cwd: tmp, encoding: "utf8" });
      expect(validate.status, `${validate.stdout}${validate.stderr}`).toBe(0);
    } finally {
      fs.rmSync(tmp, { recursive: true, force: true });
    }
  });

  test("an industry with a required field emptied is named and not saved", async ({ page }) => {
    const collections = await openEditor(page);
    await collections.getByRole("treeitem", { name: "Industries" }).click({ timeout: 30_000 });
    await page.getByRole("gridcell", { name: "Office Buildings", exact: true }).click();
    const preview = page.frameLocator("iframe").first();
    await expect(preview.locator("main")).toBeVisible({ timeout: 20_000 });
    const file = "content/industries/office-buildings.yaml";
    const original = await readRepoFile(page, file);
    await page.getByRole("textbox", { name: "Title", exact: true }).first().fill("");
    await expect(preview.locator(".admin-preview__problems")).toContainText('the file is missing the required field "title"', { timeout: 1_000 });
    await page.getByRole("button", { name: "Save", exact: true }).click();
    await expect(page.getByText(/required|would refuse this entry/i).first()).toBeVisible({ timeout: 10_000 });
    expect(await readRepoFile(page, file)).toBe(original);
  });
});
