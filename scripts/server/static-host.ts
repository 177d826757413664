import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import sirv from "sirv";
import { FORM_PATHS, handleForm, type FormOptions } from "./form.ts";
import { applyHeaders } from "./headers.ts";
import { matchRedirect, parseRedirects, type RedirectRule } from "./redirects.ts";

export interface HostOptions extends Partial<FormOptions> {
  /** The built site: build/client. */
  root: string;
}

/** Files of the build that are instructions for the host, never content. */
const HIDDEN = new Set(["_redirects", "_headers", "__spa-fallback.html"]);

const text = (res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body), ...headers });
  res.end(body);
};

/**
 * Serves build/client the way the static host does: `/about` from about/index.html (or about.html),
 * the `_redirects` rules (forced ones before files, the rest after), 404.html with status 404 (a missing
 * `.data` gets a bare 404), `_headers`, long caching for the content-hashed assets, compressed text
 * (brotli or gzip, as a CDN would), and the contact form's POST (to `/` and to its no-JavaScript action).
 * The build's host files (_redirects, _headers) and React Router's SPA fallback are never served.
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

  // Files are served by sirv (ETag and 304, HEAD, ranges, `/about` from about/index.html); the host's own
  // rules (redirects, 404.html, headers, the form) are what this module adds around it.
  const files = sirv(root, {
    dev: false,
    etag: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      // Vite names assets by content hash: they never change under the same name.
      res.setHeader("Cache-Control", pathname.startsWith("/assets/") ? "public, max-age=31536000, immutable" : "public, max-age=0, must-revalidate");
      // React Router's route data for client navigation (turbo-stream text).
      if (pathname.endsWith(".data")) res.setHeader("Content-Type", "text/x-script; charset=utf-8");
    },
  });
  const isHidden = (pathname: string) => {
    const parts = pathname.split("/").filter(Boolean);
    return parts.some((p) => p.startsWith(".")) || HIDDEN.has(parts.at(-1) ?? "");
  };

  /** A page of the build sent with another status (the 404 page, a 200/404 rewrite rule). */
  const sendPage = async (req: http.IncomingMessage, res: http.ServerResponse, rel: string, status: number): Promise<boolean> => {
    const file = path.join(root, ...rel.split("/").filter(Boolean));
    const candidates = [file, path.join(file, "index.html"), `${file}.html`];
    for (const candidate of candidates) {
      if (!candidate.startsWith(root + path.sep)) continue;
      const body = await fs.promises.readFile(candidate).catch(() => undefined);
      if (!body) continue;
      res.writeHead(status, { "Content-Type": "text/html; charset=utf-8", "Content-Length": body.length, "Cache-Control": "no-cache" });
      res.end(req.method === "HEAD" ? undefined : body);
      return true;
    }
    return false;
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
    if (isHidden(pathname) || /^\/404(\.html|\/)?$/.test(pathname)) return notFound(req, res, pathname);
    await new Promise<void>((resolve, reject) => {
      files(req, res, () => {
        (async () => {
          if (!(await redirect(false))) await notFound(req, res, pathname);
        })().then(resolve, reject);
      });
      res.once("finish", resolve);
    });
  };

  // Text is compressed (brotli or gzip, as the browser allows), as a CDN would in front of the host.
  const compress = compression({ threshold: 1024, brotli: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 5 } } });

  return http.createServer((req, res) => {
    const run = () =>
      handle(req, res).catch((err) => {
        console.error(`static host: ${req.method} ${req.url} failed:`, err);
        if (!res.headersSent) text(res, 500, "Internal Server Error");
        else res.destroy();
      });
    // The form's POST is answered plainly; everything else may be compressed.
    if (req.method === "POST") return void run();
    // compression is typed for Express; it uses only what Node's request and response have.
    compress(req as unknown as Parameters<typeof compress>[0], res as unknown as Parameters<typeof compress>[1], () => void run());
  });
}
