// Every `content` command, fed content past each limit of core/checks/ at once (cases too large for a
// fixture folder: megabytes of tables, thousands of nested elements), ends with lines that name a file:
// never "Maximum call stack size exceeded", a heap out of memory or any message without a file, and it
// exits with 1 (content errors), not 2 (a crash).
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddingSvg, postFront } from "../helpers/hostile-posts.ts";
import { ROOT } from "../../scripts/lib/root.ts";
import { scratchSite } from "./content-helpers.ts";

const exec = promisify(execFile);

let site: Awaited<ReturnType<typeof scratchSite>>;

/**
 * Posts past each limit, by slug: the body after the front matter. Each paragraph stays under the link
 * check's longest stretch without a blank line (MAX_STRETCH in scripts/cli/links.ts), which it blanks
 * out and refuses by itself: these reach the parsers unless a limit stops them first.
 */
const paragraphs = (count: number, make: (i: number) => string) => Array.from({ length: count }, (_, i) => make(i)).join("\n\n");
const table = (columns: number, rows: number) => `|${"a|".repeat(columns)}\n|${"-|".repeat(columns)}\n${"|x|\n".repeat(rows)}`;
const POSTS: Record<string, string> = {
  "limit-quotes": `${">".repeat(2_200)} deep\n\n${">".repeat(9_000)} deeper\n`,
  "limit-tables-2mb": paragraphs(1_200, () => table(500, 20)),
  "limit-table-cells": paragraphs(80, () => table(400, 20)),
  "limit-lists": paragraphs(300, (i) => `${"  ".repeat(i)}- step`),
  "limit-bold": paragraphs(10, () => `${"<b>".repeat(3_000)}text`),
  "limit-divs": paragraphs(5_000, () => "<div>"),
  "limit-emphasis": `${"*".repeat(4_000)}a${"*".repeat(4_000)}\n`,
  "limit-brackets": `${"[".repeat(4_000)}a${"](b)".repeat(1_000)}\n`,
  "limit-definitions": `See [the guide][d1].\n\n${paragraphs(5_000, (i) => `[d${i}]: /blog`)}\n`,
  "limit-svg": "Text.\n",
};

beforeAll(async () => {
  site = await scratchSite();
  const posts = path.join(site.content, "posts");
  for (const [slug, body] of Object.entries(POSTS)) await fs.writeFile(path.join(posts, `${slug}.md`), postFront(slug) + body);
  await fs.writeFile(path.join(posts, "index.md"), postFront("index") + "A post at the list's address.\n");
  await fs.writeFile(path.join(posts, "limit-escapes.md"), postFront("limit-escapes").replace('"Breakroom Notes', '"\\uD800 \\x01 Notes') + "Text.\n");
  // An SVG embedding three large pictures (the build once took 4.65 GB on it), used by a post.
  await fs.writeFile(path.join(site.content, "images", "limit-embeds.svg"), await embeddingSvg({ count: 3, side: 4_000 }));
  const svgPost = path.join(posts, "limit-svg.md");
  await fs.writeFile(svgPost, (await fs.readFile(svgPost, "utf8")).replace("/images/smart-cooler.svg", "/images/limit-embeds.svg"));
  // 3,000 unclosed <b> in a FAQ answer.
  const faq = path.join(site.content, "faq.yaml");
  await fs.writeFile(
    faq,
    (await fs.readFile(faq, "utf8")).replace(
      /^entries:\n/m,
      `entries:\n  - id: limit-bold\n    category: general\n    question: Why is this answer bold?\n    answer: "${"<b>".repeat(3_000)}"\n`,
    ),
  );
}, 120_000);

afterAll(() => site?.dispose());

async function content(...args: string[]): Promise<{ code: number; lines: string[] }> {
  const env = { ...process.env, CONTENT_ROOT: site.root, CI: "true", GITHUB_ACTIONS: "" };
  const run = exec(process.execPath, [path.join(ROOT, "scripts/content.mjs"), ...args], { env, maxBuffer: 64 * 1024 * 1024 }).then(
    (r) => ({ code: 0, out: r.stdout + r.stderr }),
    (err) => ({ code: err.code as number, out: `${err.stdout}${err.stderr}` }),
  );
  const { code, out } = await run;
  return { code, lines: out.split("\n").filter((l) => l.trim()) };
}

/** What a command may print besides problems: which Node runs it, the summary, and the build's closing line. */
const FRAME = [/^Node \d+\.\d+\.\d+ runs this/, /^✖ \d+ errors? in \d+ files?/, /^dist-content\/ was left as it was\.$/, /^npm warn /];

function expectEveryLineNamesAFile(lines: string[]) {
  const problems = lines.filter((l) => !FRAME.some((re) => re.test(l)));
  expect(problems.length).toBeGreaterThan(0);
  for (const line of problems) expect(line).toMatch(/^content\/[^\s:]+:\d+:\d+ {2}\S/);
  expect(lines.join("\n")).not.toMatch(/call stack|heap|out of memory|URIError|RangeError/i);
}

describe("content commands past every limit", () => {
  it("validate refuses each case at its file and line, and names every file it could not check", async () => {
    const { code, lines } = await content("validate");
    expect(code).toBe(1);
    expectEveryLineNamesAFile(lines);
    const files = new Set(lines.map((l) => l.split(":")[0]));
    for (const slug of [...Object.keys(POSTS), "index", "limit-escapes"]) expect(files, slug).toContain(`content/posts/${slug}.md`);
    expect(files).toContain("content/faq.yaml");
    expect(lines).toContain(
      "content/posts/limit-quotes.md:12:2202  block quotes and lists are nested 2,200 levels deep here (> and list markers, or indentation); at most 50 levels can be published: flatten them",
    );
  }, 120_000);

  it("build refuses the same, writes nothing, and says so", async () => {
    const { code, lines } = await content("build");
    expect(code).toBe(1);
    expectEveryLineNamesAFile(lines);
    expect(lines).toContain("dist-content/ was left as it was.");
    await expect(fs.stat(site.out)).rejects.toThrow();
  }, 120_000);

  it("cms --normalize --check names each file it would rewrite, and crashes on none", async () => {
    const { code, lines } = await content("cms", "--normalize", "--check");
    expect([0, 1]).toContain(code);
    expect(lines.join("\n")).not.toMatch(/call stack|heap|out of memory|URIError|RangeError|^content: /im);
  }, 120_000);
});
