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

export interface RedirectMatch {
  rule: RedirectRule;
  /** `to` with `:splat` and placeholders filled in. */
  location: string;
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

/** A path without its trailing slash (the host treats /about/ and /about alike). */
const normalize = (pathname: string) => (pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname);

/** The placeholders of `from` taken from `pathname` (`splat` for a trailing `*`), or undefined if it does not match. */
export function matchPattern(from: string, pathname: string): Record<string, string> | undefined {
  const pattern = normalize(from).split("/");
  const parts = normalize(pathname).split("/");
  const values: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i++) {
    const segment = pattern[i];
    if (segment === "*" && i === pattern.length - 1) {
      // `/locations/*` needs something after the folder: the folder itself is a page of its own.
      if (parts.length <= i) return undefined;
      values.splat = parts.slice(i).join("/");
      return values;
    }
    if (i >= parts.length) return undefined;
    if (segment.startsWith(":")) values[segment.slice(1)] = parts[i];
    else if (segment !== parts[i]) return undefined;
  }
  return parts.length === pattern.length ? values : undefined;
}

/**
 * The first rule matching `pathname`: with `forcedOnly` only rules marked `!` (checked before files),
 * otherwise every rule (checked when no file answered).
 */
export function matchRedirect(rules: readonly RedirectRule[], pathname: string, opts: { forcedOnly: boolean }): RedirectMatch | undefined {
  for (const rule of rules) {
    if (opts.forcedOnly && !rule.force) continue;
    const values = matchPattern(rule.from, pathname);
    if (!values) continue;
    const location = rule.to.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => values[name] ?? whole);
    return { rule, location };
  }
  return undefined;
}
