// The site's own addresses in site.yaml: its origin and its mailboxes. The schema's patterns let through
// what no browser can use: an origin of `https://.` or with the port `:99999` (the build then fails making
// the pages' canonical addresses, after a green validate), an e-mail `info?bcc=someone@else.com` that turns
// every mailto link of the site into a hidden copy to someone else. What can never work is refused always,
// here, by `content validate` and by the editor alike; what a live site needs besides (a public name, the
// default port) by the launch check (scripts/cli/launch.ts). Pure: URL is the WHATWG parser browsers run.

/** A mailbox and nothing else: no display name, no ?subject= or &bcc= that every mailto link would carry. */
export const PLAIN_EMAIL =
  /^[A-Za-z0-9.!#$%'*+/=^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?)+$/;

/** Why `host` is not a name the DNS could hold (RFC 1123 labels), or undefined when it is. */
export function hostNameProblem(host: string): string | undefined {
  const name = host.replace(/\.$/, "");
  if (!name || name.length > 253) return `"${host}" is not a host name`;
  for (const label of name.split(".")) {
    if (!label) return `"${host}" has an empty part between dots`;
    if (label.length > 63) return `"${host}" has a part longer than 63 characters`;
    if (!/^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?$/i.test(label)) return `"${host}" may only use letters, digits and hyphens between its dots`;
  }
  return undefined;
}

/** Why the origin cannot be any site's address (a browser could not open it), or undefined when it can. */
export function originProblem(origin: string): string | undefined {
  let url: URL;
  try {
    url = new URL(origin);
  } catch {
    return `origin ${origin} is not a web address a browser can open (a port above 65535, or a misspelt name): write it like https://www.yourcompany.com`;
  }
  const host = hostNameProblem(url.hostname);
  if (host) return `origin ${origin} has no valid host name (${host}): write it like https://www.yourcompany.com`;
  return undefined;
}

/** Why an e-mail field is not one plain mailbox, or undefined when it is. */
export const emailProblem = (key: string, value: string): string | undefined =>
  PLAIN_EMAIL.test(value)
    ? undefined
    : `${key} ${value} is not a plain e-mail address (name@domain, nothing before or after it): every mailto link on the site uses it`;

/** The problems of site.yaml's addresses, each with the field it is in. */
export function siteAddressProblems(site: Record<string, unknown>): { path: string[]; message: string }[] {
  const found: { path: string[]; message: string }[] = [];
  if (typeof site.origin === "string") {
    const why = originProblem(site.origin);
    if (why) found.push({ path: ["origin"], message: why });
  }
  for (const key of ["email", "supportEmail"]) {
    const value = site[key];
    const why = typeof value === "string" ? emailProblem(key, value) : undefined;
    if (why) found.push({ path: [key], message: why });
  }
  return found;
}
