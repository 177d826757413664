/** One rule of a Netlify `_redirects` file: `from  to  status[!]`, with `*` and `:splat`. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
  force: boolean;
}

export function parseRedirects(text: string): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const raw of text.split("\n")) {
    const line = raw.replace(/#.*/, "").trim();
    if (!line) continue;
    const [from, to, status = "301"] = line.split(/\s+/);
    rules.push({ from, to, status: Number.parseInt(status, 10), force: status.endsWith("!") });
  }
  return rules;
}

/** The target of the first rule matching `pathname`, or undefined. */
export function matchRedirect(rules: RedirectRule[], pathname: string, opts: { forcedOnly: boolean }): RedirectRule | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  for (const rule of rules) {
    if (opts.forcedOnly && !rule.force) continue;
    if (rule.from.endsWith("/*")) {
      const prefix = rule.from.slice(0, -1);
      if (path.startsWith(prefix) && path.length > prefix.length) {
        return { ...rule, to: rule.to.replace(":splat", path.slice(prefix.length)) };
      }
    } else if (rule.from === path) {
      return rule;
    }
  }
  return undefined;
}
