import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, headersFile } from "../../scripts/postbuild/csp.ts";
import { AFTER_PAINT_TYPE, STARTER, deferScripts } from "../../scripts/postbuild/defer-scripts.ts";
import { pageFacts } from "../../scripts/postbuild/html.ts";
import { headersFor, parseHeaders } from "../../scripts/server/headers.ts";

const sha = (s: string) => `sha256-${createHash("sha256").update(s).digest("base64")}`;

describe("_headers", () => {
  const rules = parseHeaders(`# comment
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

  it("applies every matching block, the exact path only to that page", () => {
    expect(headersFor(rules, "/")).toEqual({
      "X-Content-Type-Options": "nosniff",
      Link: "</a.css>; rel=preload",
      "Content-Security-Policy": "default-src 'self'; script-src 'self' 'sha256-home'",
    });
    expect(headersFor(rules, "/faq")).toEqual({ "X-Content-Type-Options": "nosniff", Link: "</a.css>; rel=preload" });
  });

  it("matches a splat below its folder and a placeholder for one segment only", () => {
    expect(headersFor(rules, "/assets/entry-1.js")["Cache-Control"]).toContain("immutable");
    expect(headersFor(rules, "/assets")["Cache-Control"]).toContain("immutable");
    expect(headersFor(rules, "/assetsx/a.js")["Cache-Control"]).toBeUndefined();
    expect(headersFor(rules, "/blog/a-post")["X-Post"]).toBe("yes");
    expect(headersFor(rules, "/blog/a-post/more")["X-Post"]).toBeUndefined();
  });

  it("treats a trailing slash as the same page and joins a header named by two blocks with a comma, as Netlify does", () => {
    expect(headersFor(rules, "/about/")["Content-Security-Policy"]).toBe("default-src 'self'");
    expect(headersFor(rules, "/about").Link).toBe("</a.css>; rel=preload, </b.css>; rel=preload");
  });

  it("rejects a header line outside any path block", () => {
    expect(() => parseHeaders("  X-Frame-Options: DENY\n")).toThrow(/outside a path block/);
  });
});

describe("the Content-Security-Policy", () => {
  it("hashes the inline scripts the browser runs, not JSON-LD or external scripts", () => {
    const html = `<script>window.a=1</script><script type="module">import "/x.js"</script><script type="application/ld+json">{"@type":"Thing"}</script><script src="/y.js"></script><script type="module" async="">b()</script>`;
    expect(pageFacts(html).scriptHashes).toEqual([sha("window.a=1"), sha('import "/x.js"'), sha("b()")]);
  });

  it("reads scripts as the browser parses them: not inside an attribute or a comment, and the text exactly as written", () => {
    const html = `<p title="<script>bad()</script>">x</p><!-- <script>old()</script> --><textarea><script>typed()</script></textarea><script>if (a < b && c) go("&amp;")</script>`;
    expect(pageFacts(html).scriptHashes).toEqual([sha('if (a < b && c) go("&amp;")')]);
  });

  it("allows scripts only from the site and by hash, never inline or eval", () => {
    const policy = contentSecurityPolicy(["sha256-abc"]);
    expect(policy).toMatch(/script-src 'self' 'sha256-abc'(;|$)/);
    expect(/script-src[^;]*/.exec(policy)?.[0]).not.toMatch(/unsafe/);
    for (const d of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'", "frame-src https://www.google.com", "img-src 'self' data: https:"])
      expect(policy).toContain(d);
    expect(contentSecurityPolicy([], { meta: true })).not.toContain("frame-ancestors");
  });

  it("writes a _headers file the server reads back to the same policy per page", () => {
    const file = headersFile([
      { path: "/", hashes: ["sha256-home"] },
      { path: "/faq", hashes: ["sha256-faq"] },
    ]);
    const rules = parseHeaders(file);
    expect(headersFor(rules, "/")["Content-Security-Policy"]).toContain("'sha256-home'");
    expect(headersFor(rules, "/faq")["Content-Security-Policy"]).toContain("'sha256-faq'");
    expect(headersFor(rules, "/faq")["Content-Security-Policy"]).not.toContain("'sha256-home'");
    expect(headersFor(rules, "/faq")["X-Content-Type-Options"]).toBe("nosniff");
  });

  it("gives the favicon and any SVG opened at its own address a policy that runs no script", () => {
    const rules = parseHeaders(headersFile([{ path: "/", hashes: ["sha256-home"] }]));
    for (const svg of ["/favicon.svg", "/images/logo.svg"]) {
      const policy = headersFor(rules, svg)["Content-Security-Policy"];
      expect(policy).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
    }
    expect(headersFor(rules, "/")["Content-Security-Policy"]).not.toContain("sandbox");
  });
});

describe("scripts after the first paint", () => {
  const page = `<html><head><meta charSet="utf-8"/><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/root.css"/></head><body><p>Text</p><script>window.ctx={}</script><script type="module" async="">import "/assets/a.js";</script></body></html>`;

  it("fetches no script before the paint: the module becomes an inert block holding the same text, and its preloads a list on it", () => {
    const { html, scriptHashes } = deferScripts(page);
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain(`<script type="${AFTER_PAINT_TYPE}" data-preload="/assets/a.js">import "/assets/a.js";</script><script>${STARTER}</script>`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/root.css"/>');
    // The re-created module has the same text: its hash goes into the page's policy, with the starter's.
    expect(scriptHashes).toEqual([sha('import "/assets/a.js";')]);
    expect(pageFacts(html).scriptHashes).toEqual([sha("window.ctx={}"), sha(STARTER)]);
  });

  it("leaves a page without module scripts as it is", () => {
    const redirect = `<!DOCTYPE html><html><head><meta charset="utf-8"><meta http-equiv="refresh" content="0; url=/x"></head><body></body></html>`;
    expect(deferScripts(redirect)).toEqual({ html: redirect, scriptHashes: [] });
  });
});
