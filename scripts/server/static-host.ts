import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { FORM_PATHS, handleForm, type FormOptions } from "./form.ts";
import { applyHeaders } from "./headers.ts";
import { resolvePath } from "./host-rules.ts";
import { matchRedirect, parseRedirects, type RedirectRule } from "./redirects.ts";

export interface HostOptions extends Partial<FormOptions> {
  /** The built site: build/client. */
  root: string;
  /** A client must have sent its request line and headers within this time (default 10 s). */
  headersTimeoutMs?: number;
  /** ... and its whole request, body included (default 30 s). */
  requestTimeoutMs?: number;
  /** An idle keep-alive connection is closed after this time (default 5 s). */
  keepAliveTimeoutMs?: number;
}

/** Files of the build that are instructions for the host, never content. */
const HIDDEN = new Set(["_redirects", "_headers", "__spa-fallback.html"]);

const TYPES: Record<string, string> = {
  ".html": "text/html; charset=utf-8",
  ".js": "text/javascript; charset=utf-8",
  ".mjs": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".json": "application/json; charset=utf-8",
  ".webmanifest": "application/manifest+json; charset=utf-8",
  ".map": "application/json; charset=utf-8",
  // React Router's route data for client navigation (turbo-stream text).
  ".data": "text/x-script; charset=utf-8",
  ".xml": "application/xml; charset=utf-8",
  ".txt": "text/plain; charset=utf-8",
  ".svg": "image/svg+xml",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".webp": "image/webp",
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".ico": "image/x-icon",
  ".woff2": "font/woff2",
  ".woff": "font/woff",
  ".pdf": "application/pdf",
};
/** Text compresses; pictures and fonts are compressed already. */
const COMPRESSIBLE = new Set([".html", ".js", ".mjs", ".css", ".json", ".webmanifest", ".map", ".data", ".xml", ".txt", ".svg", ".ico"]);
/** Smaller bodies are sent as they are, as CDNs do. */
const COMPRESS_MIN = 1024;
/** The compressed copies kept in memory at most (the whole site's text is a few MB). */
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const text = (res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body), ...headers });
  res.end(body);
};

type Encoding = "br" | "gzip";

