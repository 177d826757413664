import fs from "node:fs";
import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { pageFile } from "../../scripts/lib/page-file.ts";
import { isFolderRule } from "../../core/redirects.ts";
import { ROUTES, expect, test } from "./fixtures.ts";

const CLIENT = path.resolve("build/client");
/** The short paths of old links (a folder rule such as `/locations/*` has no page). */
const REDIRECTS = (JSON.parse(fs.readFileSync(path.resolve("dist-content/redirects.json"), "utf8")) as { from: string }[]).filter((r) => !isFolderRule(r.from));
/** Every page (`<route>.html`, decision 013), the refresh pages of the short paths (for hosts without `_redirects`) and 404.html. */
const files = [...ROUTES, ...REDIRECTS.map((r) => r.from)].map((r) => path.join(CLIENT, pageFile(r))).concat(path.join(CLIENT, "404.html"));

test("every prerendered page is valid HTML (html-validate, recommended rules, .htmlvalidate.json)", async () => {
  test.setTimeout(120_000);
  const validator = new HtmlValidate(new FileSystemConfigLoader());
  const problems: string[] = [];
  for (const file of files) {
    const report = await validator.validateFile(file);
    for (const result of report.results) {
      for (const m of result.messages) problems.push(`${path.relative(CLIENT, file)}:${m.line}:${m.column}  ${m.ruleId}  ${m.message}  (${m.selector ?? ""})`);
    }
  }
  expect(problems).toEqual([]);
});
