// The static host's `_headers` (Netlify syntax), written by the site build (scripts/site/build.ts). React Router writes a few inline scripts
// into every prerendered page (its context, the route data, the module bootstrap), different on each page,
// so each page gets its own Content-Security-Policy allowing exactly those scripts by sha256 hash:
// no 'unsafe-inline' and no 'unsafe-eval' for scripts anywhere.
import { createHash } from "node:crypto";

/** The headers every response carries. */
export const SECURITY_HEADERS: Record<string, string> = {
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  // Only features Chromium knows: an unknown one is logged as a console error on every page.
  "Permissions-Policy": "camera=(), microphone=(), geolocation=(), payment=(), usb=(), accelerometer=(), gyroscope=(), magnetometer=()",
  "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
  "X-Frame-Options": "DENY",
  // Not plain same-origin: the editor's sign-in (/admin, decision 016) hears back from the host's popup.
  "Cross-Origin-Opener-Policy": "same-origin-allow-popups",
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

/** 404.html is served at any unknown path, which no `_headers` rule can name: its policy goes in a <meta>. */
export function withMetaPolicy(html: string): string {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${contentSecurityPolicy(inlineScriptHashes(html), { meta: true })}"/>`;
  const withMeta = html.replace(/<meta charSet="utf-8"\/?>/i, (tag) => `${tag}${meta}`);
  if (withMeta === html) throw new Error("404.html has no <meta charSet> to put its Content-Security-Policy after");
  return withMeta;
}

/** The address of a page's own file, which Netlify and GitHub Pages also answer with 200. */
export const htmlAlias = (page: string): string => (page === "/" ? "/index.html" : `${page}.html`);

/**
 * An SVG opened at its own address is a document on the site's origin: it gets no script, no outside
 * resource and a sandbox, whatever it holds (decision 012; the content CLI also refuses unsafe SVGs).
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export function headersFile(pages: { path: string; hashes: string[] }[]): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return `${[
    "# Written by scripts/site/build.ts on every build: do not edit.",
    block("/*", SECURITY_HEADERS),
    block("/assets/*", { "Cache-Control": "public, max-age=31536000, immutable" }),
    block("/*.svg", { "Content-Security-Policy": SVG_POLICY }),
    // Each page also under the file name the host serves as it is (`/about.html`, `/index.html`; decision 013).
    ...pages.flatMap((p) => [p.path, htmlAlias(p.path)].map((pattern) => block(pattern, { "Content-Security-Policy": contentSecurityPolicy(p.hashes) }))),
  ].join("\n\n")}\n`;
}
