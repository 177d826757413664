// The host files read by the host's own code: Netlify's `@netlify/headers-parser` and
// `@netlify/redirect-parser` are what its build runs on `_headers` and `_redirects`, and the local host
// (scripts/host) applies them through `@netlify/headers` and `@netlify/redirects`, the engines of Netlify's
// own local tooling. Every line must parse, and what the running host answers must be what the engines
// compute, so what passes here is what Netlify's code does.
import fs from "node:fs";
import path from "node:path";
import { parseAllHeaders } from "@netlify/headers-parser";
import { parseAllRedirects } from "@netlify/redirect-parser";
import { HeadersHandler, RedirectsHandler } from "../../scripts/host/engines.ts";
import { expect, test } from "./fixtures.ts";

const ROOT = path.resolve("build/client");
const ENGINE_ORIGIN = "http://site.local";

/** Every address a visitor or crawler can ask for: each file, and each page also without `.html`. */
function addresses(): string[] {
  const files = fs.readdirSync(ROOT, { recursive: true, withFileTypes: true }).filter((e) => e.isFile());
  const paths = files.map((e) => "/" + path.relative(ROOT, path.join(e.parentPath, e.name)).split(path.sep).join("/"));
  const pages = paths.filter((p) => p.endsWith(".html")).map((p) => (p === "/index.html" ? "/" : p.replace(/(\/index)?\.html$/, "")));
  return [...new Set([...paths, ...pages])].filter((p) => !/\/_(headers|redirects)$|\/__spa-fallback\.html$/.test(p)).sort();
}

test("Netlify's own parser reads every line of _headers, and the local host sends each address exactly the engine's headers", async ({ request }) => {
  test.setTimeout(120_000);
  const file = path.join(ROOT, "_headers");
  const netlify = await parseAllHeaders({ headersFiles: [file], configHeaders: [], minimal: false });
  expect(netlify.errors.map(String)).toEqual([]);
  expect(netlify.headers.length).toBeGreaterThan(100);

  const engine = new HeadersHandler({
    projectDir: ROOT,
    logger: {
      log: () => undefined,
      warn: () => undefined,
      error: (m) => {
        throw new Error(m);
      },
    },
  });
  const probes = addresses();
  expect(probes.length).toBeGreaterThan(100);
  const differ: string[] = [];
  for (const address of probes) {
    const expected = await engine.apply(new Request(ENGINE_ORIGIN + address));
    expect(Object.keys(expected).length, address).toBeGreaterThan(0);
    const answer = await request.head(address, { maxRedirects: 0 });
    const sent = answer.headers();
    for (const [name, value] of Object.entries(expected)) {
      if (sent[name.toLowerCase()] !== value)
        differ.push(`${address}: ${name} ${JSON.stringify(sent[name.toLowerCase()])}, the engine ${JSON.stringify(value)}`);
    }
  }
  expect(differ).toEqual([]);
});

test("Netlify's own parser reads every line of _redirects, and the local host answers each rule as Netlify's matcher does", async ({ request }) => {
  const file = path.join(ROOT, "_redirects");
  const netlify = await parseAllRedirects({ redirectsFiles: [file], configRedirects: [], minimal: false });
  expect(netlify.errors.map(String)).toEqual([]);
  // The parser types its rules as `unknown`; these four fields are what it documents for each line.
  const rules = netlify.redirects as { from: string; to: string; status: number; force: boolean }[];
  expect(rules.length).toBeGreaterThan(0);

  const engine = new RedirectsHandler({ projectDir: ROOT, publicDir: ROOT, configRedirects: [], jwtRoleClaim: "", jwtSecret: "" });
  const skipped: string[] = [];
  for (const rule of rules) {
    // A folder rule is asked with an address under its folder that has no file of its own.
    const address = rule.from.replace(/\/\*$/, "/no-such-page").replace(/:\w+/g, "no-such-place");
    const match = await engine.match(new Request(ENGINE_ORIGIN + address));
    if (!match) {
      skipped.push(rule.from);
      continue;
    }
    expect(match.target.pathname, address).toBe(rule.to);
    const answer = await request.get(address, { maxRedirects: 0 });
    expect(answer.status(), address).toBe(rule.status);
    expect(answer.headers().location, address).toBe(rule.to);
  }
  // Netlify's matcher drops a rule whose own pattern matches its target (`/locations/*` matches
  // `/locations`): such a rule never applies on Netlify (decision 024).
  expect(skipped).toEqual([]);
});
