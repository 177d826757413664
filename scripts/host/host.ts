// The local host (`npm run serve`): build/client through Netlify's own local engines, the ones its
// `netlify dev` runs (decision 024). `@netlify/redirects` applies `_redirects` with Netlify's compiled
// matcher (netlify-redirector), `@netlify/static` finds the file for an address, `@netlify/headers`
// applies `_headers`. What stays ours is only what they leave out: the contact form in front for
// `POST /`, the slash-form 301s (pretty-urls.ts), 404.html with status 404, hiding the build's host
// files, what the CDN adds to a file (cdn.ts), and the hardening a server on a network needs.
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import { cdn } from "./cdn.ts";
import { HeadersHandler, RedirectsHandler, StaticHandler } from "./engines.ts";
import { FORM_PATHS, handleForm, type FormOptions } from "./form.ts";
import { prettyUrl } from "./pretty-urls.ts";

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

/**
 * The origin the engines see. They work on WHATWG Requests; a redirect's Location comes back absolute on
 * this origin and is sent as the path the rule names, as in `_redirects`.
 */
const ORIGIN = "http://site.local";
/** Files of the build that are instructions for the host, never content (the engine would serve them). */
const HIDDEN = new Set(["_redirects", "_headers", "__spa-fallback.html"]);
/** How many addresses' `_headers` answers are remembered (an address is looked up once per `_headers`). */
const HEADER_CACHE_ENTRIES = 4096;

const quiet = { log: () => undefined, warn: console.warn, error: console.error };

const text = (res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body), ...headers });
  res.end(body);
};

/** The mtime of `file`, 0 when it is missing: the engines' rules are read again when a build rewrites it. */
const mtimeOf = (file: string) => fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;

/**
 * Serves build/client as Netlify does (decisions 013 and 024): `_redirects` (forced rules before files,
 * the rest after), the file for each address, `_headers`, `/about/` a 301 to `/about`, 404.html with
 * status 404 at any unknown address (a missing `.data` gets a bare 404), and the contact form's POST (to
 * `/` and to its no-JavaScript action). The build's host files and React Router's SPA fallback are never
 * served; `/404` and `/404.html` answer 404.
 */
