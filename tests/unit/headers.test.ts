import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { afterAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, headersFile } from "../../scripts/postbuild/csp.ts";
import { AFTER_PAINT_TYPE, STARTER, deferScripts } from "../../scripts/postbuild/defer-scripts.ts";
import { parsePage } from "../../scripts/postbuild/html.ts";
import { parse5Reading, READ } from "./helpers/parse5-reading.ts";
import { HeadersHandler } from "../../scripts/host/engines.ts";

const sha = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;

const dirs: string[] = [];
afterAll(() => dirs.forEach((dir) => fs.rmSync(dir, { recursive: true, force: true })));

/** The headers a visitor gets at an address under `text` as `_headers`: Netlify's own engine, as the local host runs it. */
function headersOf(text: string): (pathname: string) => Promise<Record<string, string>> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"));
  dirs.push(dir);
  fs.writeFileSync(path.join(dir, "_headers"), text);
  const engine = new HeadersHandler({ projectDir: dir, logger: { log: () => undefined, warn: () => undefined, error: (m) => expect.fail(m) } });
  return (pathname) => engine.apply(new Request(`http://site.local${pathname}`));
}

describe("_headers through Netlify's engine", () => {
  const headersFor = headersOf(`# comment
/*
  X-Content-Type-Options: nosniff
  Link: </a.css>; rel=preload

/assets/*
  Cache-Control: public, max-age=31536000, immutable

/
  Content-Security-Policy: default-src 'self'; script-src 'self' 'sha256-home'

/blog/:post
  X-Post: yes

/about
  Content-Security-Policy: default-src 'self'
  Link: </b.css>; rel=preload
`);

  it("applies every matching block, the exact path only to that page", async () => {
    expect(await headersFor("/")).toEqual({
      "X-Content-Type-Options": "nosniff",
      Link: "</a.css>; rel=preload",
      "Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-home'",
    });
    expect(await headersFor("/faq")).toEqual({ "X-Content-Type-Options": "nosniff", Link: "</a.css>; rel=preload" });
  });

  it("matches a splat below its folder and a placeholder for one segment only", async () => {
    expect((await headersFor("/assets/entry-1.js"))["Cache-Control"]).toContain("immutable");
    expect((await headersFor("/assets"))["Cache-Control"]).toContain("immutable");
    expect((await headersFor("/blog/a-post"))["X-Post"]).toBe("yes");
    expect((await headersFor("/blog/a-post/more"))["X-Post"]).toBeUndefined();
  });

  it("treats a trailing slash as the same page; of a header named by two blocks, the later block's value wins (decision 024)", async () => {
    expect((await headersFor("/about/"))["Content-Security-Policy"]).toBe("default-src 'self'");
    expect((await headersFor("/about")).Link).toBe("</b.css>; rel=preload");
  });

  it("refuses a header line outside any path block, as Netlify's build does", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "headers-"));
    dirs.push(dir);
    fs.writeFileSync(path.join(dir, "_headers"), "  X-Frame-Options: DENY\n");
    const { errors } = await parseAllHeaders({ headersFiles: [path.join(dir, "_headers")], configHeaders: [], minimal: false });
    expect(errors.map(String)).toEqual(['Error: Path should come before header "X-Frame-Options"']);
  });
});

