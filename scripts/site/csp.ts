// After postbuild: the static host's `_headers` (Netlify syntax). React Router writes a few inline scripts
// into every prerendered page (its context, the route data, the module bootstrap), different on each page,
// so each page gets its own Content-Security-Policy allowing exactly those scripts by sha256 hash:
// no 'unsafe-inline' and no 'unsafe-eval' for scripts anywhere.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { ROOT } from "../cli/config.ts";

const CLIENT = path.join(ROOT, "build", "client");

/** The headers every response carries. */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Only features Chromium knows: an unknown one is logged as a console error on every page.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": "same-origin",
};

/** The maps embed (MapPreview's 'Show map') is the only third-party frame. */
export const FRAME_HOSTS = ["https://www.google.com"];

/**
 * The policy of one page. Styles allow 'unsafe-inline' because React writes `style` attributes (reserved
 * heights, aspect ratios); a style attribute cannot run code. `frame-ancestors` only works as a header,
 * so the <meta> form (404.html) leaves it out.
 */
export function contentSecurityPolicy(scriptHashes: string[], opts: { meta?: boolean } = {}): string {
  const directives = [
    "default-src 'self'",
    `script-src 'self' ${scriptHashes.map((h) => `'${h}'`).join(" ")}`.trim(),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https:",
    "font-src 'self'",
    "connect-src 'self'",
    `frame-src ${FRAME_HOSTS.join(" ")}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    ...(opts.meta ? [] : ["frame-ancestors 'none'"]),
  ];
  return directives.join("; ");
}

/** Inline scripts the browser runs (not JSON-LD or other data blocks), as CSP sha256 sources. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const m of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)) {
    const [, attrs, body] = m;
    if (/\ssrc\s*=/i.test(attrs)) continue;
    const type = /\stype\s*=\s*["']?([^"'\s>]+)/i.exec(attrs)?.[1]?.toLowerCase();
    if (type && type !== "module" && type !== "text/javascript" && type !== "application/javascript") continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

async function htmlFiles(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name === "index.html").map((e) => path.join(e.parentPath, e.name));
}

/** build/client/blog/x/index.html → /blog/x */
const pagePath = (file: string) => {
  const rel = path.relative(CLIENT, path.dirname(file)).split(path.sep).join("/");
  return rel ? `/${rel}` : "/";
};

/** 404.html is served at any unknown path, which no `_headers` rule can name: its policy goes in a <meta>. */
async function protectNotFoundPage(): Promise<void> {
  const file = path.join(CLIENT, "404.html");
  const html = await fs.readFile(file, "utf8").catch(() => undefined);
  if (html === undefined || html.includes('http-equiv="Content-Security-Policy"')) return;
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(inlineScriptHashes(html), { meta: true })}"/>`;
  const withMeta = html.replace(/<meta charSet="utf-8"\/?>/i, (tag) => `${tag}${meta}`);
  if (withMeta === html) throw new Error("404.html has no <meta charSet> to put its Content-Security-Policy after");
  await fs.writeFile(file, withMeta);
}

export function headersFile(pages: { path: string; hashes: string[] }[]): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return `${[
    "# Written by scripts/site/csp.ts after every build: do not edit.",
    block("/*", SECURITY_HEADERS),
    block("/assets/*", { "Cache-Control": "public, max-age=31536000, immutable" }),
    ...pages.map((p) => block(p.path, { "Content-Security-Policy": contentSecurityPolicy(p.hashes) })),
  ].join("\n\n")}\n`;
}

export async function writeCsp(): Promise<void> {
  const files = await htmlFiles(CLIENT);
  const pages = await Promise.all(
    files.map(async (file) => ({ path: pagePath(file), hashes: inlineScriptHashes(await fs.readFile(file, "utf8")) })),
  );
  pages.sort((a, b) => a.path.localeCompare(b.path));
  await protectNotFoundPage();
  await fs.writeFile(path.join(CLIENT, "_headers"), headersFile(pages));
  console.log(`csp: _headers with a Content-Security-Policy for ${pages.length} pages, 404.html with its own`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await writeCsp();
}
