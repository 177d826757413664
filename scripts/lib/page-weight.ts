// What a prerendered page makes the browser download before anyone interacts with it: the scripts and
// style sheets its HTML names (and every module those import statically), gzip-sized.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

export const BUDGET = { jsGzip: 130 * 1024, cssGzip: 20 * 1024 } as const;

export interface PageWeight {
  page: string;
  /** Script files (entry, route modules, their static imports), gzip bytes. */
  jsFiles: number;
  /** The page's inline scripts (React Router's context and route data), gzip bytes. */
  jsInline: number;
  js: number;
  css: number;
  scripts: string[];
  styles: string[];
}

const gzipSize = (buf: Buffer | string) => gzipSync(buf, { level: 9 }).length;

/** Every prerendered page under build/client (`index.html`, `<path>.html`; not 404.html, the form definition or the editor at /admin, decision 016), as [page path, file]. */
export function prerenderedPages(client: string): [string, string][] {
  return fs
    .readdirSync(client, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith(".html") && path.relative(client, e.parentPath).split(path.sep)[0] !== "admin")
    .map((e): [string, string] => {
      const rel = path.relative(client, path.join(e.parentPath, e.name)).split(path.sep).join("/");
      return [rel === "index.html" ? "/" : `/${rel.replace(/\.html$/, "")}`, path.join(e.parentPath, e.name)];
    })
    .filter(([page]) => page !== "/404" && !page.startsWith("/forms/"))
    .sort(([a], [b]) => a.localeCompare(b));
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

/** The static imports of a built module (`import{x}from"./chunk.js"`, `import"./a.js"`, `export*from"./b.js"`). */
function staticImports(code: string): string[] {
  return [...code.matchAll(/\b(?:import|export)\s*(?:[\w*${}\s,]*?\s*from\s*)?["'](\.{1,2}\/[^"']+\.js)["']/g)].map((m) => m[1]);
}

export class WeightMeter {
  private sizes = new Map<string, number>();
  private imports = new Map<string, string[]>();

  constructor(private client: string) {}

  private file(url: string) {
    return path.join(this.client, url.replace(/^\//, "").split("?")[0]);
  }

  private size(url: string): number {
    let n = this.sizes.get(url);
    if (n === undefined) this.sizes.set(url, (n = gzipSize(fs.readFileSync(this.file(url)))));
    return n;
  }

  /** A module and everything it imports statically, as site URLs. */
  private closure(url: string, into: Set<string>) {
    if (into.has(url)) return;
    into.add(url);
    let deps = this.imports.get(url);
    if (!deps) {
      const code = fs.readFileSync(this.file(url), "utf8");
      deps = staticImports(code).map((rel) => path.posix.resolve(path.posix.dirname(url), rel));
      this.imports.set(url, deps);
    }
    for (const dep of deps) this.closure(dep, into);
  }

  measure(page: string, html: string): PageWeight {
    const scripts = new Set<string>();
    const styles = new Set<string>();
    const inline: string[] = [];
    for (const [tag] of html.matchAll(/<link\b[^>]*>/gi)) {
      const rel = attr(tag, "rel");
      const href = attr(tag, "href");
      if (!href?.startsWith("/")) continue;
      if (rel === "modulepreload") this.closure(href, scripts);
      if (rel === "stylesheet") styles.add(href);
    }
    for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
      const src = attr(m[1], "src");
      const type = attr(m[1], "type");
      if (src?.startsWith("/")) this.closure(src, scripts);
      if (src || (type && type !== "module" && type !== "text/javascript")) continue;
      inline.push(m[2]);
      // The bootstrap module imports the entry and route modules by absolute URL.
      for (const [, url] of m[2].matchAll(/["'](\/assets\/[^"']+\.js)["']/g)) this.closure(url, scripts);
    }
    const jsFiles = [...scripts].reduce((sum, url) => sum + this.size(url), 0);
    const jsInline = inline.length ? gzipSize(inline.join("\n")) : 0;
    const css = [...styles].reduce((sum, url) => sum + this.size(url), 0);
    return { page, jsFiles, jsInline, js: jsFiles + jsInline, css, scripts: [...scripts].sort(), styles: [...styles].sort() };
  }
}

/** The weight of every prerendered page. */
export function measureSite(client: string): PageWeight[] {
  const meter = new WeightMeter(client);
  return prerenderedPages(client).map(([page, file]) => meter.measure(page, fs.readFileSync(file, "utf8")));
}

export const kb = (bytes: number) => (bytes / 1024).toFixed(1);
