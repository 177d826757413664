/**
 * How Netlify finds the file for an address (default settings and with Pretty URLs on; decision 013 has the
 * table and its sources). For a site with `file.html`, `folder/index.html`, and `both.html` beside a
 * `both/` folder:
 *
 *   /file  200 file.html     /file/  301 /file      /file.html          200
 *   /folder  301 /folder/    /folder/  200          /folder/index.html  200
 *   /both  200 both.html     /both/  301 /both      /both.html          200
 *
 * So a page written as `<path>.html` is served at its canonical address `/<path>` with no redirect,
 * and the slash form redirects to it; a folder's `index.html` would put every page behind a redirect.
 */
export type Resolution =
  /** A file of the site, relative to its root, served with 200. */
  | { kind: "file"; file: string }
  /** The same page at its other slash form: a 301 to `location`. */
  | { kind: "redirect"; location: string }
  /** No file: the host's redirect rules, then its 404 page. */
  | { kind: "none" };

/** `pathname` is decoded, starts with `/` and holds no `..` segment; `isFile` answers for a path relative to the site root. */
export async function resolvePath(pathname: string, isFile: (rel: string) => Promise<boolean>): Promise<Resolution> {
  if (pathname === "/") return (await isFile("index.html")) ? { kind: "file", file: "index.html" } : { kind: "none" };
  const rel = pathname.slice(1);
  if (pathname.endsWith("/")) {
    const bare = rel.replace(/\/+$/, "");
    if (!bare) return { kind: "none" };
    // `both.html` wins over `both/index.html`: the slash form goes to the file's address.
    if (await isFile(`${bare}.html`)) return { kind: "redirect", location: `/${bare}` };
    if (await isFile(`${bare}/index.html`)) return { kind: "file", file: `${bare}/index.html` };
    return { kind: "none" };
  }
  if (await isFile(rel)) return { kind: "file", file: rel };
  if (await isFile(`${rel}.html`)) return { kind: "file", file: `${rel}.html` };
  if (await isFile(`${rel}/index.html`)) return { kind: "redirect", location: `${pathname}/` };
  return { kind: "none" };
}
