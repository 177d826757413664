import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import sirv from "sirv";
import { matchRedirect, parseRedirects } from "./redirects.ts";
import { handleForm, type FormOptions } from "./form.ts";

export interface HostOptions extends Partial<FormOptions> {
  /** The built site: build/client. */
  root: string;
}

const text = (res: http.ServerResponse, status: number, body: string, headers: Record<string, string> = {}) => {
  res.writeHead(status, { "Content-Type": "text/plain; charset=utf-8", "Content-Length": Buffer.byteLength(body), ...headers });
  res.end(body);
};

/**
 * Serves build/client the way the static host does: index.html per folder, the `_redirects` rules
 * (forced ones before files, the rest after), 404.html with status 404, immutable caching for hashed
 * assets, and the contact form's POST to `/`.
 */
export function createStaticHost(options: HostOptions): http.Server {
  const root = path.resolve(options.root);
  const redirectsFile = path.join(root, "_redirects");
  const rules = fs.existsSync(redirectsFile) ? parseRedirects(fs.readFileSync(redirectsFile, "utf8")) : [];
  const notFoundPage = path.join(root, "404.html");

  const files = sirv(root, {
    dev: false,
    etag: true,
    extensions: ["html"],
    setHeaders(res, pathname) {
      // Vite names assets by content hash: they never change under the same name.
      if (pathname.startsWith("/assets/")) res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
      else res.setHeader("Cache-Control", "public, max-age=0, must-revalidate");
    },
  });

  const notFound = (res: http.ServerResponse, pathname: string) => {
    // A missing route-data file must answer a real 404, not the HTML page (React Router then shows its 404).
    if (pathname.endsWith(".data") || !fs.existsSync(notFoundPage)) return text(res, 404, "Not Found");
    const html = fs.readFileSync(notFoundPage);
    res.writeHead(404, { "Content-Type": "text/html; charset=utf-8", "Content-Length": html.length, "Cache-Control": "no-cache" });
    res.end(html);
  };

  return http.createServer((req, res) => {
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? "/", "http://localhost").pathname);
    } catch {
      return text(res, 400, "Bad Request: malformed URL");
    }
    if (req.method === "POST" && pathname === "/") {
      handleForm(req, res, options).catch((err) => {
        console.error("form handler failed:", err);
        if (!res.headersSent) text(res, 500, "Internal Server Error");
      });
      return;
    }
    if (req.method !== "GET" && req.method !== "HEAD") {
      return text(res, 405, "Method Not Allowed", { Allow: pathname === "/" ? "GET, HEAD, POST" : "GET, HEAD" });
    }
    if (pathname.includes("\0") || pathname.split("/").includes("..")) return text(res, 400, "Bad Request");
    if (path.basename(pathname) === "__spa-fallback.html") return notFound(res, pathname);

    const forced = matchRedirect(rules, pathname, { forcedOnly: true });
    if (forced) return text(res, forced.status, `Redirecting to ${forced.to}`, { Location: forced.to });

    files(req, res, () => {
      const rule = matchRedirect(rules, pathname, { forcedOnly: false });
      if (rule) return text(res, rule.status, `Redirecting to ${rule.to}`, { Location: rule.to });
      notFound(res, pathname);
    });
  });
}
