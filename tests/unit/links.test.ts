import fs from "node:fs/promises";
import path from "node:path";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/lib/root.ts";
import { findRefs } from "../../scripts/cli/links.ts";
import { loadMarkdown } from "../../scripts/cli/loaders/markdown.ts";
import { parseMarkdown } from "../../scripts/cli/markdown.ts";

describe("finding links for the cross-checks", () => {
  it("finds the same links and pictures as the full markdown parser in every shipped post", async () => {
    const dir = path.join(ROOT, "content/posts");
    const key = (r: { kind: string; url: string; line: number }) => `${r.kind} ${r.url} @${r.line}`;
    for (const name of await fs.readdir(dir)) {
      const { body } = loadMarkdown(await fs.readFile(path.join(dir, name), "utf8"));
      const parsed: string[] = [];
      visit(parseMarkdown(body), (node: any) => {
        const line = node.position?.start.line;
        if (node.type === "link" || node.type === "definition") parsed.push(key({ kind: "link", url: node.url, line }));
        if (node.type === "image") parsed.push(key({ kind: "image", url: node.url, line }));
        if (node.type === "html") {
          for (const m of node.value.matchAll(/\b(href|src)\s*=\s*["']([^"']*)["']/gi)) {
            parsed.push(key({ kind: m[1].toLowerCase() === "src" ? "image" : "link", url: m[2], line }));
          }
        }
      });
      expect(findRefs(body).map(key).sort(), name).toEqual(parsed.sort());
    }
  });

  it("gives the line and column of each destination and skips code", () => {
    const md = [
      "Intro with [a link](/contact) here.",
      "",
      "```",
      "[not a link](/nowhere)",
      "```",
      "",
      "Use `[code](/nope)` and ![a cooler](/images/smart-cooler.svg).",
      '<a href="/faq#installation-time">raw</a>',
      "",
      "[ref]: /about",
    ].join("\n");
    expect(findRefs(md).map(({ kind, url, line, col }) => ({ kind, url, line, col }))).toEqual([
      { kind: "link", url: "/contact", line: 1, col: 12 },
      { kind: "image", url: "/images/smart-cooler.svg", line: 7, col: 25 },
      { kind: "link", url: "/faq#installation-time", line: 8, col: 1 },
      { kind: "link", url: "/about", line: 10, col: 1 },
    ]);
  });

  it("finds what the full parser finds in nested brackets, titles, angle brackets, code and raw HTML", () => {
    const md = [
      "A [link [with] brackets](/about) and [outer [inner](/faq) text](/contact).",
      "![a cooler](/images/smart-cooler.svg \"A title\") and [t](</blog> 'single') and [p](/solutions (paren title)).",
      "Text `[no](/code)` and ``[still `code`](/x)`` and [after](/locations).",
      "~~~",
      "[fenced](/fenced)",
      "",
      "[still fenced](/fenced2)",
      "~~~",
      '<a href="/service-area">raw</a> <img src="/images/logo.svg" alt="Logo"> <https://example.com/page>',
      "[not closed (/x) [ok](/customer)",
      "",
      "[label]: /solutions/smart-stores",
    ].join("\n");
    const key = (r: { kind: string; url: string; line: number }) => `${r.kind} ${r.url} @${r.line}`;
    const parsed: string[] = [];
    visit(parseMarkdown(md), (node: any) => {
      const line = node.position?.start.line;
      if (node.type === "link" || node.type === "definition") parsed.push(key({ kind: "link", url: node.url, line }));
      if (node.type === "image") parsed.push(key({ kind: "image", url: node.url, line }));
      if (node.type === "html") {
        for (const m of node.value.matchAll(/\b(href|src)\s*=\s*["']([^"']*)["']/gi))
          parsed.push(key({ kind: m[1].toLowerCase() === "src" ? "image" : "link", url: m[2], line }));
      }
    });
    expect(findRefs(md).map(key).sort()).toEqual(parsed.sort());
  });

  it("gives each picture its alt text as written", () => {
    expect(findRefs('![](/images/a.svg) ![ A cooler ](/images/b.svg) <img src="/images/c.svg">').map((r) => r.alt)).toEqual(["", " A cooler ", ""]);
  });
});

/** Paragraphs that made the old regular expressions backtrack, each about `size` characters long. */
const ADVERSARIAL = ["[x ", "[x](", "![x](y ", "[a](b (c", '[a](b "', "<a href ", "<a <a ", "<http:", "`` ` ", "[[[]", "](", "[x]: ", "\\[", "!["];
const paragraph = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

/** Milliseconds of CPU this process spent on `fn`: unlike the clock, not counting time other programs had the CPU. */
const cpu = (fn: () => void) => {
  const before = process.cpuUsage();
  fn();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
};

describe("the link scan on hostile input", () => {
  it("scans a 50 KB adversarial paragraph in time proportional to its size", () => {
    for (const unit of ADVERSARIAL) {
      const quarter = paragraph(unit, 12_500);
      const whole = paragraph(unit, 50_000);
      findRefs(whole); // warm up
      // The whole paragraph against its four quarters one after another, each the fastest of nine: about the
      // same time when linear, four times when quadratic, 16 times when cubic (the old scan took seconds on
      // 3 KB). Under 5 ms for 50 KB nothing is worse than linear, and timer noise cannot fail the test.
      let all = Infinity;
      let parts = Infinity;
      for (let i = 0; i < 9; i++) {
        parts = Math.min(
          parts,
          cpu(() => {
            for (let k = 0; k < 4; k++) findRefs(quarter);
          }),
        );
        all = Math.min(
          all,
          cpu(() => findRefs(whole)),
        );
      }
      expect(all < 5 || all / parts < 2.5, `"${unit}" x ${whole.length / unit.length}: ${all.toFixed(1)} ms, four quarters ${parts.toFixed(1)} ms`).toBe(true);
    }
  });

  it("still finds the links around an adversarial paragraph", () => {
    const md = `${paragraph("[x ", 50_000)}\n\nSee [the FAQ](/faq) and ![a cooler](/images/smart-cooler.svg).`;
    expect(findRefs(md).map((r) => `${r.kind} ${r.url} @${r.line}`)).toEqual(["link /faq @3", "image /images/smart-cooler.svg @3"]);
  });
});
