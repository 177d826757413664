import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticHost } from "../../scripts/server/static-host.ts";

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
    "about/index.html": "<h1>About</h1>",
    "about.data": "[route data]",
    "solutions/smart-store/index.html": "<meta http-equiv=refresh>",
    "404.html": "<h1>Page Not Found</h1>",
    "__spa-fallback.html": "<p>fallback</p>",
    "assets/root-AbC123.js": script,
    "images/logo_small.webp": "webp",
    _redirects: "/solutions/smart-store  /solutions/smart-stores  301!\n/locations/*  /locations  301\n",
    _headers: "/*\n  X-Frame-Options: DENY\n",
    ".env": "SECRET=1",
  };
  for (const [rel, body] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await fs.writeFile(path.join(dir, rel), body);
  }
  server = createStaticHost({ root: dir, inboxFile: path.join(dir, "inbox.jsonl") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(dir, { recursive: true, force: true });
});

describe("the local static host", () => {
  it("serves each folder's index.html, with or without the trailing slash", async () => {
    for (const target of ["/about", "/about/"]) {
      const answer = await get(target);
      expect(answer.status).toBe(200);
      expect(answer.headers["content-type"]).toMatch(/^text\/html;\s?charset=utf-8$/);
      expect(answer.body.toString()).toBe("<h1>About</h1>");
    }
    expect((await get("/")).body.toString()).toBe("<h1>Home</h1>");
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
    const answer = await get("/locations/nope");
    expect(answer.status).toBe(301);
    expect(answer.headers.location).toBe("/locations");
  });

  it("caches hashed assets for a year and revalidates pages", async () => {
    expect((await get("/assets/root-AbC123.js")).headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect((await get("/about")).headers["cache-control"]).toBe("public, max-age=0, must-revalidate");
  });

  it("answers a repeated request with 304 when the page has not changed", async () => {
    const first = await get("/about");
    const again = await get("/about", { "If-None-Match": String(first.headers.etag) });
    expect(again.status).toBe(304);
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
