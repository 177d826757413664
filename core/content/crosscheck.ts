import { HOME_SECTIONS } from "../site.ts";
import { collectionOf, FIXED_ROUTES, RECORD_COLLECTIONS, REDIRECTS, routeOf } from "./collections.ts";
import { isFolderRule } from "../redirects.ts";
import { valuesAt } from "./define.ts";
import { fieldsOf, type SourceFile } from "./source.ts";
import type { Scan } from "./links.ts";
import { markdownOverLimit } from "./limits.ts";
import { clobberingName, removedByTheSanitizer } from "./sanitize-schema.ts";
import { START, type Position, type Problems } from "./problems.ts";

type Path = (string | number)[];

/** Where a picture is used, so a missing one is reported at each use. */
export type ImageUses = Map<string, { file: string; pos: Position }[]>;

export interface Site {
  routes: Set<string>;
  /** The ids a link may name on a page (`/faq#payment-options`), by the page's address, with the file that holds them. */
  anchors: Map<string, { ids: Set<string>; name: string; file: string }>;
}

/** The address of the page of a record (a file of a collection of records with a page of its own), or undefined. */
function recordPage(f: SourceFile): string | undefined {
  const c = RECORD_COLLECTIONS.find((c) => c.kind === f.kind);
  return c?.route ? routeOf(c, f.name) : undefined;
}

/** What the site or its host serves at `page` already, whatever the records are, or undefined when nothing. */
function servedAlready(page: string): string | undefined {
  if (FIXED_ROUTES.includes(page)) return "is a fixed page of the site";
  const redirect = REDIRECTS.find((r) => !isFolderRule(r.from) && r.from === page);
  return redirect ? `redirects old links to ${redirect.to}` : undefined;
}

/** Every page the site builds, from the fixed routes and the records present. */
export function siteRoutes(files: SourceFile[], unpublished: ReadonlySet<string> = new Set()): Site {
  const routes = new Set(FIXED_ROUTES);
  for (const f of files) {
    const page = recordPage(f);
    if (page && !unpublished.has(f.rel)) routes.add(page);
  }
  const anchors: Site["anchors"] = new Map();
  for (const f of files) {
    const c = collectionOf(f.kind);
    if (!c.anchors || !c.route) continue;
    // A half-written file (no list yet, an entry without its id) names the ids it has.
    const ids = valuesAt(f.data, c.anchors.at).map((v) => v.value);
    anchors.set(routeOf(c, f.name), { ids: new Set(ids.filter((id): id is string => typeof id === "string" && id !== "")), name: c.anchors.name, file: f.rel });
  }
  return { routes, anchors };
}

const canonicalHref = (pathname: string, hash: string | undefined) => `${pathname}${hash !== undefined ? `#${hash}` : ""}`;

/** Why `href` does not lead to a page of the site, or undefined when it does. */
export function checkLink(href: string, site: Site): string | undefined {
  if (/^(https:|mailto:|tel:)/i.test(href)) return undefined;
  if (/^http:/i.test(href)) return `link ${href} must use https://`;
  if (!href.startsWith("/")) return `link "${href}" must start with / (a page of this site) or https://`;
  const [pathAndQuery, hash] = href.split("#", 2);
  const pathname = pathAndQuery.split("?")[0];
  // The canonical form has no trailing slash and no file name (decision 013): the host redirects the slash form.
  const page = pathname.startsWith("/images/") ? pathname : pathname.replace(/(?:\/index)?\.html$/, "").replace(/(.)\/+$/, "$1") || "/";
  const redirect = REDIRECTS.find((r) => r.from === page);
  if (redirect) return `link ${href} goes through a redirect: use ${canonicalHref(redirect.to, hash)}`;
  if (page !== pathname && pathname.endsWith("/")) return `link ${href} must not end with /: use ${canonicalHref(page, hash)}`;
  if (page !== pathname) return `link ${href} names the page's file: use ${canonicalHref(page, hash)}`;
  if (pathname.startsWith("/images/")) return undefined; // checked as a picture
  if (!site.routes.has(pathname)) return `link ${href} leads to no page of this site`;
  if (hash !== undefined) {
    const anchors = site.anchors.get(pathname);
    if (anchors && !anchors.ids.has(hash)) return `link ${href} names no ${anchors.name} of ${anchors.file} (no entry with id "${hash}")`;
    const sections = HOME_SECTIONS.map((s) => s.id);
    if (pathname === "/" && !(sections as string[]).includes(hash)) return `link ${href} names no section of the home page (${sections.join(", ")})`;
  }
  return undefined;
}

