// The markdown limits (core/content/limits.ts) let real writing through and stop, before any parser runs,
// what would overflow one; what they let through renders; and the last net: a rule that still throws is
// reported at the file it threw on (core/content/check.ts), never as a bare stack message.
import fs from "node:fs/promises";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { perFile } from "../../core/content/check.ts";
import { embeddedPicturesProblem, EMBEDDED_LIMITS } from "../../core/content/embedded-pictures.ts";
import { MARKDOWN_LIMITS, markdownLimits } from "../../core/content/limits.ts";
import { formatProblem, Problems } from "../../core/content/problems.ts";
import type { SourceFile } from "../../core/content/source.ts";
import { renderMarkdown } from "../../core/content/markdown-processor.ts";
import { ROOT } from "../../scripts/lib/root.ts";
import { checkContent } from "../../scripts/cli/pipeline.ts";
import { postFront } from "../helpers/hostile-posts.ts";
import { scratchSite } from "./content-helpers.ts";

const { nesting } = MARKDOWN_LIMITS;

describe("markdown limits", () => {
  it("pass every shipped post, legal page and FAQ answer", async () => {
    for (const dir of ["content/posts", "content/legal"])
      for (const name of await fs.readdir(path.join(ROOT, dir)))
        expect(markdownLimits(await fs.readFile(path.join(ROOT, dir, name), "utf8")), name).toEqual([]);
    expect(markdownLimits(await fs.readFile(path.join(ROOT, "content/faq.yaml"), "utf8"))).toEqual([]);
  });

  it("pass ordinary writing: nested lists, quotes, tables, snake_case, sums, raw HTML and autolinks", () => {
    const text = [
      "> A quote with *emphasis*, **strong** and a [link](/blog).",
      "- one\n  - two\n    - three\n      1. four",
      "| a | b |\n| - | :-: |\n| 1 | 2 |",
      "snake_case_name, 2*3*4 = 24 and a * b.",
      "<ul><li>a<li>b<li>c</ul><br><img src=/images/a.svg alt=A><p>one<p>two",
      "Mail <info@example.com> or see <https://example.com>.",
    ].join("\n\n");
    expect(markdownLimits(text)).toEqual([]);
  });

  // Each of these overflowed the parsers' stack before it was counted (a few also hid from a scan by lines).
  const hostile: Record<string, string> = {
    "list markers on one line": `${"- ".repeat(3_000)}x`,
    "ordered markers on one line": `${"1. ".repeat(3_000)}x`,
    "quotes and lists mixed": `${"> - ".repeat(1_500)}x`,
    emphasis: `${"*a ".repeat(3_000)}b${"*".repeat(3_000)}`,
    strong: `${"**a ".repeat(3_000)}b${"**".repeat(3_000)}`,
    "block quotes": `${">".repeat(2_200)} deep`,
    "unclosed <b>": "<b>".repeat(3_000),
    "nested tables in HTML": "<table><tr><td>".repeat(1_200),
  };
  it.each(Object.entries(hostile))("refuse %s at its line and column, naming the limit", (_name, text) => {
    const [first] = markdownLimits(`Intro.\n\n${text}\n`);
    expect(first).toMatchObject({ line: 3, col: expect.any(Number) });
    expect(first.message).toMatch(new RegExp(`at most ${nesting}|more than ${nesting}`));
  });

  it("let through only what renders: nesting just under each limit, and text that nests nothing", async () => {
    const under = nesting - 1;
    const texts = [
      Array.from({ length: under }, (_, i) => `${"  ".repeat(i)}- step ${i + 1}`).join("\n"),
      `${">".repeat(under)} x`,
      `${"*a ".repeat(under)}b${"*".repeat(under)}`,
      `${"<span>".repeat(under)}x${"</span>".repeat(under)}`,
      `${"[".repeat(under)}x${"](/a)".repeat(under)}`,
      `${"`".repeat(100_000)}`,
    ];
    for (const text of texts) {
      expect(markdownLimits(text), text.slice(0, 20)).toEqual([]);
      await expect(renderMarkdown(text, new Map()), text.slice(0, 20)).resolves.toHaveProperty("html");
    }
  });
});

describe("a post far over the size limit", () => {
  it("is refused by its size alone, at its first line, with no other check reading its 20 MB", async () => {
    const site = await scratchSite();
    try {
      // Sentences of eight words and more (what the repeated-sentence check reads), unclosed tags and links.
      const paragraph = `${"Vending machines keep people fed during long shifts at work. ".repeat(30)}<b ](x `;
      const body = Array.from({ length: Math.ceil(20_000_000 / (paragraph.length + 2)) }, () => paragraph).join("\n\n");
      await fs.writeFile(path.join(site.content, "posts", "huge.md"), `${postFront("huge")}${body}\n`);
      const { problems } = await checkContent(site);
      const lines = problems
        .sorted()
        .map(formatProblem)
        .filter((l) => l.startsWith("content/posts/huge.md"));
      // The size and nothing else: no sentence, word count or link of it was read.
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(
        /^content\/posts\/huge\.md:11:1 {2}the text is 20,000,\d{3} characters long; at most 200,000 fit on one page: split it into several$/,
      );
    } finally {
      await site.dispose();
    }
  }, 60_000);
});

describe("pictures embedded in an SVG", () => {
  it("takes a few of a photo's size, and refuses too many or too large at the line of the one past the limit", () => {
    const photo = (line: number) => ({ line, width: 4000, height: 3000 });
    expect(embeddedPicturesProblem([photo(3), photo(4)])).toBeUndefined();
    expect(embeddedPicturesProblem([photo(3), photo(4), photo(5)])).toEqual({
      line: 5,
      message: expect.stringMatching(/36\.0 megapixels together; at most 24\.0/),
    });
    const small = Array.from({ length: EMBEDDED_LIMITS.count + 1 }, (_, i) => ({ line: i + 2, width: 10, height: 10 }));
    expect(embeddedPicturesProblem(small)).toEqual({ line: EMBEDDED_LIMITS.count + 2, message: expect.stringMatching(/^embeds 9 pictures; at most 8/) });
  });
});

describe("a rule that throws", () => {
  const file = (rel: string) => ({ rel }) as SourceFile;
  const files = [file("content/posts/a.md"), file("content/posts/explodes.md"), file("content/posts/c.md")];
  // A rule as a case no limit foresaw makes one: it throws whenever it meets that file.
  const rule = (some: SourceFile[], into: Problems) => {
    if (some.some((f) => f.rel.includes("explodes"))) throw new RangeError("Maximum call stack size exceeded");
    for (const f of some) into.warn(f.rel, { line: 2, col: 1 }, "checked");
    return some.length;
  };

  it("is reported at the file it throws on, and the others are still checked", () => {
    const problems = new Problems();
    expect(perFile(files, problems, rule)).toBe(2);
    expect(problems.sorted().map(formatProblem)).toEqual([
      "content/posts/a.md:2:1  warning: checked",
      "content/posts/c.md:2:1  warning: checked",
      "content/posts/explodes.md:1:1  this file cannot be checked (Maximum call stack size exceeded): simplify what was changed last",
    ]);
  });

  it("goes on as it was when no single file is to blame", () => {
    expect(() =>
      perFile(files, new Problems(), () => {
        throw new Error("the disk is full");
      }),
    ).toThrow("the disk is full");
  });
});
