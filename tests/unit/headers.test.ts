import { createHash } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contentSecurityPolicy, headersFile, inlineScriptHashes } from "../../scripts/site/csp.ts";
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
    expect(inlineScriptHashes(html)).toEqual([sha("window.a=1"), sha('import "/x.js"'), sha("b()")]);
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

describe("style sheets first", () => {
  it("preloads each style sheet right after the viewport tag and leaves the stylesheet tags where they are", async () => {
    const { preloadStylesheets } = await import("../../scripts/site/preload-css.ts");
    const html = `<html><head><meta charSet="utf-8"/><meta name="viewport" content="width=device-width"/><link rel="modulepreload" href="/assets/a.js"/><link rel="stylesheet" href="/assets/root.css"/><link rel="stylesheet" href="/assets/page.css"/></head><body></body></html>`;
    const out = preloadStylesheets(html);
    expect(out).toContain(
      `<meta name="viewport" content="width=device-width"/><link rel="preload" as="style" href="/assets/root.css"/><link rel="preload" as="style" href="/assets/page.css"/><link rel="modulepreload"`,
    );
    expect(out.match(/rel="stylesheet"/g)).toHaveLength(2);
    expect(preloadStylesheets(out)).toBe(out);
  });
});
