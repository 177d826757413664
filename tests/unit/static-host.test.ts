import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHost } from "../../scripts/host/host.ts";

let dir: string;
let server: http.Server;
let port: number;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(target: string, headers: Record<string, string> = {}, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port, path: target, method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

const script = `console.log(${JSON.stringify("x".repeat(4000))});\n`;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "static-host-"));
  const files: Record<string, string> = {
    "index.html": "<h1>Home</h1>",
    "about.html": "<h1>About</h1>",
    "about.data": "[route data]",
    "blog.html": "<h1>Blog</h1>",
    "blog/first-post.html": "<h1>First post</h1>",
    "docs/index.html": "<h1>A folder's index</h1>",
    "solutions/smart-store.html": "<meta http-equiv=refresh>",
    "404.html": "<h1>Page Not Found</h1>",
    "__spa-fallback.html": "<p>fallback</p>",
    "assets/root-AbC123.js": script,
    "images/logo_small.webp": "webp",
    "old/kept.html": "<h1>Kept</h1>",
    _redirects: [
      "/solutions/smart-store  /solutions/smart-stores  301!",
      "/old/*  /archive/:splat  301",
      "/moved/*  /404.html  404",
      "/locations/*  /locations  301",
      "",
    ].join("\n"),
    _headers: [
      "/*\n  X-Frame-Options: DENY",
      "/assets/*\n  Cache-Control: public, max-age=31536000, immutable",
      "/about\n  Content-Security-Policy: default-src 'self'",
      "/about.html\n  Content-Security-Policy: default-src 'self'",
      "",
    ].join("\n\n"),
    ".env": "SECRET=1",
  };
  for (const [rel, body] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await fs.writeFile(path.join(dir, rel), body);
  }
  server = createHost({ root: dir, inboxFile: path.join(dir, "inbox.jsonl") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(dir, { recursive: true, force: true });
});

