/**
 * How a redirect rule matches an address, for everything that answers one: the local host reading
 * `_redirects` (Netlify's host, and locally its own engine: scripts/host) and the routes that prerender the redirect pages (src/routes). The rules
 * themselves are declared once, in scripts/cli/config.ts, and reach both through dist-content/redirects.json.
 */

/** A rule for a whole folder (`/locations/*`): it has no page of its own to prerender, and the host applies it only where no file answers. */
export const isFolderRule = (from: string): boolean => from.endsWith("/*");

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

export interface RedirectMatch<R> {
  rule: R;
  /** `to` with `:splat` and the placeholders filled in. */
  location: string;
}

/** The first rule matching `pathname`, and where it sends the visitor. */
export function findRedirect<R extends { from: string; to: string }>(rules: readonly R[], pathname: string): RedirectMatch<R> | undefined {
  for (const rule of rules) {
    const values = matchPattern(rule.from, pathname);
    if (!values) continue;
    const location = rule.to.replace(/:([A-Za-z]\w*)/g, (whole, name: string) => values[name] ?? whole);
    return { rule, location };
  }
  return undefined;
}
