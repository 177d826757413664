import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { FORM_PATHS, handleForm, type FormOptions } from "./form.ts";
import { applyHeaders } from "./headers.ts";
import { matchRedirect, parseRedirects, type RedirectRule } from "./redirects.ts";

export interface HostOptions extends Partial<FormOptions> {
  /** The built site: build/client. */
  root: string;
}

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  // React Router's route data for client navigation (turbo-stream text).
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".webmanifest": "application/manifest+json",
  ".map": "application/json; charset=utf-8",
};
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".data", ".xml", ".txt", ".svg", ".webmanifest", ".map"]);

/** Files of the build that are instructions for the host, never content. */
const HIDDEN = new Set(["_redirects", "_headers", "__spa-fallback.html"]);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const text = (res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body), ...headers });
  res.end(body);
};

/** The encoding to answer with: brotli, then gzip, as the client allows (`q=0` refuses). */
export function pickEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const allowed = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) => part.trim().split(";"))
      .filter(([, q]) => !q || Number(q.trim().replace(/^q=/, "")) > 0)
      .map(([name]) => name.trim().toLowerCase()),
  );
  if (allowed.has("br")) return "br";
  if (allowed.has("gzip")) return "gzip";
  return undefined;
}

/**
 * Serves build/client the way the static host does: `/about` from about/index.html (or about.html),
 * the `_redirects` rules (forced ones before files, the rest after), 404.html with status 404 (a missing
 * `.data` gets a bare 404), `_headers`, long caching for the content-hashed assets, compressed text
 * (brotli or gzip, as a CDN would), and the contact form's POST (to `/` and to its no-JavaScript action).
 * The build's host files (_redirects, _headers) and React Router's SPA fallback are never served.
 */
export function createStaticHost(options: HostOptions): http.Server {
  const root = path.resolve(options.root);
  const compressed = new Map<string, Buffer>();

  let rules: { mtimeMs: number; list: RedirectRule[] } = { mtimeMs: -1, list: [] };
  /** Read again whenever a build rewrites _redirects under a running server. */
  const redirectRules = () => {
    const file = path.join(root, "_redirects");
    const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs !== rules.mtimeMs) rules = { mtimeMs, list: mtimeMs ? parseRedirects(fs.readFileSync(file, "utf8"), file) : [] };
    return rules.list;
  };

  /** The file answering `pathname`, if any: the file itself, `<path>.html`, or `<path>/index.html`. */
  const resolveFile = (pathname: string): { file: string; stat: fs.Stats } | undefined => {
    const parts = pathname.split("/").filter(Boolean);
    if (parts.some((p) => p.startsWith(".")) || HIDDEN.has(parts.at(-1) ?? "")) return undefined;
    const base = path.join(root, ...parts);
    if (base !== root && !base.startsWith(root + path.sep)) return undefined;
    const candidates = pathname.endsWith("/") ? [path.join(base, "index.html")] : [base, `${base}.html`, path.join(base, "index.html")];
    for (const file of candidates) {
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (stat?.isFile()) return { file, stat };
    }
    return undefined;
  };

  const send = async (req: http.IncomingMessage, res: http.ServerResponse, found: { file: string; stat: fs.Stats }, status = 200) => {
    const { file, stat } = found;
    const ext = path.extname(file).toLowerCase();
    const etag = `W/"${stat.size.toString(36)}-${Math.trunc(stat.mtimeMs).toString(36)}"`;
    const rel = path.relative(root, file).split(path.sep).join("/");
    const headers: Record<string, string> = {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      // Vite names assets by content hash: they never change under the same name.
      "Cache-Control": rel.startsWith("assets/") ? "public, max-age=31536000, immutable" : status === 200 ? "public, max-age=0, must-revalidate" : "no-cache",
      "Last-Modified": stat.mtime.toUTCString(),
    };
    if (status === 200) headers.ETag = etag;
    if (COMPRESSIBLE.has(ext)) headers.Vary = "Accept-Encoding";
    if (status === 200 && req.headers["if-none-match"] === etag) {
      res.writeHead(304, headers);
      return res.end();
    }
    let body: Buffer = await fs.promises.readFile(file);
    const encoding = COMPRESSIBLE.has(ext) && body.length > 1024 ? pickEncoding(req.headers["accept-encoding"]) : undefined;
    if (encoding) {
      const key = `${encoding}:${file}:${stat.mtimeMs}`;
      let packed = compressed.get(key);
      if (!packed) {
        // Quality 5: within 10% of the best ratio at a twentieth of the time, like a CDN compressing on the fly.
        packed = encoding === "br" ? await brotli(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } }) : await gzip(body, { level: 9 });
        compressed.set(key, packed);
      }
      body = packed;
      headers["Content-Encoding"] = encoding;
    }
    headers["Content-Length"] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === "HEAD" ? undefined : body);
  };

  const notFound = async (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    const page = resolveFile("/404.html");
    // Route data must answer a bare 404, never the HTML page (the router cannot read a page as data).
    if (pathname.endsWith(".data") || !page) return text(res, 404, "Not Found", { "Cache-Control": "no-cache" });
    await send(req, res, page, 404);
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    let url: URL;
    let pathname: string;
    try {
      url = new URL(req.url ?? "/", "http://localhost");
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return text(res, 400, "Bad Request: malformed URL");
    }
    if (pathname.includes("\0") || pathname.split("/").includes("..")) return text(res, 400, "Bad Request");
    applyHeaders(res, root, pathname);
    if (req.method === "POST" && FORM_PATHS.has(pathname)) return handleForm(req, res, options);
    if (req.method !== "GET" && req.method !== "HEAD") {
      return text(res, 405, "Method Not Allowed", { Allow: FORM_PATHS.has(pathname) ? "GET, HEAD, POST" : "GET, HEAD" });
    }

    /** Answers by the first matching rule; false when none applies. */
    const redirect = async (forcedOnly: boolean): Promise<boolean> => {
      const match = matchRedirect(redirectRules(), pathname, { forcedOnly });
      if (!match) return false;
      const { rule, location } = match;
      if (rule.status === 200 || rule.status === 404) {
        const target = resolveFile(location);
        if (!target) return false;
        await send(req, res, target, rule.status);
        return true;
      }
      const withQuery = location.includes("?") || !url.search ? location : `${location}${url.search}`;
      text(res, rule.status, `Redirecting to ${withQuery}`, { Location: withQuery, "Cache-Control": "no-cache" });
      return true;
    };

    if (await redirect(true)) return;
    const found = resolveFile(pathname);
    if (found) {
      // A folder asked for without its slash is still the same page; only the 404 page is never served as 200.
      return send(req, res, found, path.basename(found.file) === "404.html" ? 404 : 200);
    }
    if (await redirect(false)) return;
    await notFound(req, res, pathname);
  };

  return http.createServer((req, res) => {
    handle(req, res).catch((err) => {
      console.error(`static host: ${req.method} ${req.url} failed:`, err);
      if (!res.headersSent) text(res, 500, "Internal Server Error");
      else res.destroy();
    });
  });
}
