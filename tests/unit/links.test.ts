import { describe, expect, it } from "vitest";
import { findRefs, MAX_STRETCH, scanMarkdown } from "../../core/content/links.ts";

const brief = (md: string) => findRefs(md).map((r) => `${r.kind} ${r.url} ${r.line}:${r.col}${r.raw ? " raw" : ""}`);

describe("finding links for the cross-checks, from the tree the page is made from", () => {
  it("gives the line and column of each destination and skips code", () => {
    const md = [
      "Intro with [a link](/contact) here.",
      "",
      "```",
      "[not a link](/nowhere)",
      "```",
      "",
      "Use `[code](/nope)` and ![a cooler](/images/smart-cooler.svg).",
      '<a href="/faq#installation-time">raw</a> and [ref] [unused]',
      "",
      "[ref]: /about",
      "[other]: /nowhere-published",
    ].join("\n");
    expect(brief(md)).toEqual(["link /contact 1:12", "image /images/smart-cooler.svg 7:25", "link /faq#installation-time 8:1 raw", "link /about 8:46"]);
  });

  it("finds the links a hand scanner lost after an unusual line, and none inside code", () => {
    // Each of these was a post that `content validate` passed while the page held a broken link.
    expect(brief("``` not`a fence ```\n\n[a](/blog/nope-1)")).toEqual(["link /blog/nope-1 3:1"]);
    expect(brief("- a `\n- [x](/blog/nope-6) `")).toEqual(["link /blog/nope-6 2:3"]);
    expect(brief('<a title="`" href="/blog/nope-9">x</a> and `y`')).toEqual(["link /blog/nope-9 1:1 raw"]);
    expect(brief('<div><a href="/blog/nope-15"class="x">x</a></div>')).toEqual(["link /blog/nope-15 1:6 raw"]);
    expect(brief("[a]\n\n> [a]: /blog/nope-10")).toEqual(["link /blog/nope-10 1:1"]);
    expect(brief("See http://example.com/insecure and www.example.com/also-http")).toEqual([
      "link http://example.com/insecure 1:5",
      "link http://www.example.com/also-http 1:37",
    ]);
    // Good content the hand scanner flagged: code, and a character reference the page decodes.
    expect(brief("    [a](/blog/x)")).toEqual([]);
    expect(brief("[x](/faq&#35;installation-time)")).toEqual(["link /faq#installation-time 1:1"]);
  });

  it("gives each picture its alt text, raw HTML ones included", () => {
    expect(
      findRefs('![](/images/a.svg) ![A *cooler*](/images/b.svg) <img src="/images/c.svg">\n\n<IMG SRC= onmouseover=x>').map((r) => [r.url, r.alt, r.raw]),
    ).toEqual([
      ["/images/a.svg", "", false],
      ["/images/b.svg", "A cooler", false],
      ["/images/c.svg", "", true],
      ["onmouseover=x", "", true],
    ]);
  });

  it("lists raw HTML elements with their attributes, and leaves footnote links out", () => {
    const { refs, tags } = scanMarkdown('A <span class="x" onclick="go()">word</span>[^1].\n\n[^1]: See [the FAQ](/faq).');
    expect(tags.map((t) => [t.name, t.attrs, `${t.line}:${t.col}`])).toEqual([
      [
        "span",
        [
          { name: "class", value: "x" },
          { name: "onclick", value: "go()" },
        ],
        "1:3",
      ],
    ]);
    expect(refs.map((r) => r.url)).toEqual(["/faq"]);
  });

  it("refuses a stretch without a blank line longer than the limit, and parses the rest", () => {
    const long = "word ".repeat(MAX_STRETCH / 5 + 1);
    const scan = scanMarkdown(`[a](/about)\n\n${long}[b](/faq)\n\n[c](/contact)`);
    expect(scan.tooLong.map((s) => [s.line, s.col, s.length])).toEqual([[3, 1, long.length + "[b](/faq)".length]]);
    expect(scan.refs.map((r) => `${r.url} ${r.line}`)).toEqual(["/about 1", "/contact 5"]);
  });
});

/** A paragraph of `size` characters repeating `unit`; how long the check takes on such is `npm run bench:hostile`. */
const paragraph = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);

describe("the link check on hostile input", () => {
  it("still finds the links around an adversarial paragraph", () => {
    const md = `${paragraph("[a](b (c", 50_000)}\n\nSee [the FAQ](/faq) and ![a cooler](/images/smart-cooler.svg).`;
    expect(findRefs(md).map((r) => `${r.kind} ${r.url} @${r.line}`)).toEqual(["link /faq @3", "image /images/smart-cooler.svg @3"]);
  });
});
