import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { FORM_PATHS, handleForm, type FormOptions } from "./form.ts";
import { applyHeaders } from "./headers.ts";
import { resolvePath } from "./host-rules.ts";
import { matchRedirect, parseRedirects, type RedirectRule } from "./redirects.ts";
import { fileSender } from "./send-file.ts";

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

const text = (res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body), ...headers });
  res.end(body);
};

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

  /** Files with ETag/304, ranges and cached compression (send-file.ts). */
  const sendFile = fileSender();

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