/** The encoding to send, by the client's Accept-Encoding (brotli first, as CDNs do); q=0 refuses one. */
function pickEncoding(accept: string | undefined): Encoding | undefined {
  if (!accept) return undefined;
  const allowed = new Map<string, number>();
  for (const part of accept.toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    allowed.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const ok = (name: string) => (allowed.get(name) ?? (allowed.has("*") ? allowed.get("*")! : 0)) > 0;
  return ok("br") ? "br" : ok("gzip") ? "gzip" : undefined;
}

/**
 * One byte range of a `size`-byte file from a Range header: `start-end`, `start-` or the suffix `-n`
 * (the last n bytes). undefined: no usable Range (absent, not bytes, or several ranges: the whole file is
 * sent with 200, which HTTP allows); "unsatisfiable": 416.
 */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | "unsatisfiable" | undefined {
  const m = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/.exec(header ?? "");
  if (!m) return undefined;
  const [, first, last] = m;
  if (!first && !last) return undefined;
  if (!first) {
    const n = Number(last);
    if (n === 0 || size === 0) return "unsatisfiable";
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(first);
  const end = last ? Math.min(Number(last), size - 1) : size - 1;
  if (last && Number(last) < start) return undefined; // invalid: ignored
  if (start >= size) return "unsatisfiable";
  return { start, end };
}

/**
 * Serves build/client the way Netlify does (decision 013): `/about` from about.html with 200, `/about/`
 * a 301 to `/about`, a folder's index.html at its slash form, the `_redirects` rules (forced ones before
 * files, the rest after), 404.html with status 404 (a missing `.data` gets a bare 404), `_headers`, long
 * caching for the content-hashed assets, compressed text (brotli or gzip, cached by file and encoding, as
 * a CDN would), and the contact form's POST (to `/` and to its no-JavaScript action). The build's host
 * files (_redirects, _headers) and React Router's SPA fallback are never served.
 */
export function createStaticHost(options: HostOptions): http.Server {
  const root = path.resolve(options.root);

  let rules: { mtimeMs: number; list: RedirectRule[] } = { mtimeMs: -1, list: [] };
  /** Read again whenever a build rewrites _redirects under a running server. */
  const redirectRules = () => {
    const file = path.join(root, "_redirects");
    const mtimeMs = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
    if (mtimeMs !== rules.mtimeMs) rules = { mtimeMs, list: mtimeMs ? parseRedirects(fs.readFileSync(file, "utf8"), file) : [] };
    return rules.list;
  };

  /** Compressed bodies by file, its size and time, and encoding: computed once, shared by requests that overlap. */
  const compressed = new Map<string, Promise<Buffer>>();
  let compressedBytes = 0;
  const compressedBody = (file: string, stat: fs.Stats, encoding: Encoding): Promise<Buffer> => {
    const key = `${file}\0${stat.size}\0${stat.mtimeMs}\0${encoding}`;
    let body = compressed.get(key);
    if (!body) {
      body = fs.promises.readFile(file).then((raw) =>
        encoding === "br" ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }) : gzip(raw, { level: 6 }),
      );
      if (compressedBytes > COMPRESSED_CACHE_BYTES) {
        compressed.clear();
        compressedBytes = 0;
      }
      compressed.set(key, body);
      body.then(
        (b) => (compressedBytes += b.length),
        () => compressed.delete(key),
      );
    }
    return body;
  };

  const isHidden = (pathname: string) => {
    const parts = pathname.split("/").filter(Boolean);
    return parts.some((p) => p.startsWith(".")) || HIDDEN.has(parts.at(-1) ?? "");
  };
  const inRoot = (rel: string) => {
    const file = path.join(root, ...rel.split("/").filter(Boolean));
    return file.startsWith(root + path.sep) ? file : undefined;
  };
  const statFile = async (rel: string) => {
    const file = inRoot(rel);
    const stat = file && !isHidden(`/${rel}`) ? await fs.promises.stat(file).catch(() => undefined) : undefined;
    return stat?.isFile() ? { file: file!, stat } : undefined;
  };
  const isFile = async (rel: string) => (await statFile(rel)) !== undefined;

  /**
   * A file with `status`: ETag and 304, HEAD, one byte range (200 only), and text compressed from the
   * cache. A body read from disk is streamed and its descriptor closed even when the client goes away.
   */
  const sendFile = async (req: http.IncomingMessage, res: http.ServerResponse, found: { file: string; stat: fs.Stats }, status: number, pathname: string): Promise<void> => {
    const { file, stat } = found;
    const ext = path.extname(file).toLowerCase();
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const compressible = COMPRESSIBLE.has(ext) && stat.size >= COMPRESS_MIN;
    const headers: Record<string, string | number> = {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      // Vite names assets by content hash: they never change under the same name.
      "Cache-Control": status !== 200 ? "no-cache" : pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
      ETag: etag,
      ...(compressible ? { Vary: "Accept-Encoding" } : {}),
    };
    if (status === 200) {
      headers["Accept-Ranges"] = "bytes";
      const match = req.headers["if-none-match"];
      if (match && match.split(",").some((t) => t.trim().replace(/^W\//, "") === etag.replace(/^W\//, "") || t.trim() === "*")) {
        const { "Content-Type": _type, ...notModified } = headers;
        res.writeHead(304, notModified);
        res.end();
        return;
      }
    }
    const ifRange = req.headers["if-range"];
    const range = status === 200 && (!ifRange || ifRange === etag) ? parseRange(req.headers.range, stat.size) : undefined;
    if (range === "unsatisfiable") {
      res.writeHead(416, { ...headers, "Content-Range": `bytes */${stat.size}`, "Content-Length": 0 });
      res.end();
      return;
    }
    const encoding = !range && compressible ? pickEncoding(req.headers["accept-encoding"]) : undefined;
    if (encoding) {
      const body = await compressedBody(file, stat, encoding);
      res.writeHead(status, { ...headers, "Content-Encoding": encoding, "Content-Length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
      return;
    }
    const { start, end } = range ?? { start: 0, end: stat.size - 1 };
    res.writeHead(range ? 206 : status, {
      ...headers,
      "Content-Length": Math.max(0, end - start + 1),
      ...(range ? { "Content-Range": `bytes ${start}-${end}/${stat.size}` } : {}),
    });
    if (req.method === "HEAD" || end < start) return void res.end();
    await new Promise<void>((resolve) => {
      // pipeline destroys the file stream (and closes its descriptor) when the response closes early.
      pipeline(fs.createReadStream(file, { start, end }), res, (err) => {
        if (err && !res.destroyed) res.destroy();
        resolve();
      });
    });
  };

  /** A page of the build sent with another status (the 404 page, a 200/404 rewrite rule). */
  const sendPage = async (req: http.IncomingMessage, res: http.ServerResponse, target: string, status: number): Promise<boolean> => {
    const pathname = target.split("?")[0];
    const resolved = await resolvePath(pathname.endsWith("/") && pathname !== "/" ? pathname.slice(0, -1) : pathname, isFile);
    const found = resolved.kind === "file" ? await statFile(resolved.file) : undefined;
    if (!found) return false;
    await sendFile(req, res, found, status, pathname);
    return true;
  };

  const notFound = async (req: http.IncomingMessage, res: http.ServerResponse, pathname: string) => {
    // Route data must answer a bare 404, never the HTML page (the router cannot read a page as data).
    if (pathname.endsWith(".data") || !(await sendPage(req, res, "/404.html", 404))) {
      text(res, 404, "Not Found", { "Cache-Control": "no-cache" });
    }
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
      if (rule.status === 200 || rule.status === 404) return sendPage(req, res, location, rule.status);
      const withQuery = location.includes("?") || !url.search ? location : `${location}${url.search}`;
      text(res, rule.status, `Redirecting to ${withQuery}`, { Location: withQuery, "Cache-Control": "no-cache" });
      return true;
    };

    if (await redirect(true)) return;
    // The 404 page is never served as 200, even when asked for by name.
    if (isHidden(pathname) || /^\/404(\.html)?\/?$/.test(pathname)) return notFound(req, res, pathname);
    const resolved = await resolvePath(pathname, isFile);
    if (resolved.kind === "redirect") {
      const location = `${encodeURI(resolved.location)}${url.search}`;
      return text(res, 301, `Redirecting to ${location}`, { Location: location, "Cache-Control": "no-cache" });
    }
    const found = resolved.kind === "file" ? await statFile(resolved.file) : undefined;
    if (found) return sendFile(req, res, found, 200, pathname);
    if (!(await redirect(false))) await notFound(req, res, pathname);
  };

  const server = http.createServer(
    {
      headersTimeout: options.headersTimeoutMs ?? 10_000,
      requestTimeout: options.requestTimeoutMs ?? 30_000,
      keepAliveTimeout: options.keepAliveTimeoutMs ?? 5_000,
      // How often the timeouts above are checked (Node's default, 30 s, would let a slow client stay that long).
      connectionsCheckingInterval: Math.min(1_000, options.headersTimeoutMs ?? 1_000),
    },
    (req, res) => {
      handle(req, res).catch((err) => {
        console.error(`static host: ${req.method} ${req.url} failed:`, err);
        if (!res.headersSent) text(res, 500, "Internal Server Error");
        else res.destroy();
      });
    },
  );
  // A client that stops reading (or sending) for this long is cut off.
  server.setTimeout(Math.max(options.requestTimeoutMs ?? 30_000, 30_000));
  return server;
}

/**
 * Stops the server: no new connections, idle keep-alive connections closed now, and whatever is still
 * open after `graceMs` (a request in flight, a client still sending its headers) closed then.
 */
export function stopHost(server: http.Server, graceMs = 3_000): Promise<void> {
  return new Promise((resolve) => {
    const force = setTimeout(() => server.closeAllConnections(), graceMs);
    force.unref();
    server.close(() => {
      clearTimeout(force);
      resolve();
    });
    server.closeIdleConnections();
  });
}
