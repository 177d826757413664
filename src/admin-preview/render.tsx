// One page of the site as markup, rendered as the prerender renders it: the root route's frame (header,
// footer, side box) around the route's page, each given what its own loader returns, inside a router at
// the page's address. Interactive parts show their first state (nothing hydrates in the preview).
import type { ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import App, { loader as rootLoader } from "../root.tsx";
import type { PageTarget } from "./templates.ts";

type PageProps = { loaderData: unknown; params: Record<string, string>; matches: unknown[] };

/** What a loader throws for an address it has no page for (a Response), in words. */
async function thrown(caught: unknown): Promise<Error> {
  if (caught instanceof Response) return new Error(`${caught.status} ${(await caught.text().catch(() => "")) || caught.statusText}`.trim());
  return caught instanceof Error ? caught : new Error(String(caught));
}

export async function renderPage(target: PageTarget): Promise<string> {
  const url = new URL(target.url, "http://preview.invalid");
  const request = new Request(url);
  let rootData: Awaited<ReturnType<typeof rootLoader>>;
  let pageData: unknown;
  try {
    rootData = await rootLoader();
    pageData = target.module.loader
      ? await target.module.loader({ params: target.params, request, url, pattern: `/${target.pattern}`, context: {} })
      : undefined;
  } catch (caught) {
    throw await thrown(caught);
  }
  const Frame = App as unknown as ComponentType<PageProps>;
  const Page = target.module.default as ComponentType<PageProps>;
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "/",
        element: <Frame loaderData={rootData} params={target.params} matches={[]} />,
        children: [
          target.pattern
            ? { id: "page", path: target.pattern, element: <Page loaderData={pageData} params={target.params} matches={[]} /> }
            : { id: "page", index: true, element: <Page loaderData={pageData} params={target.params} matches={[]} /> },
        ],
      },
    ],
    { initialEntries: [target.url], hydrationData: { loaderData: { root: rootData, page: pageData } } },
  );
  try {
    return renderToStaticMarkup(<RouterProvider router={router} />);
  } finally {
    router.dispose();
  }
}
