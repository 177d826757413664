// What Netlify's CDN adds to a file its origin serves, which `@netlify/static` leaves out (it answers every
// file with 200 and the whole body, uncompressed): an ETag and 304, one byte range, and text compressed
// with brotli or gzip, once per content and encoding. Decision 024 says why this stays ours: Lighthouse
// and `bench:host` measure the site as the real host delivers it.
import { createHash } from "node:crypto";
import type http from "node:http";
import { promisify } from "node:util";
import zlib from "node:zlib";

/** Text compresses; pictures and fonts are compressed already. */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json|javascript)|image\/svg\+xml)/;
/** Smaller bodies are sent as they are, as CDNs do. */
const COMPRESS_MIN = 1024;
/** The compressed copies kept in memory at most (the whole site's text is a few MB). */
const COMPRESSED_CACHE_BYTES = 64 * 1024 * 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

type Encoding = "br" | "gzip";

/** The encoding to send, by the client's Accept-Encoding (brotli first, as CDNs do); q=0 refuses one. */
export function pickEncoding(accept: string | undefined): Encoding | undefined {
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
 * One byte range of a `size`-byte body from a Range header: `start-end`, `start-` or the suffix `-n`
 * (the last n bytes). undefined: no usable Range (absent, not bytes, or several ranges: the whole body is
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

/** Sends the engines' answers to a Node response, with its own cache of compressed bodies. */
export function cdn() {
  /** Compressed bodies by content hash and encoding: computed once, shared by requests that overlap. */
  const compressed = new Map<string, Promise<Buffer>>();
  let compressedBytes = 0;
  const compressedBody = (hash: string, raw: Buffer, encoding: Encoding): Promise<Buffer> => {
    const key = `${hash}\0${encoding}`;
    let body = compressed.get(key);
    if (!body) {
      body =
        encoding === "br"
          ? brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } })
          : gzip(raw, { level: 6 });
      if (compressedBytes > COMPRESSED_CACHE_BYTES) {
        compressed.clear();
        compressedBytes = 0;
      }
      compressed.set(key, body);
      body.then((b) => (compressedBytes += b.length)).catch(() => compressed.delete(key));
    }
    return body;
  };

  /**
   * Writes `answer` (status and headers as the engines and `_headers` made them) to `res`. A 200 or 404
   * with a body gets an ETag from its content; a 200 also answers If-None-Match with 304 and one byte
   * range with 206 (416 past the end). HEAD gets the headers only.
   */
  return async (req: http.IncomingMessage, res: http.ServerResponse, answer: Response): Promise<void> => {
    const headers: Record<string, string | number> = Object.fromEntries(answer.headers);
    const status = answer.status;
    // The engine's file stream is read to its end (and so closed) before anything is written: a client
    // that goes away mid-download leaves no open descriptor behind.
    const raw = answer.body ? Buffer.from(await answer.arrayBuffer()) : undefined;
    if (!raw || (status !== 200 && status !== 404)) {
      res.writeHead(status, { ...headers, "content-length": raw?.length ?? 0 });
      return void res.end(req.method === "HEAD" ? undefined : raw);
    }
    const hash = createHash("sha1").update(raw).digest("base64url");
    const etag = `W/"${hash}"`;
    const compressible = COMPRESSIBLE.test(String(headers["content-type"] ?? "")) && raw.length >= COMPRESS_MIN;
    headers.etag = etag;
    if (compressible) headers.vary = "Accept-Encoding";
    if (status === 200) {
      headers["accept-ranges"] = "bytes";
      const match = req.headers["if-none-match"];
      if (match && match.split(",").some((t) => t.trim().replace(/^W\//, "") === etag.slice(2) || t.trim() === "*")) {
        const { "content-type": _type, ...notModified } = headers;
        res.writeHead(304, notModified);
        return void res.end();
      }
    }
    const ifRange = req.headers["if-range"];
    const range = status === 200 && (!ifRange || ifRange === etag) ? parseRange(req.headers.range, raw.length) : undefined;
    if (range === "unsatisfiable") {
      res.writeHead(416, { ...headers, "content-range": `bytes */${raw.length}`, "content-length": 0 });
      return void res.end();
    }
    const encoding = !range && compressible ? pickEncoding(req.headers["accept-encoding"]) : undefined;
    const body = encoding ? await compressedBody(hash, raw, encoding) : range ? raw.subarray(range.start, range.end + 1) : raw;
    res.writeHead(range ? 206 : status, {
      ...headers,
      ...(encoding ? { "content-encoding": encoding } : {}),
      ...(range ? { "content-range": `bytes ${range.start}-${range.end}/${raw.length}` } : {}),
      "content-length": body.length,
    });
    res.end(req.method === "HEAD" ? undefined : body);
  };
}
