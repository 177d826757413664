// The launch check (`content validate --launch`, and every `content build` or `validate` run with
// CONTEXT=production or LAUNCH=1): what a real deployment needs beyond valid content. The shipped content is
// a template with placeholders (a 555-01xx phone, `.example` addresses, no editor repository);
// each one is an error at its file:line:col, so the host's production build fails and the live site keeps
// its last good version. What only makes a launch weaker (no testimonials, no figures, no photos, no
// hours) is a warning.
import { originProblem } from "../../core/content/addresses.ts";
import { fieldsOf, textsOf, type SourceFile } from "../../core/content/source.ts";
import type { ImageTable } from "./images.ts";
import { START, type Problems } from "../../core/content/problems.ts";

/** Why the launch check runs, or undefined when the environment does not ask for it. */
export function launchRequested(env: NodeJS.ProcessEnv = process.env): string | undefined {
  // Netlify sets CONTEXT=production for a production deploy (deploy-preview and branch-deploy otherwise).
  if (env.CONTEXT === "production") return "CONTEXT=production";
  if (env.LAUNCH === "1") return "LAUNCH=1";
  return undefined;
}

/** Top-level domains reserved for documentation and tests (RFC 2606, RFC 6761), never a live site's. */
const RESERVED_TLDS = ["example", "test", "invalid", "localhost"];
/** Second-level domains reserved for examples (RFC 2606). */
const RESERVED_DOMAINS = ["example.com", "example.org", "example.net"];

/** Why `host` cannot be a live site's or a mailbox's domain, or undefined when it can. */
export function reservedHost(host: string): string | undefined {
  const h = host.toLowerCase().replace(/\.$/, "");
  if (h === "localhost") return "localhost is this computer, not a public address";
  if (/^\d{1,3}(?:\.\d{1,3}){3}$/.test(h) || h.startsWith("[")) return "an IP address is not the site's domain";
  const tld = h.split(".").at(-1) ?? "";
  if (RESERVED_TLDS.includes(tld)) return `.${tld} is a reserved test domain that cannot exist on the internet`;
  const base = RESERVED_DOMAINS.find((d) => h === d || h.endsWith(`.${d}`));
  if (base) return `${base} is reserved for examples`;
  return undefined;
}

/**
 * Why a North American phone number cannot be the business's, or undefined when it can: 555-0100 to
 * 555-0199 are reserved for fiction, and no area code or exchange starts with 0 or 1.
 */
export function reservedPhone(area: string, exchange: string, line: string): string | undefined {
  if (exchange === "555" && Number(line) >= 100 && Number(line) <= 199) return "555-0100 to 555-0199 are reserved for films and examples";
  if (/^[01]/.test(area) || /^[01]/.test(exchange)) return "no North American area code or exchange starts with 0 or 1";
  if (area === "555" || /^\d11$/.test(area)) return `${area} is not an area code`;
  if (new Set(area + exchange + line).size === 1) return "every digit is the same";
  return undefined;
}

/** A host name the public DNS can have: labels of letters, digits and inner hyphens, a top-level domain of letters. */
const DNS_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+(?:[a-z]{2,63}|xn--[a-z0-9-]{1,59})$/i;

/** Why `value` is not an https:// address a browser would reach as written, or undefined when it is. */
export function unreachableUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return "it is not a web address";
  }
  if (url.protocol !== "https:") return "it must start with https://";
  if (url.username || url.password) return "it must not hold a user name or password";
  if (!DNS_NAME.test(url.hostname)) return `${url.hostname || "its host"} is not a domain name`;
  if (url.port) return `port ${url.port} is not the web's (leave the port out)`;
  return undefined;
}

/** A GitHub owner that only stands in for the real one. */
const PLACEHOLDER_OWNER = /^(?:your|example|owner|user|username|changeme|placeholder|github-?user)(?:[-_]|$)/i;

/** Why `owner/name` is not a repository yet, or undefined when it may be. */
export function placeholderRepository(value: string): string | undefined {
  const [owner = "", name = ""] = value.split("/");
  if (PLACEHOLDER_OWNER.test(owner) || /example|placeholder/i.test(value) || (owner === "owner" && name === "name")) {
    return `editor/repository "${value}" is still the template's: write the GitHub repository (owner/name) the site is built from`;
  }
  return undefined;
}

/** Words that mark unfinished copy. */
const UNFINISHED: { re: RegExp; what: string }[] = [
  { re: /lorem ipsum/gi, what: "lorem ipsum" },
  { re: /\bTODO\b/g, what: "TODO" },
  { re: /\bTBD\b/g, what: "TBD" },
  { re: /\bplaceholder\b/gi, what: "placeholder" },
];

