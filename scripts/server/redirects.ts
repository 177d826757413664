import { findRedirect, type RedirectMatch } from "../../core/redirects.ts";

/**
 * The static host's `_redirects` file (Netlify syntax), locally: one rule a line, `from  to  [status][!]`;
 * `from` may end in `/*` (the rest is `:splat` in `to`) and have `:name` segments; `!` forces the rule
 * even where a file exists. Lines starting with `#` are comments.
 */
export interface RedirectRule {
  from: string;
  to: string;
  /** 301, 302, 303, 307, 308 redirect; 200 rewrites (serves `to` at `from`); 404 serves `to` as a not-found page. */
  status: number;
  force: boolean;
}

const STATUSES = new Set([200, 301, 302, 303, 307, 308, 404]);

/** The rules of a `_redirects` file; a malformed line throws with its line number, since a host would skip it silently. */
export function parseRedirects(text: string, file = "_redirects"): RedirectRule[] {
  const rules: RedirectRule[] = [];
  text.split("\n").forEach((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith("#")) return;
    const [from, to, status = "301", ...rest] = line.split(/\s+/);
    const code = Number(status.replace(/!$/, ""));
    if (!to || rest.length || !from.startsWith("/") || !STATUSES.has(code)) {
      throw new Error(`${file}:${index + 1}: expected "/from  /to  [status][!]", got "${line}"`);
    }
    rules.push({ from, to, status: code, force: status.endsWith("!") });
  });
  return rules;
}

/**
 * The first rule matching `pathname`: with `forcedOnly` only rules marked `!` (checked before files),
 * otherwise every rule (checked when no file answered).
 */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string, opts: { forcedOnly: boolean }): RedirectMatch<RedirectRule> | undefined {
  return findRedirect(opts.forcedOnly ? rules.filter((r) => r.force) : rules, pathname);
}
