import fs from "node:fs/promises";
import path from "node:path";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { ROOT } from "../../scripts/cli/config.ts";
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
    const md = ["Intro with [a link](/contact) here.", "", "```", "[not a link](/nowhere)", "```", "", "Use `[code](/nope)` and ![a cooler](/images/smart-cooler.svg).", '<a href="/faq#installation-time">raw</a>', "", "[ref]: /about"].join("\n");
    expect(findRefs(md)).toEqual([
      { kind: "link", url: "/contact", line: 1, col: 12 },
      { kind: "image", url: "/images/smart-cooler.svg", line: 7, col: 25 },
      { kind: "link", url: "/faq#installation-time", line: 8, col: 1 },
      { kind: "link", url: "/about", line: 10, col: 1 },
    ]);
  });
});
