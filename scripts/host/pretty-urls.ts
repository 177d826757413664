/**
 * The one part of Netlify's address lookup its local engine leaves out: the other slash form of a page is
 * a 301 (decision 013 has the table and its sources; decision 024 why this stays ours). For a site with
 * `file.html`, `folder/index.html`, and `both.html` beside a `both/` folder, Netlify (default settings and
 * with Pretty URLs on) answers:
 *
 *   /file  200 file.html     /file/  301 /file      /file.html          200
 *   /folder  301 /folder/    /folder/  200          /folder/index.html  200
 *   /both  200 both.html     /both/  301 /both      /both.html          200
 *
 * `@netlify/static` finds the same files but answers every one of them with 200: `/file/` serves
 * file.html, `/folder` serves folder/index.html, `/file.html/` serves file.html. The three answers below
 * are the difference.
 */

/** What Netlify answers where `@netlify/static` would not: a 301 to the other slash form, or 404. */
export type Override = { status: 301; location: string } | { status: 404 };

/**
 * Netlify's answer where the engine's differs: `/file/` a 301 to `/file` when `file.html` exists,
 * `/folder` a 301 to `/folder/` when only `folder/index.html` does, and 404 for a file's name with a
 * slash (`/file.html/`, which the engine serves as the file). undefined for every other address: the
 * engine serves it or it is unknown. `pathname` is decoded, starts with `/` and holds no `..` segment;
 * `isFile` answers for a path relative to the site root.
 */
export async function prettyUrl(pathname: string, isFile: (rel: string) => Promise<boolean>): Promise<Override | undefined> {
  if (pathname === "/") return undefined;
  const rel = pathname.slice(1);
  if (pathname.endsWith("/")) {
    const bare = rel.replace(/\/+$/, "");
    if (!bare) return undefined;
    // `both.html` wins over `both/index.html`: the slash form goes to the file's address.
    if (await isFile(`${bare}.html`)) return { status: 301, location: `/${bare}` };
    return (await isFile(bare)) ? { status: 404 } : undefined;
  }
  if ((await isFile(rel)) || (await isFile(`${rel}.html`))) return undefined;
  return (await isFile(`${rel}/index.html`)) ? { status: 301, location: `${pathname}/` } : undefined;
}
