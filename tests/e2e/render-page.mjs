// Renders pages of the site from the kept server bundle, reading dist-content/ in the working directory
// (a temporary copy of the project in tests/e2e/cms.spec.ts), as the prerender does
// (scripts/site/render-pages.ts). Prints { "<path>": "<html>" } as JSON.
// Usage: node tests/e2e/render-page.mjs <server entry> <path>...
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";

const [serverEntry, ...pages] = process.argv.slice(2);
process.env.IS_RR_BUILD_REQUEST = "yes";
const build = await import(pathToFileURL(serverEntry).href);
const handler = createRequestHandler({ ...build, prerender: pages }, "production");
const out = {};
for (const page of pages) {
  const data = await (await handler(new Request(`http://localhost${page === "/" ? "/_root" : page}.data`))).text();
  const response = await handler(
    new Request(`http://localhost${page === "/" ? "/" : `${page}/`}`, { headers: { "X-React-Router-Prerender-Data": encodeURI(data) } }),
  );
  if (response.status !== 200) throw new Error(`${page}: status ${response.status}`);
  out[page] = await response.text();
}
process.stdout.write(JSON.stringify(out));
