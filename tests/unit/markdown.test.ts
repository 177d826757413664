import { describe, expect, it } from "vitest";
import fsp from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { loadMarkdownCache, scanTexts, startPool, startRendering, startRenderingCached, type Rendering } from "../../scripts/cli/markdown.ts";
import { plainText, renderMarkdown, type RenderedMarkdown } from "../../core/content/markdown-processor.ts";

/** Every document of a rendering, in order, once the workers have stopped. */
async function whole({ each, done }: Rendering): Promise<RenderedMarkdown[]> {
  await done;
  return Promise.all(each);
}

/** Renders many documents (over worker threads as the options allow); the results in the same order. */
const renderAll = (markdowns: string[], images: ImageTable, opts: { threads?: number; minDocuments?: number } = {}) =>
  whole(startRendering(markdowns, images, opts));

/** Renders many documents with the cache in `cacheFile`; the results in the same order. */
const renderAllCached = async (markdowns: string[], images: ImageTable, cacheFile: string) =>
  whole(startRenderingCached(markdowns, images, await loadMarkdownCache(cacheFile)));
import type { ImageTable } from "../../scripts/cli/images.ts";

const images: ImageTable = new Map([
  [
    "/images/smart-cooler.svg",
    {
      ref: "/images/smart-cooler.svg",
      abs: "",
      hash: "",
      base: "/images/smart-cooler",
      format: "svg",
      sourceWidth: 1600,
      src: "/images/smart-cooler_medium.webp",
      srcSet: "/images/smart-cooler_small.webp 480w, /images/smart-cooler_medium.webp 800w, /images/smart-cooler_large.webp 1200w",
      large: "/images/smart-cooler_large.webp",
      width: 1200,
      height: 675,
    },
  ],
]);

const html = async (md: string) => (await renderMarkdown(md, images)).html;

// XSS vectors from the OWASP XSS Filter Evasion Cheat Sheet, as an editor might paste them into markdown.
const OWASP_VECTORS = [
  "<script>alert('XSS')</script>",
  "<SCRIPT SRC=https://xss.rocks/xss.js></SCRIPT>",
  `<IMG SRC="javascript:alert('XSS');">`,
  "<IMG SRC=javascript:alert('XSS')>",
  "<IMG SRC=JaVaScRiPt:alert('XSS')>",
  `<IMG SRC=\`javascript:alert("RSnake says, 'XSS'")\`>`,
  `<a onmouseover="alert(document.cookie)">xxs link</a>`,
  `<IMG """><SCRIPT>alert("XSS")</SCRIPT>">`,
  `<IMG SRC=# onmouseover="alert('xxs')">`,
  `<IMG SRC=/ onerror="alert(String.fromCharCode(88,83,83))"></img>`,
  `<img src=x onerror="&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058&#0000097&#0000108&#0000101&#0000114&#0000116&#0000040&#0000039&#0000088&#0000083&#0000083&#0000039&#0000041">`,
  `<IMG SRC=&#106;&#97;&#118;&#97;&#115;&#99;&#114;&#105;&#112;&#116;&#58;&#97;&#108;&#101;&#114;&#116;&#40;&#39;&#88;&#83;&#83;&#39;&#41;>`,
  `<IMG SRC="jav&#x09;ascript:alert('XSS');">`,
  `<IMG SRC=" &#14;  javascript:alert('XSS');">`,
  `<SCRIPT/XSS SRC="http://xss.rocks/xss.js"></SCRIPT>`,
  `<BODY onload!#$%&()*~+-_.,:;?@[/|\\]^\`=alert("XSS")>`,
  `<<SCRIPT>alert("XSS");//\\<</SCRIPT>`,
  `<iframe src=http://xss.rocks/scriptlet.html <`,
  `<svg/onload=alert('XSS')>`,
  `<BODY BACKGROUND="javascript:alert('XSS')">`,
  `<IMG DYNSRC="javascript:alert('XSS')">`,
  `<STYLE>li {list-style-image: url("javascript:alert('XSS')");}</STYLE><UL><LI>XSS</br>`,
  `<svg><script>alert(1)</script></svg>`,
  `<LINK REL="stylesheet" HREF="javascript:alert('XSS');">`,
  `<META HTTP-EQUIV="refresh" CONTENT="0;url=javascript:alert('XSS');">`,
  `<IFRAME SRC="javascript:alert('XSS');"></IFRAME>`,
  `<FRAMESET><FRAME SRC="javascript:alert('XSS');"></FRAMESET>`,
  `<TABLE BACKGROUND="javascript:alert('XSS')">`,
  `<DIV STYLE="background-image: url(javascript:alert('XSS'))">`,
  `<DIV STYLE="background-image:\\0075\\0072\\006C\\0028'\\006a\\0061\\0076\\0061\\0073\\0063\\0072\\0069\\0070\\0074\\003a\\0061\\006c\\0065\\0072\\0074\\0028.1027\\0058.1053\\0053\\0027\\0029'\\0029">`,
  `<DIV STYLE="width: expression(alert('XSS'));">`,
  `<span style="color:red;background:url('https://evil.example/x.png')">styled</span>`,
  // A line break inside the attribute once hid the url( from the style check.
  `<span style="color:red;\nbackground:url('https://evil.example/x.png')">styled</span>`,
  `<OBJECT TYPE="text/x-scriptlet" DATA="http://xss.rocks/scriptlet.html"></OBJECT>`,
  `<EMBED SRC="data:image/svg+xml;base64,PHN2ZyB4bWxuczpzdmc9Imh0dH A6Ly93d3cudzMub3JnLzIwMDAvc3ZnIiB4bWxucz0iaHR0cDovL3d3dy53My5vcmcv MjAwMC9zdmciIHhtbG5zOnhsaW5rPSJodHRwOi8vd3d3LnczLm9yZy8xOTk5L3hs aW5rIiB2ZXJzaW9uPSIxLjAiIHg9IjAiIHk9IjAiIHdpZHRoPSIxOTQiIGhlaWdodD0iMjAw IiBpZD0ieHNzIj48c2NyaXB0IHR5cGU9InRleHQvZWNtYXNjcmlwdCI+YWxlcnQoIlh TUyIpOzwvc2NyaXB0Pjwvc3ZnPg==" type="image/svg+xml" AllowScriptAccess="always"></EMBED>`,
  `<img src="data:image/png;base64,iVBORw0KGgo=">`,
  `<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">click</a>`,
  `[markdown link](javascript:alert('XSS'))`,
  `[encoded](&#106;avascript:alert(1))`,
  `![markdown image](javascript:alert('XSS'))`,
  `<form action="javascript:alert(1)"><button>go</button></form>`,
  `<base href="javascript:alert('XSS');//">`,
  `<a href="vbscript:msgbox(1)">vb</a>`,
];

