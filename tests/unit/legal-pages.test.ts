// The privacy notice and the accessibility statement (content/legal/<name>.md): validated like posts,
// the phone and e-mails of site.yaml filled in, written to dist-content/legal/ and listed as routes.
import fs from "node:fs/promises";
import path from "node:path";
import YAML from "yaml";
import { afterEach, describe, expect, it } from "vitest";
import type { LegalPageData } from "../../core/content-types.ts";
import { LEGAL_NAMES } from "../../core/content/collections.ts";
import { checkContent } from "../../scripts/cli/pipeline.ts";
import { transform } from "../../scripts/cli/transform.ts";
import { edit, problemLines, scratchSite } from "./content-helpers.ts";

let dispose: (() => Promise<void>) | undefined;
afterEach(async () => {
  await dispose?.();
  dispose = undefined;
});

async function site() {
  const s = await scratchSite();
  dispose = s.dispose;
  return s;
}

describe("legal pages", () => {
  it("are written with the values of site.yaml in place of {phone} and {email}, and listed as routes", async () => {
    const s = await site();
    const checked = await checkContent(s);
    expect(checked.problems.errors).toEqual([]);
    const { outputs } = await transform(checked.files, checked.images);
    const facts = YAML.parse(await fs.readFile(path.join(s.content, "site.yaml"), "utf8"));
    for (const name of LEGAL_NAMES) {
      const page = JSON.parse(outputs.get(`legal/${name}.json`)!.toString()) as LegalPageData;
      expect(page.slug).toBe(name);
      expect(page.updated).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(page.html).toContain(`href="mailto:${facts.email}"`);
      expect(page.html).toContain(`href="tel:+1${facts.phone.replace(/\D/g, "")}"`);
      expect(page.html).not.toMatch(/\{[A-Za-z]+\}/);
    }
    const routes: string[] = JSON.parse(outputs.get("routes.json")!.toString());
    expect(routes).toEqual(expect.arrayContaining(["/privacy", "/accessibility"]));
  });

  it("say what the site collects and does, and how to ask for deletion or report a barrier", async () => {
    const s = await site();
    const privacy = await fs.readFile(path.join(s.content, "legal", "privacy.md"), "utf8");
    for (const fact of ["Netlify", "No cookies", "No analytics", "Show map", "delete", "{email}", "{phone}"]) expect(privacy, fact).toContain(fact);
    const accessibility = await fs.readFile(path.join(s.content, "legal", "accessibility.md"), "utf8");
    for (const fact of ["WCAG", "2.2", "level AA", "What we know falls short", "Report a barrier", "{email}", "{phone}"])
      expect(accessibility, fact).toContain(fact);
  });

  it("report an unknown {value}, a wrong slug, a date that is no day and a link to no page at file:line:col", async () => {
    const s = await site();
    const rel = "content/legal/privacy.md";
    const tokenLine = await edit(s, rel, "write to {email}", "write to {mail}");
    const slugLine = await edit(s, rel, /^slug: privacy$/m, "slug: privacy-notice");
    const dateLine = await edit(s, rel, /^updated: .*$/m, "updated: February 30, 2026");
    const linkLine = await edit(s, rel, "## Children", "## Children\n\nSee [our policy](/privacy-policy).");
    const lines = await problemLines(s);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.stringMatching(new RegExp(`^${rel}:${tokenLine}:\\d+  \\{mail\\} is not a value of content/site.yaml: write one of \\{name\\}, `)),
        `${rel}:${slugLine}:7  slug "privacy-notice" must equal the file name "privacy"`,
        `${rel}:${dateLine}:10  updated "February 30, 2026" is not a real calendar day (write it like July 31, 2025 or 09/22/2025)`,
        expect.stringMatching(new RegExp(`^${rel}:${linkLine + 2}:\\d+  link /privacy-policy leads to no page of this site$`)),
      ]),
    );
  });

  it("must both exist, and content/legal/ holds nothing else", async () => {
    const s = await site();
    await fs.rename(path.join(s.content, "legal", "accessibility.md"), path.join(s.content, "legal", "a11y.md"));
    expect(await problemLines(s)).toEqual(
      expect.arrayContaining([
        "content/legal/accessibility.md:1:1  file is missing: content/legal/accessibility.md must exist",
        'content/legal/a11y.md:1:1  there is no page "a11y": the files of content/legal/ are privacy.md, accessibility.md',
      ]),
    );
  });
});
