import fs from "node:fs";
import path from "node:path";
import { isFolderRule } from "../../core/redirects.ts";

/** Where the not-found page is prerendered; the post-build step makes it 404.html, served at any unknown address. */
export const NOT_FOUND_PAGE = "/404";

/**
 * Every page the site prerenders, read from the content build's output: its routes (fixed pages and one per
 * solution, industry, town and post), the short paths of old links (a page that redirects; not the folder
 * rules, which have no page), and the not-found page. The build and the dev server use this one list.
 */
export function sitePaths(root = process.cwd()): string[] {
  const read = (rel: string) => {
    const file = path.join(root, "dist-content", rel);
    if (!fs.existsSync(file)) throw new Error(`${path.relative(root, file)} is missing: run \`npx content build\` first`);
    return JSON.parse(fs.readFileSync(file, "utf8"));
  };
  const routes: string[] = read("routes.json");
  const redirects: { from: string }[] = read("redirects.json");
  return [...routes, ...redirects.filter((r) => !isFolderRule(r.from)).map((r) => r.from), NOT_FOUND_PAGE];
}
