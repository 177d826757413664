// The host files read by the host's own parsers: Netlify's `@netlify/headers-parser` and
// `@netlify/redirect-parser` are what its build runs on `_headers` and `_redirects`. They must accept every
// line, and the rules they read must be the ones our local host (scripts/server) applies, so what passes
// here is what the real host does.
import fs from "node:fs";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { parseHeaders } from "../../scripts/server/headers.ts";
import { parseRedirects } from "../../scripts/server/redirects.ts";
import { expect, test } from "./fixtures.ts";

const ROOT = path.resolve("build/client");

/** Every address a visitor or crawler can ask for: each file, and each page also without `.html`. */
function addresses(): string[] {
  const files = fs.readdirSync(ROOT, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const paths = files.map((e) => "/" + path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
  const pages = paths.filter((p) => p.endsWith(".html")).map((p) => (p === "/index.html" ? "/" : p.replace(/(\/index)?\.html$/, "")));
  return [...new Set([...paths, ...pages])].sort();
}

test("Netlify's own parser reads every line of _headers, and each address gets the same header blocks as on the local host", async () => {
  const file = path.join(ROOT, "_headers");
  const netlify = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  expect(netlify.errors.map(String)).toEqual([]);
  const ours = parseHeaders(fs.readFileSync(file, "utf8"));
  // The same blocks, in the same order, with the same headers (Netlify keeps one value per name in a block).
  expect(netlify.headers.map((h) => [h.for, h.values])).toEqual(ours.map((r) => [r.pattern, Object.fromEntries(r.headers)]));

  const probes = addresses();
  expect(probes.length).toBeGreaterThan(100);
  const differ = probes.flatMap((address) => {
    const there = netlify.headers.filter((h) => "forRegExp" in h && h.forRegExp.test(address)).map((h) => h.for);
    const here = ours.filter((r) => r.matches.test(address)).map((r) => r.pattern);
    return there.join() === here.join() ? [] : [`${address}: Netlify ${there.join(" + ")}, local ${here.join(" + ")}`];
  });
  expect(differ).toEqual([]);
});

test("Netlify's own parser reads every line of _redirects as the local host does", async () => {
  const file = path.join(ROOT, "_redirects");
  const netlify = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false });
  expect(netlify.errors.map(String)).toEqual([]);
  const ours = parseRedirects(fs.readFileSync(file, "utf8"), file);
  expect(ours.length).toBeGreaterThan(0);
  // The parser types its rules as `unknown`; these four fields are what it documents for each line.
  const read = netlify.redirects as { from: string; to: string; status: number; force: boolean }[];
  expect(read.map(({ from, to, status, force }) => ({ from, to, status, force }))).toEqual(ours);
});