export function createHost(options: HostOptions): http.Server {
  const root = path.resolve(options.root);
  const files = new StaticHandler({ directory: root });
  const send = cdn();

  /** The redirects engine reads `_redirects` once: a new one is made whenever a build rewrites the file. */
  let redirects: { mtimeMs: number; handler: InstanceType<typeof RedirectsHandler> } | undefined;
  const redirectsHandler = () => {
    const mtimeMs = mtimeOf(path.join(root, "_redirects"));
    if (redirects?.mtimeMs !== mtimeMs) {
      const handler = new RedirectsHandler({ projectDir: root, publicDir: root, configRedirects: [], jwtRoleClaim: "", jwtSecret: "" });
      redirects = { mtimeMs, handler };
    }
    return redirects.handler;
  };

  /** The headers engine parses `_headers` on every call: its answer is kept per address until the file changes. */
  const headersEngine = new HeadersHandler({ projectDir: root, logger: quiet });
  let headerCache: { mtimeMs: number; byPath: Map<string, Record<string, string>> } = { mtimeMs: -1, byPath: new Map() };
  const headersFor = async (pathname: string): Promise<Record<string, string>> => {
    const mtimeMs = mtimeOf(path.join(root, "_headers"));
    if (headerCache.mtimeMs !== mtimeMs || headerCache.byPath.size > HEADER_CACHE_ENTRIES) headerCache = { mtimeMs, byPath: new Map() };
    let found = headerCache.byPath.get(pathname);
    if (!found) {
      found = await headersEngine.apply(new Request(ORIGIN + pathname));
      headerCache.byPath.set(pathname, found);
    }
    return found;
  };

  const isFile = async (rel: string) => (await fs.promises.stat(path.join(root, rel)).catch(() => undefined))?.isFile() ?? false;
  const isHidden = (pathname: string) => {
    const parts = pathname.split("/").filter(Boolean);
    return parts.some((p) => p.startsWith(".")) || HIDDEN.has(parts.at(-1) ?? "");
  };

  /**
   * The static file for a request, as the redirects engine asks for it: our slash-form 301 where Netlify
   * answers one, nothing for the host's own files, otherwise `@netlify/static`.
   */
  const staticFile = async (request: Request): Promise<(() => Promise<Response>) | undefined> => {
    const url = new URL(request.url);
    const pathname = decodeURIComponent(url.pathname);
    if (isHidden(pathname) || /^\/404(\.html)?\/?$/.test(pathname)) return undefined;
    const override = await prettyUrl(pathname, isFile);
    if (override?.status === 404) return undefined;
    if (override) return async () => new Response(null, { status: 301, headers: { location: `${encodeURI(override.location)}${url.search}` } });
    const match = await files.match(request);
    return match && (() => match.handle());
  };

  const notFound = async (pathname: string): Promise<Response> => {
    // Route data must answer a bare 404, never the HTML page (the router cannot read a page as data).
    const page = pathname.endsWith(".data") ? undefined : await files.match(new Request(`${ORIGIN}/404.html`));
    if (!page) return new Response("Not Found", { status: 404, headers: { "content-type": "text/plain; charset=utf-8" } });
    const answer = await page.handle();
    return new Response(answer.body, { status: 404, headers: answer.headers });
  };

  /** The engines' answer for a GET: `_redirects`, then the file, then 404.html; with the address's `_headers`. */
  const answer = async (request: Request, pathname: string): Promise<Response> => {
    const engine = redirectsHandler();
    const rule = await engine.match(request);
    let response = rule && (await engine.handle(request, rule, staticFile));
    // A 200 or 404 rewrite serves its target with the rule's status (the engine keeps the file's 200).
    if (response && rule && !rule.redirect && response.status === 200 && rule.statusCode === 404) {
      response = new Response(response.body, { status: 404, headers: response.headers });
    }
    if (!response) {
      const file = await staticFile(request);
      response = file ? await file() : await notFound(pathname);
    }
    // A copy whose headers can be set (a redirect's are read-only).
    response = new Response(response.body, { status: response.status, headers: new Headers(response.headers) });
    for (const [name, value] of Object.entries(await headersFor(new URL(request.url).pathname))) response.headers.set(name, value);
    const location = response.headers.get("location");
    if (location?.startsWith(`${ORIGIN}/`)) response.headers.set("location", location.slice(ORIGIN.length));
    return response;
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const target = req.url ?? "";
    let url: URL;
    let pathname: string;
    try {
      // Only the origin form (`/path?query`): an absolute or `*` target names no file of this site.
      if (!target.startsWith("/")) throw new Error("not a path");
      url = new URL(ORIGIN + target);
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return text(res, 400, "Bad Request: malformed URL");
    }
    if (pathname.includes("\0") || pathname.split(/[/\\]/).includes("..")) return text(res, 400, "Bad Request");
    if (req.method === "POST" && FORM_PATHS.has(pathname)) {
      for (const [name, value] of Object.entries(await headersFor(url.pathname))) res.setHeader(name, value);
      return handleForm(req, res, options);
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      return text(res, 405, "Method Not Allowed", { Allow: FORM_PATHS.has(pathname) ? "GET, HEAD, POST" : "GET, HEAD" });
    }
    // The engines look at the address and a few headers only (language and cookies for conditional rules).
    const headers = new Headers();
    for (const name of ["accept-language", "cookie"]) {
      const value = req.headers[name];
      if (typeof value === "string") headers.set(name, value);
    }
    await send(req, res, await answer(new Request(url, { headers }), pathname));
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
        console.error(`local host: ${req.method} ${req.url} failed:`, err);
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