function walk(value: unknown, path: Path, fn: (value: unknown, path: Path) => void): void {
  fn(value, path);
  if (Array.isArray(value)) value.forEach((v, i) => walk(v, [...path, i], fn));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) walk(v, [...path, k], fn);
}

/**
 * Links and pictures inside markdown, with their file positions, and the problems a schema cannot see in
 * it: pictures without alt text (an error) and raw HTML the sanitizer will remove (a warning, so the editor
 * knows the page will not show it). `at` maps offsets in the markdown to the file.
 */
type Place = { offset: number; line: number; col: number };

function markdownRefs(scan: Scan, at: (places: Place[]) => Position[], file: string, problems: Problems, what: string) {
  const { refs, tags, tooLong } = scan;
  const positions = at([...refs, ...tags, ...tooLong]);
  for (const [i, s] of tooLong.entries()) {
    problems.error(
      file,
      positions[refs.length + tags.length + i],
      `${s.length.toLocaleString("en-US")} characters without a blank line (at most ${s.limit.toLocaleString("en-US")}): split the paragraph with a blank line`,
    );
  }
  const located = refs.map((r, i) => ({ ...r, pos: positions[i] }));
  for (const [i, t] of tags.entries()) {
    const clobbering = clobberingName(t);
    if (clobbering) problems.error(file, positions[refs.length + i], clobbering.message);
    // The attribute refused above is not reported a second time as removed.
    const removed = removedByTheSanitizer(clobbering ? { ...t, attrs: t.attrs.filter((a) => a.name !== clobbering.attr) } : t);
    if (removed.length) problems.warn(file, positions[refs.length + i], `raw HTML is removed when ${what} is published: ${removed.join(", ")}`);
  }
  for (const im of located) {
    if (im.kind !== "image" || im.alt?.trim()) continue;
    problems.error(
      file,
      im.pos,
      im.raw
        ? `picture ${im.url} has no alt text: add alt="what it shows" to the <img>`
        : `picture ${im.url} has no alt text: write what it shows between the brackets, e.g. ![A smart cooler in a breakroom](${im.url})`,
    );
  }
  return {
    links: located.filter((r) => r.kind === "link"),
    images: located.filter((r) => r.kind === "image"),
  };
}

/** Checks what a schema cannot: names, paths, links, pictures and dates across all the files. */
/** The markdown texts of the content (post bodies, FAQ answers), whose links `crossCheck` needs scanned. */
export function markdownTexts(files: SourceFile[]): string[] {
  const texts: string[] = [];
  for (const f of files) {
    if (f.body !== undefined && f.data && typeof f.data === "object") texts.push(f.body);
    for (const { text } of markdownFieldsOf(f)) texts.push(text);
  }
  return texts;
}

/** The texts of a file's fields written in markdown (its definition's `markdownFields`), each with its path. */
function markdownFieldsOf(f: SourceFile): { path: (string | number)[]; text: string }[] {
  return (collectionOf(f.kind).markdownFields ?? []).flatMap((pattern) =>
    valuesAt(f.data, pattern).flatMap(({ path, value }) => (typeof value === "string" ? [{ path, text: value }] : [])),
  );
}

