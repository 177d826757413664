import { describe, expect, it } from "vitest";
import { findRefs, MAX_STRETCH, scanMarkdown } from "../../scripts/cli/links.ts";

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
    // Each of these was a post that `content validate` passed while the page held a broken link (issue 26).
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

/** Paragraphs that made regular expressions or micromark itself take time growing faster than their length. */
const ADVERSARIAL = ["[x ", "[x](", "![x](y ", "[a](b (c", '[a](b "', "<a href ", "<a <a ", "<http:", "`` ` ", "[[[]", "](", "[x]: ", "\\[", "!["];
/** Those on which micromark's time grows with the square of one paragraph's length (measured up to 100 KB). */
const SLOW_IN_MICROMARK = ["[x](", "![x](y ", "[a](b (c", '[a](b "', "[x]: "];
const paragraph = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
/** `size` characters of `unit`, in paragraphs as long as the link check parses, between blank lines. */
const paragraphs = (unit: string, size: number) => {
  const out: string[] = [];
  for (let left = size; left > 0; left -= MAX_STRETCH) out.push(paragraph(unit, Math.min(MAX_STRETCH, left)));
  return out.join("\n\n");
};

/** Milliseconds of CPU this process spent on `fn`: unlike the clock, not counting time other programs had the CPU. */
const cpu = (fn: () => void) => {
  const before = process.cpuUsage();
  fn();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
};

describe("the link check on hostile input", () => {
  // The whole against its four quarters one after another, each the fastest of three: about the same time
  // when linear, four times when quadratic. Under 5 ms for 50 KB nothing is worse than linear, and timer
  // noise cannot fail the test.
  const linear = (make: (unit: string, size: number) => { quarter: string; whole: string }, units = ADVERSARIAL) => {
    for (const unit of units) {
      const { quarter, whole } = make(unit, 12_500);
      findRefs(whole); // warm up
      let all = Infinity;
      let parts = Infinity;
      for (let i = 0; i < 3; i++) {
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
  };

  it("checks a 50 KB adversarial paragraph in time proportional to its size", { timeout: 300_000 }, () =>
    linear((unit, size) => ({ quarter: paragraph(unit, size), whole: paragraph(unit, 4 * size) })),
  );

  it("checks 50 KB of adversarial paragraphs of the longest length it parses in time proportional to their size", { timeout: 600_000 }, () =>
    // The whole is its four quarters one after another: the last paragraph of a text costs micromark the most.
    // Only the units micromark takes longer than linear time on in one long paragraph (the others are linear
    // anyway, and parsing 50 KB five times each costs minutes on a busy machine).
    linear((unit, size) => ({ quarter: paragraphs(unit, size), whole: Array(4).fill(paragraphs(unit, size)).join("\n\n") }), SLOW_IN_MICROMARK),
  );

  it("still finds the links around an adversarial paragraph", () => {
    const md = `${paragraph("[a](b (c", 50_000)}\n\nSee [the FAQ](/faq) and ![a cooler](/images/smart-cooler.svg).`;
    expect(findRefs(md).map((r) => `${r.kind} ${r.url} @${r.line}`)).toEqual(["link /faq @3", "image /images/smart-cooler.svg @3"]);
  });
});