describe("the local host (Netlify's engines, our form, slash forms and 404 page)", () => {
  it("serves each page from <path>.html at its canonical address, with no redirect", async () => {
    for (const [target, body] of [
      ["/about", "<h1>About</h1>"],
      ["/blog", "<h1>Blog</h1>"],
      ["/blog/first-post", "<h1>First post</h1>"],
      ["/", "<h1>Home</h1>"],
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(200);
      expect(answer.headers.location, target).toBeUndefined();
      expect(answer.headers["content-type"]).toMatch(/^text\/html;\s?charset=utf-8$/);
      expect(answer.body.toString()).toBe(body);
    }
  });

  it("answers the other slash form with a 301 to the canonical address, keeping the query", async () => {
    for (const [target, location] of [
      ["/about/", "/about"],
      ["/blog/", "/blog"],
      ["/blog/first-post/?ref=x", "/blog/first-post?ref=x"],
    ]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(301);
      expect(answer.headers.location, target).toBe(location);
    }
  });

  it("serves a folder's index.html at its slash form and redirects the bare form there, as Netlify does", async () => {
    expect((await get("/docs/")).body.toString()).toBe("<h1>A folder's index</h1>");
    const bare = await get("/docs");
    expect(bare.status).toBe(301);
    expect(bare.headers.location).toBe("/docs/");
  });

  it("serves the .html alias of a page as Netlify does, with the page's policy", async () => {
    const alias = await get("/about.html");
    expect(alias.status).toBe(200);
    expect(alias.body.toString()).toBe("<h1>About</h1>");
    expect(alias.headers["content-security-policy"]).toBe("default-src 'self'");
    expect((await get("/about")).headers["content-security-policy"]).toBe("default-src 'self'");
  });

  it("never answers the 404 page with 200, in any of its forms", async () => {
    for (const target of ["/404", "/404/", "/404.html", "/404.html/", "/about.html/", "/about/index.html"]) {
      const answer = await get(target);
      expect(answer.status, target).toBe(404);
      expect(answer.body.toString(), target).toContain("Page Not Found");
    }
  });

  it("answers an unknown page with 404.html and status 404", async () => {
    const answer = await get("/no-such-page");
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain("Page Not Found");
  });

  it("answers missing route data with a bare 404, never the HTML page", async () => {
    const answer = await get("/service-area/frederick.data");
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toBe("Not Found");
    expect((await get("/about.data")).status).toBe(200);
  });

  it("never serves the SPA fallback, the host's own files or dotfiles", async () => {
    for (const target of ["/__spa-fallback.html", "/_redirects", "/_headers", "/.env"]) {
      expect((await get(target)).status, target).toBe(404);
    }
  });

  it("redirects a forced rule even where a prerendered page exists", async () => {
    const answer = await get("/solutions/smart-store?ref=old");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/solutions/smart-stores?ref=old");
  });

  it("applies an unforced rule only where no file exists", async () => {
    expect((await get("/old/kept")).body.toString()).toBe("<h1>Kept</h1>");
    const answer = await get("/old/gone/page?ref=x");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/archive/gone/page?ref=x");
  });

  it("serves a 404 rewrite's page with status 404", async () => {
    const answer = await get("/moved/anything");
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain("Page Not Found");
  });

  it("skips a rule whose own pattern matches its target, as Netlify's matcher does (decision 024)", async () => {
    // `/locations/*` also matches `/locations` itself: netlify-redirector drops the rule as a loop.
    const answer = await get("/locations/nope");
    expect(answer.status).toBe(404);
    expect(answer.body.toString()).toContain("Page Not Found");
  });

  it("caches hashed assets for a year and revalidates pages", async () => {
    expect((await get("/assets/root-AbC123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/about")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("answers a repeated request with 304 when the page has not changed, with its caching rule", async () => {
    const first = await get("/about");
    const again = await get("/about", { "If-None-Match": String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
    const asset = await get("/assets/root-AbC123.js", { "Accept-Encoding": "br" });
    const assetAgain = await get("/assets/root-AbC123.js", { "If-None-Match": String(asset.headers.etag), "Accept-Encoding": "br" });
    expect(assetAgain.status).toBe(304);
    expect(assetAgain.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("answers byte ranges: from a start, up to an end, and the suffix form (the last bytes)", async () => {
    const bytes = Buffer.from(script);
    const cases: [string, number, number][] = [
      ["bytes=0-9", 0, 9],
      ["bytes=100-", 100, bytes.length - 1],
      ["bytes=-10", bytes.length - 10, bytes.length - 1],
      ["bytes=-999999", 0, bytes.length - 1],
    ];
    for (const [range, start, end] of cases) {
      const answer = await get("/assets/root-AbC123.js", { Range: range, "Accept-Encoding": "br" });
      expect(answer.status, range).toBe(206);
      expect(answer.headers["content-encoding"], range).toBeUndefined();
      expect(answer.headers["content-range"], range).toBe(`bytes ${start}-${end}/${bytes.length}`);
      expect(answer.body.equals(bytes.subarray(start, end + 1)), range).toBe(true);
    }
  });

  it("sends the whole file for several ranges, and 416 for a range past the end", async () => {
    const several = await get("/assets/root-AbC123.js", { Range: "bytes=0-1,5-6" });
    expect(several.status).toBe(200);
    expect(several.body.toString()).toBe(script);
    const past = await get("/assets/root-AbC123.js", { Range: "bytes=999999-" });
    expect(past.status).toBe(416);
    expect(past.headers["content-range"]).toBe(`bytes */${Buffer.byteLength(script)}`);
  });

  it("compresses text with brotli or gzip as the browser allows", async () => {
    const br = await get("/assets/root-AbC123.js", { "Accept-Encoding": "gzip, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(script);
    const gz = await get("/assets/root-AbC123.js", { "Accept-Encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(zlib.gunzipSync(gz.body).toString()).toBe(script);
    const plain = await get("/assets/root-AbC123.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toBe(script);
  });

  it("answers HEAD with the headers only", async () => {
    const answer = await get("/about", {}, "HEAD");
    expect(answer.status).toBe(200);
    expect(answer.body.length).toBe(0);
  });

  it("adds the _headers rules and refuses other methods", async () => {
    expect((await get("/about")).headers["x-frame-options"]).toBe("DENY");
    expect((await get("/about", {}, "DELETE")).status).toBe(405);
  });

  it("refuses a path that climbs out of the site", async () => {
    expect((await get("/images/..%2f..%2fetc%2fpasswd")).status).toBe(400);
    // The URL parser already folds plain dot segments: what is left is an ordinary unknown page.
    expect((await get("/%2e%2e/secret")).status).toBe(404);
  });
});