describe("the Content-Security-Policy", () => {
  it("hashes the inline scripts the browser runs, not JSON-LD or external scripts", () => {
    const html = `<script>window.a=1</script><script type="module">import "/x.js"</script><script type="application/ld+json">{"@type":"Thing"}</script><script src="/y.js"></script><script type="module" async="">b()</script>`;
    expect(parsePage(html).scriptHashes).toEqual([sha("window.a=1"), sha('import "/x.js"'), sha("b()")]);
  });

  it("reads scripts as the browser parses them: not inside an attribute or a comment, and the text exactly as written", () => {
    const html = `<p title="<script>bad()</script>">x</p><!-- <script>old()</script> --><textarea><script>typed()</script></textarea><script>if (a < b && c) go("&amp;")</script>`;
    expect(parsePage(html).scriptHashes).toEqual([sha('if (a < b && c) go("&amp;")')]);
  });

  it("reads tags as parse5 does where markup is written unusually: case, character references, repeated attributes, end tags with spaces", () => {
    const html = `<!DOCTYPE html><HTML><HEAD><META CHARSET="utf-8"><Meta property="og:image" content="/a.jpg?x=1&amp;y=2" property="ignored"><LINK rel=modulepreload href='/b.js'></HEAD><BODY><Script Type="MODULE">a()</SCRIPT ><script>if (x</y) b("</scrip")</script\t>`;
    const { html: _html, ...parsed } = parsePage(html);
    const reading = { ...parsed, elements: parsed.elements.filter((el) => READ.has(el.tagName)) };
    expect(reading).toEqual(parse5Reading(html));
    expect(reading.ogImages).toEqual(["/a.jpg?x=1&y=2"]);
    expect(reading.scriptHashes).toEqual([sha("a()"), sha('if (x</y) b("</scrip")')]);
  });

  it("allows scripts only from the site and by hash, never inline or eval", () => {
    const policy = contentSecurityPolicy(["sha256-abc"]);
    expect(policy).toMatch(/script-src 'self' 'sha256-abc'(;|$)/);
    expect(/script-src[^;]*/.exec(policy)?.[0]).not.toMatch(/unsafe/);
    for (const d of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "frame-src https://www.google.com", "img-src 'self' data: https:"])
      expect(policy).toContain(d);
    expect(contentSecurityPolicy([], { meta: true })).not.toContain("frame-ancestors");
  });

  it("writes a _headers file Netlify's engine reads back to the same policy per page", async () => {
    const headersFor = headersOf(
      headersFile([
        { path: "/", hashes: ["sha256-home"] },
        { path: "/faq", hashes: ["sha256-faq"] },
      ]),
    );
    expect((await headersFor("/"))["Content-Security-Policy"]).toContain("'sha256-home'");
    const faq = await headersFor("/faq");
    expect(faq["Content-Security-Policy"]).toContain("'sha256-faq'");
    expect(faq["Content-Security-Policy"]).not.toContain("'sha256-home'");
    expect(faq["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("gives the favicon and any SVG opened at its own address a policy that runs no script", async () => {
    const headersFor = headersOf(headersFile([{ path: "/", hashes: ["sha256-home"] }]));
    for (const svg of ["/favicon.svg", "/images/logo.svg"]) {
      const policy = (await headersFor(svg))["Content-Security-Policy"];
      expect(policy).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    }
    expect((await headersFor("/"))["Content-Security-Policy"]).not.toContain("sandbox");
  });
});

describe("scripts after the first paint", () => {
  const page = `<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><p>Text</p><script>window.ctx={}</script><script type="module" async="">import "/assets/a.js";</script></body></html>`;

  it("fetches no script before the paint: the module becomes an inert block holding the same text, and its preloads a list on it", () => {
    const { html, scriptHashes } = deferScripts(parsePage(page));
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<script type="${AFTER_PAINT_TYPE}" data-preload="/assets/a.js">import "/assets/a.js";</script><script>${STARTER}</script>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    // The re-created module has the same text: its hash stays in the page's policy, and the starter's joins it.
    expect(scriptHashes).toEqual([sha("window.ctx={}"), sha('import "/assets/a.js";'), sha(STARTER)]);
    expect(parsePage(html).scriptHashes).toEqual([sha("window.ctx={}"), sha(STARTER)]);
  });

  it("leaves a page without module scripts as it is", () => {
    const redirect = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=/x"></head><body></body></html>`;
    expect(deferScripts(parsePage(redirect))).toEqual({ html: redirect, scriptHashes: [] });
  });
});