describe("markdown is untrusted input", () => {
  // As a block of its own (the whole post goes through the HTML parser) and inside a paragraph of a post
  // with a styled heading (only the blocks holding raw HTML do).
  const placements = {
    "as a block": (vector: string) => `Before\n\n${vector}\n\nAfter`,
    "inside a paragraph": (vector: string) => `## Title <span style="color:#123">styled</span>\n\nBefore ${vector} middle\n\nAfter`,
  };
  for (const [placement, place] of Object.entries(placements))
    for (const vector of OWASP_VECTORS) {
      it(`neutralises ${vector.slice(0, 60)} ${placement}`, async () => {
        const out = (await html(place(vector))).toLowerCase();
        expect(out).not.toMatch(/<script|<iframe|<object|<embed|<frame|<style|<link|<meta|<base|<form/);
        // Inside real tags only: escaped text (&#x3c;img ...) is harmless words on the page.
        expect(out).not.toMatch(/<[a-z][^>]*\son[a-z]+\s*=/);
        expect(out).not.toMatch(/<[a-z][^>]*(href|src|action|background|dynsrc)\s*=\s*["']?\s*(javascript|vbscript|data):/);
        expect(out).not.toMatch(/style="[^"]*(url\s*\(|expression\s*\()/);
        expect(out).toContain("after");
      });
    }
});

describe("markdown a real blog needs", () => {
  it("keeps a styled heading span and gives headings ids", async () => {
    const out = await html('## The real cost <span style="color:#1F7A8C">of a cafeteria</span>');
    expect(out).toBe('<h2 id="the-real-cost-of-a-cafeteria">The real cost <span style="color:#1F7A8C">of a cafeteria</span></h2>');
  });

  it("ends an element left open in a paragraph with that paragraph", async () => {
    const out = await html("Intro <div>left open\n\n## Next\n\nText");
    expect(out).toContain('<h2 id="next">Next</h2>');
    expect(out.indexOf("</div>")).toBeGreaterThan(0);
    expect(out.indexOf("</div>")).toBeLessThan(out.indexOf("<h2"));
  });

  it("lets an HTML block wrap the markdown between it and its closing tag", async () => {
    expect(await html("<div>\n\n*inside*\n\n</div>\n\nAfter")).toBe("<div>\n<p><em>inside</em></p>\n</div>\n<p>After</p>");
  });

  it("renders GitHub tables", async () => {
    const out = await html("| Option | Cost |\n| --- | --- |\n| Micro market | $0 |");
    expect(out).toContain("<table>");
    // Each cell names its column, for the stacked cards a phone shows (post.css).
    expect(out).toContain('<td data-label="Option">Micro market</td>');
    expect(out).toContain('<td data-label="Cost">$0</td>');
  });

  it("marks external links noopener noreferrer and leaves site links alone", async () => {
    const out = await html("[BLS](https://www.bls.gov/) and [contact us](/contact)");
    expect(out).toContain('<a href="https://www.bls.gov/" rel="noopener noreferrer">BLS</a>');
    expect(out).toContain('<a href="/contact">contact us</a>');
  });

  it("turns a local picture into a responsive, lazy, sized image", async () => {
    const out = await html("![A smart cooler in a breakroom](/images/smart-cooler.svg)");
    expect(out).toContain('src="/images/smart-cooler_medium.webp"');
    expect(out).toContain('srcset="/images/smart-cooler_small.webp 480w, /images/smart-cooler_medium.webp 800w, /images/smart-cooler_large.webp 1200w"');
    expect(out).toContain('width="1200"');
    expect(out).toContain('height="675"');
    expect(out).toContain('loading="lazy"');
    expect(out).toContain('alt="A smart cooler in a breakroom"');
  });

  it("computes reading time from the words", async () => {
    const words = Array.from({ length: 600 }, (_, i) => `word${i}`).join(" ");
    const result = await renderMarkdown(words, images);
    expect(result.words).toBe(600);
    expect(result.readingMinutes).toBe(3);
  });

  it("returns the plain text of the same parse, white space collapsed as plainText does", async () => {
    const md = "# Title\n\nSome *emphasis*   and a [link](https://example.com).\n\n| a | b |\n| - | - |\n| 1 | 2 |\n\n- one\n- two\n";
    const result = await renderMarkdown(md, images);
    expect(result.text).toBe(plainText(md));
    // mdast-util-to-string joins blocks without a space (as the build always has).
    expect(result.text).toBe("TitleSome emphasis and a link.ab12onetwo");
    expect(result.words).toBe(5);
  });
});

describe("rendering many documents", () => {
  const docs = Array.from({ length: 60 }, (_, i) =>
    [
      `## Part ${i}`,
      `Text with **bold**, a [link](https://example.com/${i}) and ~~gone~~ words ${"word ".repeat(i)}.`,
      i % 3 === 0 ? "![A smart cooler in a breakroom](/images/smart-cooler.svg)" : '<span style="color:#123">styled</span>',
      i % 4 === 0 ? "<script>alert(1)</script>" : "| a | b |\n| - | - |\n| 1 | 2 |",
    ].join("\n\n"),
  );

  it("gives the same results, in the same order, over worker threads as one by one", async () => {
    const oneByOne = await renderAll(docs, images, { threads: 1 });
    const pooled = await renderAll(docs, images, { threads: 2, minDocuments: 1 });
    expect(oneByOne).toHaveLength(docs.length);
    expect(pooled).toEqual(oneByOne);
    expect(oneByOne[3].html).toContain('srcset="/images/smart-cooler_small.webp 480w');
    expect(oneByOne[4].html).not.toContain("<script");
  });

  it("gives the same results when asked for more threads than the workers started ahead, which scanned some texts", async () => {
    const oneByOne = await renderAll(docs, images, { threads: 1 });
    startPool(2);
    await scanTexts(docs.slice(0, 50));
    expect(await renderAll(docs, images, { threads: 3, minDocuments: 1 })).toEqual(oneByOne);
  });
});

describe("the rendered-markdown cache", () => {
  it("gives back an unchanged document from the cache and renders an edited one anew", async () => {
    const dir = await fsp.mkdtemp(path.join(os.tmpdir(), "markdown-cache-"));
    const file = path.join(dir, "markdown.json");
    try {
      const first = await renderAllCached(["# Kept\n\nThe same text.", "# Edited\n\nThe old text."], new Map(), file);
      expect(first[1].html).toContain("The old text.");
      // Mark the cached copy of the unchanged document: seeing the mark proves it was not rendered again.
      const entries = JSON.parse(await fsp.readFile(file, "utf8"));
      expect(Object.keys(entries)).toHaveLength(2);
      for (const entry of Object.values<{ html: string }>(entries)) if (entry.html.includes("Kept")) entry.html += "<!-- from the cache -->";
      await fsp.writeFile(file, JSON.stringify(entries));
      const second = await renderAllCached(["# Kept\n\nThe same text.", "# Edited\n\nThe new text."], new Map(), file);
      expect(second[0].html).toContain("<!-- from the cache -->");
      expect(second[1].html).toContain("The new text.");
      expect(second[1].html).not.toContain("The old text.");
      expect(second[1].text).toBe(plainText("# Edited\n\nThe new text."));
      // The cache keeps what this run used: the old text of the edited document is gone from it.
      expect(await fsp.readFile(file, "utf8")).not.toContain("The old text.");
    } finally {
      await fsp.rm(dir, { recursive: true, force: true });
    }
  });
});
