// `node tests/helpers/render-pages.mjs <server bundle> <route>...`, run in a copy of the project whose content build
// is done: each route's page as the site's server bundle renders it from the copy's dist-content/ (the route loaders
// read it from the folder the process starts in), through React Router's own request handler, as its prerender asks
// for a page. Prints `{ route: { status, html } }` as JSON. The routes need not be in the bundle's list of prerendered
// pages (a post the copy adds): they are added to it, or the handler would answer with the app's shell alone.
import { createRequestHandler } from "react-router";

const [bundle, ...routes] = process.argv.slice(2);
const build = await import(bundle);
const handler = createRequestHandler({ ...build, prerender: [...build.prerender, ...routes] }, "production");
const pages = {};
for (const route of routes) {
  const response = await handler(new Request(`http://localhost${route}`));
  pages[route] = { status: response.status, html: await response.text() };
}
process.stdout.write(JSON.stringify(pages));