const PHONE = /\(?\b(\d{3})\)?[ .-]?(\d{3})[ .-](\d{4})\b/g;
const EMAIL = /[A-Za-z0-9._%+-]+@([A-Za-z0-9-]+(?:\.[A-Za-z0-9-]+)+)/g;
const URL_HOST = /\bhttps?:\/\/(\[[^\]]*\]|[^\s/:?#)\]"'<>]+)/gi;

const matches = (re: RegExp, text: string) => [...text.matchAll(new RegExp(re.source, re.flags))];

/** Checks the content for what a live site must not show; errors and warnings go to `problems`. */
export function checkLaunch(files: SourceFile[], images: ImageTable, problems: Problems): void {
  for (const f of files) {
    if (f.data === undefined) continue;
    for (const t of textsOf(f)) {
      const field = t.path.length ? t.path.join("/") : "the text";
      const isOrigin = f.kind === "site" && t.path.length === 1 && t.path[0] === "origin";

      for (const m of matches(PHONE, t.value)) {
        const why = reservedPhone(m[1], m[2], m[3]);
        if (why) problems.error(f.rel, t.at(m.index), `${field}: the phone number ${m[0]} is not a real one (${why}): write the number customers call`);
      }
      for (const m of matches(EMAIL, t.value)) {
        const why = reservedHost(m[1]);
        if (why) problems.error(f.rel, t.at(m.index), `${field}: the e-mail address ${m[0]} cannot receive mail (${why}): write the mailbox the owner reads`);
      }
      for (const m of matches(URL_HOST, t.value)) {
        const why = reservedHost(m[1]);
        if (!why) continue;
        const message = isOrigin
          ? `origin ${t.value} is not the live address (${why}): write the site's https:// address, e.g. https://www.yourcompany.com`
          : `${field}: the address ${m[0]} leads nowhere on the internet (${why})`;
        problems.error(f.rel, t.at(m.index), message);
      }
      // Every link field (href, url), not a text that mentions an address.
      if (!isOrigin && t.path.length && /^https:\/\/\S*$/i.test(t.value)) {
        const why = unreachableUrl(t.value);
        if (why) problems.error(f.rel, t.at(0), `${field}: the link ${t.value} would not open (${why})`);
      }
      for (const { re, what } of UNFINISHED) {
        for (const m of matches(re, t.value)) {
          problems.error(f.rel, t.at(m.index), `${field} contains "${m[0]}": unfinished copy (${what}) must not go live`);
        }
      }
    }
  }

  const site = files.find((f) => f.kind === "site" && f.data !== undefined);
  if (site) {
    const data = fieldsOf(site.data);
    if (typeof data.origin === "string") {
      const why = unreachableUrl(data.origin);
      if (!originProblem(data.origin) && (why || new URL(data.origin).pathname !== "/" || /[?#]/.test(data.origin)))
        problems.error(
          site.rel,
          site.doc.locate(["origin"]),
          `origin ${data.origin} is not a live address (${why ?? "it must be the site's address alone, with no path"}): write the site's https:// address, e.g. https://www.yourcompany.com`,
        );
    }
    // Plain e-mail addresses are checked by every validate (core/content/addresses.ts).
    const editor = fieldsOf(data.editor);
    if (typeof editor.repository === "string") {
      const why = placeholderRepository(editor.repository);
      if (why) problems.error(site.rel, site.doc.locate(["editor", "repository"]), why);
    } else if (!("editor" in data)) {
      problems.error(site.rel, START, "editor/repository is not set: add editor: with repository: owner/name and branch: main");
    }
    if (typeof data.openingHours !== "string" || !data.openingHours.trim()) {
      problems.warn(site.rel, START, "openingHours is not set: visitors and search engines cannot see when the office answers");
    }
  }

  const home = files.find((f) => f.kind === "page" && f.name === "home" && f.data !== undefined);
  if (home) {
    const testimonials = fieldsOf(home.data).testimonials;
    if (!Array.isArray(testimonials) || testimonials.length === 0) {
      const pos = "testimonials" in fieldsOf(home.data) ? home.doc.locate(["testimonials"], { key: true }) : START;
      problems.warn(home.rel, pos, "no testimonials: add a host's own words once they have agreed in writing (docs/editing.md, Testimonials)");
    }
  }

  // Figures a visitor can check (machines placed, hosts served, years in business): a `stats` list on any page.
  const hasStats = files.some((f) => f.kind === "page" && hasNonEmpty(f.data, "stats"));
  if (!hasStats && home)
    problems.warn(home.rel, START, "no stats: no page states figures a visitor can check (machines placed, hosts served, years in business)");

  const photos = [...images.values()].some((img) => img.format !== "svg") || files.some((f) => hasNonEmpty(f.data, "pexelsId"));
  if (!photos) {
    const pos = home && "hero" in fieldsOf(home.data) ? home.doc.locate(["hero"], { key: true }) : START;
    problems.warn(
      home?.rel ?? "content/pages/home.yaml",
      pos,
      "no photos: every picture is a drawing (SVG); photos of real machines and sites show visitors the business is real",
    );
  }
}

/** Whether `value` holds the key `key` anywhere with something in it. */
function hasNonEmpty(value: unknown, key: string): boolean {
  if (Array.isArray(value)) return value.some((v) => hasNonEmpty(v, key));
  if (!value || typeof value !== "object") return false;
  for (const [k, v] of Object.entries(value)) {
    if (k === key && v !== null && v !== undefined && v !== "" && !(Array.isArray(v) && v.length === 0)) return true;
    if (hasNonEmpty(v, key)) return true;
  }
  return false;
}
