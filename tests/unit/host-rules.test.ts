// The address table of decision 013 answered by the local host: Netlify's `@netlify/static` finds the
// file, and our pretty-urls.ts adds the slash-form answers it leaves out.
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { StaticHandler } from "../../scripts/host/engines.ts";
import { createHost } from "../../scripts/host/host.ts";
import { prettyUrl } from "../../scripts/host/pretty-urls.ts";
import { pageFile } from "../../scripts/lib/page-file.ts";

// The site slorber/trailing-slash-guide deployed to every host, and what Netlify answered (default
// settings and Pretty URLs on: the same table); decision 013 cites it.
const GUIDE_SITE = ["index.html", "file.html", "folder/index.html", "both.html", "both/index.html", "404.html"];

const NETLIFY: [string, string][] = [
  ["/file", "200 file.html"],
  ["/file/", "301 /file"],
  ["/file.html", "200 file.html"],
  ["/folder", "301 /folder/"],
  ["/folder/", "200 folder/index.html"],
  ["/folder/index.html", "200 folder/index.html"],
  ["/both", "200 both.html"],
  ["/both/", "301 /both"],
  ["/both.html", "200 both.html"],
  ["/both/index.html", "200 both/index.html"],
  ["/", "200 index.html"],
  ["/index.html", "200 index.html"],
  ["/nothing", "404"],
  ["/nothing/", "404"],
  ["/file.html/", "404"],
];

let dir: string;
let server: http.Server;
let port: number;

function get(target: string): Promise<{ status: number; location?: string; body: string }> {
  return new Promise((resolve, reject) => {
    http
      .get({ host: "127.0.0.1", port, path: target, agent: false }, (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (c: string) => (body += c));
        res.on("end", () => resolve({ status: res.statusCode!, location: res.headers.location, body }));
      })
      .on("error", reject);
  });
}

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "host-rules-"));
  // Each file holds its own name, so an answer shows which file was served.
  for (const rel of GUIDE_SITE) {
    await fs.mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await fs.writeFile(path.join(dir, rel), rel);
  }
  server = createHost({ root: dir, inboxFile: path.join(dir, "inbox.jsonl") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(dir, { recursive: true, force: true });
});

describe("the host's address rules", () => {
  it.each(NETLIFY)("answers %s as Netlify does: %s", async (pathname, expected) => {
    const answer = await get(pathname);
    const seen = answer.status === 200 ? `200 ${answer.body}` : answer.status === 301 ? `301 ${answer.location}` : String(answer.status);
    expect(seen).toBe(expected);
    if (answer.status === 404) expect(answer.body).toBe("404.html");
  });

  it("leaves to Netlify's engine every address where it already answers as Netlify does", async () => {
    const isFile = async (rel: string) => GUIDE_SITE.includes(rel);
    const ours = await Promise.all(NETLIFY.map(async ([pathname]) => [pathname, await prettyUrl(pathname, isFile)] as const));
    expect(ours.filter(([, override]) => override).map(([pathname]) => pathname)).toEqual(["/file/", "/folder", "/both/", "/file.html/"]);
  });

  it("writes each page where the engine serves its canonical address with no answer of ours", async () => {
    const engine = new StaticHandler({ directory: dir });
    for (const page of ["/", "/file", "/both"]) {
      expect(await prettyUrl(page, async (rel) => GUIDE_SITE.includes(rel)), page).toBeUndefined();
      const match = await engine.match(new Request(`http://site.local${page}`));
      expect(await (await match!.handle()).text(), page).toBe(pageFile(page));
    }
    expect(pageFile("/blog")).toBe("blog.html");
    expect(pageFile("/")).toBe("index.html");
  });
});