/** `scans`: the link scan of every text `markdownTexts` lists (scan-cache.ts), but those over a limit of limits.ts and those in `unscanned`. */
export function crossCheck(
  files: SourceFile[],
  problems: Problems,
  scans: ReadonlyMap<string, Scan>,
  unpublished: ReadonlySet<string> = new Set(),
  /** Texts whose scan threw (a case no limit foresaw), with what it threw: reported at their start. */
  unscanned: ReadonlyMap<string, string> = new Map(),
): { site: Site; imageUses: ImageUses } {
  // Why a text has no scan: over a limit, or its scan threw.
  const unchecked = (text: string) =>
    markdownOverLimit(text) ?? { offset: 0, line: 1, col: 1, message: `this text cannot be checked (${unscanned.get(text) ?? "no scan"}): simplify what was changed last` };
  // A page this build does not publish (a draft) is no page to link to.
  const site = siteRoutes(files, unpublished);
  const imageUses: ImageUses = new Map();
  const useImage = (ref: string, file: string, pos: Position) => {
    if (!imageUses.has(ref)) imageUses.set(ref, []);
    imageUses.get(ref)!.push({ file, pos });
  };
  // A picture named in markdown, which no schema pattern checks (the fields' pattern is the same rule).
  const markdownImage = (ref: string, file: string, pos: Position) => {
    const unservable = unservableName(ref);
    if (unservable) problems.error(file, pos, unservable);
    else useImage(ref, file, pos);
  };
  const link = (href: string, file: string, pos: Position, inMarkdown = false) => {
    if (href.startsWith("/images/")) return inMarkdown ? markdownImage(href, file, pos) : useImage(href, file, pos);
    const why = checkLink(href, site);
    if (why) problems.error(file, pos, why);
  };
  // A picture in markdown or in raw HTML: a file of content/images, or another site's over https.
  const picture = (src: string, file: string, pos: Position) => {
    if (src.startsWith("/images/")) markdownImage(src, file, pos);
    else if (!/^https:/i.test(src)) problems.error(file, pos, `picture "${src}" must be /images/<file> (a file in content/images) or an https:// address`);
  };

  for (const f of files) {
    if (!f.data || typeof f.data !== "object") continue;
    const data = fieldsOf(f.data);

    if (typeof data.slug === "string" && data.slug !== f.name) {
      problems.error(f.rel, f.doc.locate(["slug"]), `slug "${data.slug}" must equal the file name "${f.name}"`);
    }
    // `/blog/index` and `/blog` would be one file on the host (blog/index.html is served at /blog/).
    const record = RECORD_COLLECTIONS.some((c) => c.kind === f.kind);
    if (record && f.name === "index") {
      problems.error(f.rel, "slug" in data ? f.doc.locate(["slug"]) : START, `the slug "index" is the name of the list page's own file: choose another slug and file name`);
    }
    // An address the site serves already (a fixed page, or a short form of an old link that redirects): the
    // build would write its file twice, or the host answer it with the redirect instead of the page.
    const page = f.name !== "index" ? recordPage(f) : undefined;
    const taken = page ? servedAlready(page) : undefined;
    if (taken) problems.error(f.rel, "slug" in data ? f.doc.locate(["slug"]) : START, `the slug "${f.name}" gives the address ${page}, which ${taken}: choose another slug and file name`);
    const collection = collectionOf(f.kind);
    // The collection's own rules (its definition's `check`).
    collection.check?.({ ...f, data }, files, problems);
    const markdownFields = markdownFieldsOf(f);
    const inMarkdown = new Set(markdownFields.map((m) => m.path.join("/")));

    walk(data, [], (value, path) => {
      const key = path.at(-1);
      // Spaces alone look like text to a schema and like nothing on the page.
      if (typeof value === "string" && value.length > 0 && !value.trim()) {
        problems.error(
          f.rel,
          f.doc.locate(path),
          `${path.length ? path.join("/") : "the value"} is blank (only spaces): write the text, or remove the field if it is optional`,
        );
      }
      // A YAML escape (`"\x01"`, `"\uD800"`) can put in what the file itself may not hold: a character that
      // XML (the feed, the sitemap) forbids, or half of a pair, which no address can carry.
      else if (typeof value === "string" && UNPUBLISHABLE.test(value)) {
        const at = value.search(UNPUBLISHABLE);
        const code = value.codePointAt(at)!.toString(16).toUpperCase().padStart(4, "0");
        const pos = f.doc.locateIn(path, [at])[0];
        // Typed into the file as it is, the loader has already named it there.
        if (!problems.errors.some((p) => p.file === f.rel && p.line === pos.line && p.col === pos.col))
          problems.error(f.rel, pos, `${path.join("/")} contains a character that cannot be published (U+${code}): delete it`);
      }
      // A tab belongs only in markdown (the FAQ's answers); in a name or a title it shows as a gap.
      else if (typeof value === "string" && !inMarkdown.has(path.join("/")) && value.includes("\t")) {
        const [pos] = f.doc.locateIn(path, [value.indexOf("\t")]);
        problems.error(f.rel, pos, `${path.join("/")} contains a tab: replace it with a space`);
      }
      if (typeof value === "string" && (key === "href" || key === "path")) link(value, f.rel, f.doc.locate(path));
      if (typeof value === "string" && (key === "src" || key === "imageUrl") && value.startsWith("/images/")) useImage(value, f.rel, f.doc.locate(path));
    });

    // Markdown in its fields (the FAQ's answers): their links and pictures.
    for (const { path, text } of markdownFields) {
      const scan = scans.get(text);
      if (!scan) {
        const over = unchecked(text);
        problems.error(f.rel, f.doc.locateIn(path, [over.offset])[0], `${path.join("/")}: ${over.message}`);
        continue;
      }
      const located = (places: Place[]) =>
        f.doc.locateIn(
          path,
          places.map((p) => p.offset),
        );
      const refs = markdownRefs(scan, located, f.rel, problems, `the ${path.at(-1)}`);
      for (const l of refs.links) link(l.url, f.rel, l.pos, true);
      for (const im of refs.images) picture(im.url, f.rel, im.pos);
    }

    // A markdown file's body: its links and pictures, and the dates of posts and legal pages.
    if (f.body !== undefined) {
      const bodyLine = f.bodyLine ?? 1;
      const body = f.body ?? "";
      const what = `the ${(collection.editor.labelSingular ?? "page").toLowerCase()}`;
      const scan = scans.get(body);
      if (!scan) {
        const over = unchecked(body);
        problems.error(f.rel, { line: bodyLine + over.line - 1, col: over.col }, over.message);
        continue;
      }
      const refs = markdownRefs(scan, (places) => places.map((p) => ({ line: p.line + bodyLine - 1, col: p.col })), f.rel, problems, what);
      for (const l of refs.links) link(l.url, f.rel, l.pos, true);
      for (const im of refs.images) picture(im.url, f.rel, im.pos);
    }
  }
  // Two pictures whose names differ only in their extension would be published as the same variants.
  const byBase = new Map<string, string[]>();
  for (const ref of imageUses.keys()) byBase.set(ref.replace(/\.[^./]*$/, ""), [...(byBase.get(ref.replace(/\.[^./]*$/, "")) ?? []), ref]);
  for (const [base, refs] of byBase) {
    if (refs.length < 2) continue;
    // Reported where the newcomer is used: every picture of the group but the one used most.
    const established = [...refs].sort((a, b) => imageUses.get(b)!.length - imageUses.get(a)!.length || a.localeCompare(b))[0];
    for (const ref of refs.filter((r) => r !== established))
      for (const use of imageUses.get(ref)!)
        problems.error(
          use.file,
          use.pos,
          `pictures ${refs.join(" and ")} would be published under the same names (${base.slice("/images/".length)}_small.webp and its sizes): rename one of the files`,
        );
  }
  return { site, imageUses };
}

/** Characters XML 1.0 forbids (the feed and the sitemap are XML), and a surrogate without its pair. */
const UNPUBLISHABLE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/**
 * Why a picture's file name cannot be served at the address written, or undefined: a space, `#`, `?`, an
 * accented letter or a leading dot is published as a 404. Paths that leave content/images are refused
 * elsewhere, with their own message.
 */
function unservableName(ref: string): string | undefined {
  const rel = ref.slice("/images/".length);
  if (!rel || /\.\.|%|\\/.test(rel)) return undefined;
  if (rel.split("/").every((segment) => /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/.test(segment))) return undefined;
  return `picture ${ref}: its file name cannot be part of a web address as it is (a space, #, ?, an accented letter or a leading dot): rename the file with letters, digits, - and _ only`;
}
