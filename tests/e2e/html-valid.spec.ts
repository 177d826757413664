import path from "node:path";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { ROUTES, expect, test } from "./fixtures.ts";

const CLIENT = path.resolve("build/client");
/** build/client/<route>/index.html; React Router's redirect documents are not pages (_redirects answers 301 first). */
const files = [...ROUTES.map((r) => path.join(CLIENT, r, "index.html")), path.join(CLIENT, "404.html")];

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
