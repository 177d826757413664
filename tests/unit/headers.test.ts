import { createHash } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { afterAll, describe, expect, it } from "vitest";
import { contentSecurityPolicy, headersFile, inlineScriptHashes } from "../../scripts/site/csp.ts";
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
