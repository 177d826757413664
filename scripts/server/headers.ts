import fs from "node:fs";
import type http from "node:http";
import path from "node:path";

/** One block of a Netlify `_headers` file: a path pattern (`*` splat, `:placeholder` segment) and its headers. */
export interface HeaderRule {
  pattern: string;
  matches: RegExp;
  headers: [name: string, value: string][];
}

const escapeRegExp = (s: string) => s.replace(/[.+?^${}()|[\]\\]/g, "\\$&");

function patternToRegExp(pattern: string): RegExp {
  const body = pattern
    .replace(/\/$/, "")
    .split("/")
    .map((part) => (part === "*" ? "\u0000" : part.startsWith(":") ? "[^/]+" : escapeRegExp(part).replace(/\*/g, ".*")))
    .join("/")
    // A trailing `/*` also matches the folder itself, as on Netlify (`/blog/*` covers `/blog`).
    .replace(/\/\u0000$/, "(?:/.*)?")
    .replace(/\u0000/g, ".*");
  return new RegExp(`^${body || ""}/?$`);
}

export function parseHeaders(text: string): HeaderRule[] {
  const rules: HeaderRule[] = [];
  for (const raw of text.split("\n")) {
    if (!raw.trim() || raw.trim().startsWith("#")) continue;
    if (!/^\s/.test(raw)) {
      const pattern = raw.trim();
      rules.push({ pattern, matches: patternToRegExp(pattern), headers: [] });
      continue;
    }
    const colon = raw.indexOf(":");
    const rule = rules.at(-1);
    if (!rule || colon < 0) throw new Error(`_headers: a header line outside a path block or without a colon: ${raw.trim()}`);
    rule.headers.push([raw.slice(0, colon).trim(), raw.slice(colon + 1).trim()]);
  }
  return rules;
}

/** Every matching block applies; a header named in several of them gets its values joined by commas, as on Netlify. */
export function headersFor(rules: HeaderRule[], pathname: string): Record<string, string> {
  const out: Record<string, string> = {};
  const seen = new Map<string, string>();
  for (const rule of rules) {
    if (!rule.matches.test(pathname)) continue;
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      const first = seen.get(key);
      if (first === undefined) seen.set(key, name);
      const display = first ?? name;
      out[display] = out[display] === undefined ? value : `${out[display]}, ${value}`;
    }
  }
  return out;
}

let cache: { file: string; mtimeMs: number; rules: HeaderRule[] } | undefined;

/** The rules of root/_headers, read again whenever a build rewrites the file under a running server. */
function rulesOf(root: string): HeaderRule[] {
  const file = path.join(root, "_headers");
  const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs;
  if (mtimeMs === undefined) return [];
  if (cache?.file !== file || cache.mtimeMs !== mtimeMs) cache = { file, mtimeMs, rules: parseHeaders(fs.readFileSync(file, "utf8")) };
  return cache.rules;
}

/** Sets the `_headers` headers of `pathname` on a response before anything writes its head. */
export function applyHeaders(res: http.ServerResponse, root: string, pathname: string): void {
  for (const [name, value] of Object.entries(headersFor(rulesOf(root), pathname))) res.setHeader(name, value);
}
