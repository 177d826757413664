// The static host's `_headers` (Netlify syntax), written by the post-build step. React Router writes a few inline scripts
// into every prerendered page (its context, the route data, the module bootstrap), different on each page,
// so each page gets its own Content-Security-Policy allowing exactly those scripts by sha256 hash:
// no 'unsafe-inline' and no 'unsafe-eval' for scripts anywhere.
import { pageFile } from "../lib/page-file.ts";
import { insertAfterCharset, parsePage } from "./html.ts";

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

/** 404.html is served at any unknown path, which no `_headers` rule can name: its policy goes in a <meta>. */
export function withMetaPolicy(html: string, startedLater: readonly string[] = []): string {
  const policy = contentSecurityPolicy([...new Set([...parsePage(html).scriptHashes, ...startedLater])], { meta: true });
  return insertAfterCharset(html, `<meta http-equiv="Content-Security-Policy" content="${policy}"/>`);
}

/**
 * An SVG opened at its own address is a document on the site's origin: it gets no script, no outside
 * resource and a sandbox, whatever it holds (decision 012; the content CLI also refuses unsafe SVGs).
 */
export const SVG_POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox";

export function headersFile(pages: { path: string; hashes: string[] }[]): string {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join("\n");
  return `${[
    "# Written by scripts/postbuild/ on every build: do not edit.",
    block("/*", SECURITY_HEADERS),
    block("/assets/*", { "Cache-Control": "public, max-age=31536000, immutable" }),
    block("/*.svg", { "Content-Security-Policy": SVG_POLICY }),
    // Each page also at its own file's address, which the host serves as it is (`/about.html`, `/index.html`; decision 013).
    ...pages.flatMap((p) => [p.path, `/${pageFile(p.path)}`].map((pattern) => block(pattern, { "Content-Security-Policy": contentSecurityPolicy(p.hashes) }))),
  ].join("\n\n")}\n`;
}
