// content/legal/<name>.md: the privacy notice at /privacy and the accessibility statement at /accessibility,
// markdown with front matter, the values of site.yaml filled into their text.
import type { LegalPageData } from "../content-types.ts";
import { formatLongDate, parseContentDate } from "../dates.ts";
import { defineCollection } from "../content/define.ts";
import { fillTokens, LEGAL_TOKENS, unknownTokens } from "../content/legal.ts";
import { calendarDay } from "../content/rules.ts";
import type { LegalPage } from "../schema.generated.ts";

export default defineCollection<LegalPage, LegalPageData>({
  name: "legal",
  kind: "legal",
  position: 70,
  format: "markdown",
  files: ["privacy", "accessibility"],
  schema: "legal.schema.json",
  editor: {
    label: "Privacy and accessibility",
    description: "The privacy notice at /privacy and the accessibility statement at /accessibility: review the facts before launch.",
    fileLabels: { privacy: "Privacy notice", accessibility: "Accessibility statement" },
    body: {
      label: "Text of the page",
      hint: "Headings and links from the toolbar. {phone}, {email}, {supportEmail}, {address}, {name} and {origin} show the values of Site facts.",
    },
  },
  route: { path: "/:name", module: "routes/legal.tsx" },
  // They name the phone and e-mails of site.yaml.
  markdown: ({ body }, { siteSource }) => [fillTokens(body, siteSource)],
  // Its date is a real day, and every {token} of its text a value of site.yaml.
  check: (f, _files, problems) => {
    calendarDay(f, "updated", problems);
    const body = f.body ?? "";
    for (const { offset, token } of unknownTokens(body)) {
      const before = body.slice(0, offset).split("\n");
      problems.error(
        f.rel,
        { line: (f.bodyLine ?? 1) + before.length - 1, col: before.at(-1)!.length + 1 },
        `${token} is not a value of content/site.yaml: write one of ${Object.keys(LEGAL_TOKENS)
          .map((t) => `{${t}}`)
          .join(", ")}`,
      );
    }
  },
  transform: ({ data, name, path, rendered }) => {
    const { title, summary, metaTitle, metaDescription, keywords, updated } = data;
    // A date that does not parse (a half-written entry in the editor; the build has refused it before) gives an empty date.
    const iso = parseContentDate(String(updated ?? "")) ?? "";
    return {
      page: {
        title,
        slug: name,
        path,
        summary,
        metaTitle,
        metaDescription,
        keywords,
        updated: iso,
        updatedLabel: iso ? formatLongDate(iso) : "",
        html: rendered[0].html,
      },
    };
  },
});
