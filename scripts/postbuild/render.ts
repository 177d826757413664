// React Router's prerender of one page, through its public request handler: what `react-router build`
// writes for a path with `ssr: false`, byte for byte (tests/unit/prerender.test.ts compares the two), run
// here so that the pages can be spread over worker threads (decision 044). React Router renders them all in
// one thread (remix-run/react-router#14383). The requests are those of @react-router/dev's prerender
// (`vite/plugins/prerender.ts` and its `postProcess`): the route data, then the document.
import { createRequestHandler, type ServerBuild } from "react-router";

/** The files React Router writes for a page: its route data and its HTML, under React Router's names. */
export interface RenderedPage {
  path: string;
  /** `about.data`, `_.data` for `/`. */
  dataFile: string;
  data: string;
  /** `about/index.html`, `index.html` for `/`. */
  htmlFile: string;
  html: string;
}

/** The escapes React Router uses for a redirect's target in its refresh page. */
export const escapeHtml = (s: string) =>
  s.replace(/[&><\u2028\u2029]/g, (c) => ({ "&": "\\u0026", ">": "\\u003e", "<": "\\u003c", "\u2028": "\\u2028", "\u2029": "\\u2029" })[c]!);

/** React Router's page for a document request answered with a redirect: a refresh to its target. */
function redirectDocument(pathname: string, response: Response): string {
  const location = escapeHtml(response.headers.get("Location") ?? "");
  return `<!doctype html>
<head>
<title>Redirecting to: ${location}</title>
<meta http-equiv="refresh" content="${response.status === 302 ? 2 : 0};url=${location}">
<meta name="robots" content="noindex">
</head>
<body>
	<a href="${location}">
    Redirecting from <code>${escapeHtml(pathname)}</code> to <code>${location}</code>
  </a>
</body>
</html>`;
}

const failed = (kind: string, status: number, page: string, body: string) =>
  new Error(`Prerender (${kind}): Received a ${status} status code from \`entry.server.tsx\` while prerendering the \`${page}\` path.\n${body}`);

/**
 * A renderer of the pages `paths` with the server build React Router wrote. The build was made with no path
 * to prerender (react-router.config.ts), so the handler is told the pages that are prerendered here, as
 * `ServerBuild.prerender` says: with `ssr: false`, it answers only those, and the others with the SPA shell.
 * Every route of the site renders a component and the root route has a loader, so each page is two
 * requests, as in React Router's prerender: its `.data`, then its document.
 */
export function pageRenderer(build: ServerBuild, paths: string[]): (page: string) => Promise<RenderedPage> {
  const handle = createRequestHandler({ ...build, prerender: paths }, "production");
  return async (page) => {
    const dataFile = page.endsWith("/") ? `${page}_.data` : `${page}.data`;
    const dataResponse = await handle(new Request(`http://localhost${dataFile}`));
    const data = await dataResponse.text();
    // 202: a redirect, which the route data holds for the client router.
    if (dataResponse.status !== 200 && dataResponse.status !== 202) throw failed("data", dataResponse.status, page, dataFile);
    const pathname = `${page}/`.replace(/\/\/+/g, "/");
    const response = await handle(new Request(`http://localhost${pathname}`));
    let html = await response.text();
    if ([301, 302, 303, 307, 308].includes(response.status)) html = redirectDocument(pathname, response);
    else if (response.status !== 200) throw failed("html", response.status, pathname, html);
    return { path: page, dataFile: dataFile.slice(1), data, htmlFile: `${pathname.slice(1)}index.html`, html };
  };
}
