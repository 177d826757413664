// The cross-browser smoke suite's server (playwright.cross.config.ts): build/client served as by
// `npm run serve`, with one same-origin script put first into every page's <head>. WebKitWebDriver has
// no console or page-error events; the script keeps the page's errors in `window.__pageProblems` for
// the test to read (decision 015). Never used outside the tests: the site itself ships no such script.
import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { ROOT } from "../../scripts/lib/root.ts";
import { createHost } from "../../scripts/host/host.ts";

export const PROBE_PATH = "/__error-probe.js";

/** Runs before any of the page's own scripts: uncaught errors, rejections, failed loads, CSP refusals, console.error. */
export const PROBE_SCRIPT = `(() => {
  const problems = (window.__pageProblems = []);
  const add = (kind, text) => problems.push(kind + ": " + text);
  addEventListener("error", (e) => {
    const el = e.target;
    if (el && el !== window && (el.src || el.href)) add("failed to load", el.src || el.href);
    else add("page error", (e.error && e.error.message) || e.message);
  }, true);
  addEventListener("unhandledrejection", (e) => add("unhandled rejection", (e.reason && e.reason.message) || e.reason));
  addEventListener("securitypolicyviolation", (e) => add("content security policy", e.violatedDirective + " " + e.blockedURI));
  const error = console.error;
  console.error = function (...args) {
    add("console", args.map(String).join(" "));
    return error.apply(this, args);
  };
})();
`;

/** Puts the probe's <script> first into an HTML page's <head>. */
export function withProbe(html: string): string {
  return html.replace(/<head>/i, (head) => `${head}<script src="${PROBE_PATH}"></script>`);
}

/** A server in front of the static host: the probe script, and every HTML answer with the probe in it. */
export function createProbedHost(root: string, inboxFile: string): http.Server {
  const host = createHost({ root, inboxFile });
  host.listen(0, "127.0.0.1");
  return http.createServer((req, res) => {
    if (req.url === PROBE_PATH) {
      res.writeHead(200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-store" });
      return void res.end(PROBE_SCRIPT);
    }
    const { port } = host.address() as AddressInfo;
    // Uncompressed from the host, so the page can be read and changed here.
    const headers = { ...req.headers, "accept-encoding": "identity" };
    const upstream = http.request({ host: "127.0.0.1", port, method: req.method, path: req.url, headers }, (answer) => {
      const type = String(answer.headers["content-type"] ?? "");
      if (!type.startsWith("text/html") || req.method === "HEAD") {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        return void answer.pipe(res);
      }
      const chunks: Buffer[] = [];
      answer.on("data", (chunk: Buffer) => chunks.push(chunk));
      answer.on("end", () => {
        const body = Buffer.from(withProbe(Buffer.concat(chunks).toString("utf8")));
        const { etag: _etag, "content-length": _length, ...rest } = answer.headers;
        res.writeHead(answer.statusCode ?? 502, { ...rest, "content-length": body.length, "cache-control": "no-store" });
        res.end(body);
      });
    });
    upstream.on("error", (err) => {
      res.writeHead(502, { "Content-Type": "text/plain" });
      res.end(String(err));
    });
    req.pipe(upstream);
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 3000);
  const inboxFile = path.resolve(ROOT, process.env.INBOX_FILE ?? "data/e2e-inbox.jsonl");
  const server = createProbedHost(path.join(ROOT, "build", "client"), inboxFile);
  server.listen(port, "127.0.0.1", () => console.log(`Serving build/client with the error probe at http://127.0.0.1:${port}/`));
  for (const signal of ["SIGINT", "SIGTERM"] as const) process.on(signal, () => server.close(() => process.exit(0)));
}
