// What a prerendered page makes the browser download before anyone interacts with it: the scripts and
// style sheets its HTML names (and every module those import statically), gzip-sized.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { init, parse as parseImports } from "es-module-lexer";
import { parse, type DefaultTreeAdapterMap } from "parse5";

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

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

function* elements(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  const children = "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
}
const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;

/** A module's imports by relative or absolute site URL, static ones only (es-module-lexer, as Vite reads modules). */
function staticImports(code: string): string[] {
  const [imports] = parseImports(code);
  return imports.filter((i) => i.d === -1 && i.n && /^(\.{1,2})?\//.test(i.n) && i.n.endsWith(".js")).map((i) => i.n!);
}

/** The modules a bootstrap imports with `import("...")` (the client entry). */
function dynamicImports(code: string): string[] {
  const [imports] = parseImports(code);
  return imports.filter((i) => i.d > -1 && i.n).map((i) => i.n!);
}

await init;

export class WeightMeter {
  private sizes = new Map<string, number>();
  private imports = new Map<string, string[]>();
  private client: string;

  constructor(client: string) {
    this.client = client;
  }

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
    for (const el of elements(parse(html))) {
      const href = attr(el, "href");
      if (el.tagName === "link" && href?.startsWith("/")) {
        if (attr(el, "rel") === "modulepreload") this.closure(href, scripts);
        if (attr(el, "rel") === "stylesheet") styles.add(href);
      }
      if (el.tagName !== "script") continue;
      const src = attr(el, "src");
      const type = attr(el, "type") ?? "";
      if (src?.startsWith("/")) this.closure(src, scripts);
      // The post-build step's deferred module (scripts/postbuild/defer-scripts.ts): loaded after the first paint, still before interaction.
      for (const url of (attr(el, "data-preload") ?? "").split(" ").filter(Boolean)) this.closure(url, scripts);
      if (src || !["", "module", "text/javascript", "text/x-after-paint"].includes(type)) continue;
      const body = el.childNodes.map((c) => ("value" in c ? c.value : "")).join("");
      inline.push(body);
      // The bootstrap module imports the entry and route modules by absolute URL.
      if (type !== "") for (const url of staticImports(body).concat(dynamicImports(body))) if (url.startsWith("/")) this.closure(url, scripts);
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
