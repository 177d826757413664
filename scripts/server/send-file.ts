// Sends one file of the site as a static host's CDN would: ETag and 304, HEAD, one byte range, text
// compressed once per file and encoding, and the file streamed so that its descriptor is closed even
// when the client goes away mid-download (decision 013).
import fs from "node:fs";
import type http from "node:http";
import path from "node:path";
import { pipeline } from "node:stream";
import { promisify } from "node:util";
import zlib from "node:zlib";

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

export interface Found {
  file: string;
  stat: fs.Stats;
}

/** A sender with its own cache of compressed bodies. */
export function fileSender() {
  /** Compressed bodies by file, its size and time, and encoding: computed once, shared by requests that overlap. */
  const compressed = new Map<string, Promise<Buffer>>();
  let compressedBytes = 0;
  const compressedBody = (file: string, stat: fs.Stats, encoding: Encoding): Promise<Buffer> => {
    const key = `${file}\0${stat.size}\0${stat.mtimeMs}\0${encoding}`;
    let body = compressed.get(key);
    if (!body) {
      body = fs.promises
        .readFile(file)
        .then((raw) =>
          encoding === "br"
            ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
            : gzip(raw, { level: 6 }),
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

  /**
   * A file with `status`: ETag and 304, HEAD, one byte range (200 only), and text compressed from the
   * cache. A body read from disk is streamed and its descriptor closed even when the client goes away.
   */
  return async (req: http.IncomingMessage, res: http.ServerResponse, found: Found, status: number, pathname: string): Promise<void> => {
    const { file, stat } = found;
    const ext = path.extname(file).toLowerCase();
    const etag = `W/"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
    const compressible = COMPRESSIBLE.has(ext) && stat.size >= COMPRESS_MIN;
    const headers: Record<string, string | number> = {
      "Content-Type": TYPES[ext] ?? "application/octet-stream",
      // Vite names assets by content hash: they never change under the same name.
      "Cache-Control":
        status !== 200 ? "no-cache" : pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate",
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
}
