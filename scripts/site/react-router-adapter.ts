// Everything the site build knows of React Router's internals, in one place: how `react-router build`
// prerenders a page for `ssr: false` (a `.data` request, then the document with that data handed over in a
// build-time header), its page for a prerendered redirect, the bootstrap script it writes into each page,
// and a way to stop it once the bundles are written. None of it is public API: checked against the version
// below, and tests/unit/react-router-adapter.test.ts builds the site both ways and compares every page, so
// an upgrade that changes any of it fails there.
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

/** The react-router and @react-router/dev version this module was checked against. */
export const CHECKED_WITH = "7.18.4";

/** Set by the site build: it needs the two bundles only, and prerenders every page itself. */
export const BUNDLE_ONLY_ENV = "SITE_BUNDLE_ONLY";

/** Set by tests/unit/react-router-adapter.test.ts: `react-router build` prerenders every page, to compare with the site build. */
export const EVERY_PAGE_ENV = "REACT_ROUTER_EVERY_PAGE";

/**
 * Copies the server build aside as soon as it is written. With `ssr: false` React Router deletes it after
 * prerendering; the site build (scripts/site/build.ts) renders the pages from the copy.
 *
 * For the site build (`SITE_BUNDLE_ONLY`), the build ends here, once the client and then the server bundle
 * are written: React Router 7 has no setting to build without prerendering when `ssr` is false, and what
 * it would do next (prerender a page per route, write an SPA fallback) the site build does not use. So the
 * bundle never reads the content, and is built while the content build runs.
 */
export function keepServerBuild(to: string): Plugin {
  let outDir = "";
  let isServerBuild = false;
  return {
    name: "keep-server-build",
    apply: "build",
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
      isServerBuild = Boolean(config.build.ssr);
    },
    writeBundle: {
      order: "pre",
      sequential: true,
      handler() {
        if (!isServerBuild) return;
        const target = path.resolve(to);
        fs.rmSync(target, { recursive: true, force: true });
        fs.cpSync(outDir, target, { recursive: true });
        if (process.env[BUNDLE_ONLY_ENV]) process.exit(0);
      },
    },
  };
}

/** Lets the server runtime read the build-time data header, as `react-router build` does while prerendering. */
export function enablePrerenderRequests(): void {
  process.env.IS_RR_BUILD_REQUEST = "yes";
}

/** The request for a page's route data: `_root.data` for the home page, `blog/x.data` for /blog/x. */
export const dataRequest = (page: string) => new Request(`http://localhost/${page === "/" ? "_root.data" : `${page.slice(1)}.data`}`);

/** The request for a page's document, carrying its route data (the body of the data request) as React Router does. */
export const documentRequest = (page: string, data: string) =>
  new Request(`http://localhost${page === "/" ? "/" : `${page}/`}`, { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } });

/** As React Router escapes the target of its redirect pages. */
const escapeHtml = (s: string) =>
  s.replace(/[&><\u2028\u2029]/g, (c) => ({ "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" })[c]!);

/**
 * React Router's page for a prerendered redirect (a static host cannot answer 301 from a file), made a valid
 * document: an <html> start tag for its end tag, a charset, and HTML's refresh syntax (`0; url=`, a space
 * after the semicolon). `asReactRouterWritesIt` undoes exactly these changes for the comparison test.
 */
export function redirectPage(from: string, location: string, status: number): string {
  const to = escapeHtml(location);
  return `<!DOCTYPE html>
<html lang="en-US">
<head>
<meta charset="utf-8">
<title>Redirecting to: ${to}</title>
<meta http-equiv="refresh" content="${status === 302 ? 2 : 0}; url=${to}">
<meta name="robots" content="noindex">
</head>
<body>
<a href="${to}">Redirecting from <code>${escapeHtml(from)}</code> to <code>${to}</code></a>
</body>
</html>
`;
}

/** The bootstrap React Router writes into each page: the manifest, the route modules, their ids, the entry. */
export const BOOTSTRAP =
  /<script type="module" async="">import "([^"]+)";\s*((?:import \* as route\d+ from "[^"]+";\s*)+)window\.__reactRouterRouteModules = (\{[^}]*\});\s*import\("([^"]+)"\);<\/script>/;
