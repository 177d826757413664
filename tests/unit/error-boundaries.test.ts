// The routes' error boundaries: a page that does not exist shows the not-found page with a warning in the
// console; any other failure shows the site's error page and logs the error itself (never swallowed), and in
// production the page never prints a thrown error's message.
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { UNEXPECTED_ERROR } from "../../src/components/ErrorScreen.tsx";
import { NOT_FOUND } from "../../src/constants.ts";
import { ErrorBoundary as LocationBoundary } from "../../src/routes/location.tsx";
import { ErrorBoundary as PostBoundary } from "../../src/routes/post.tsx";
import { ErrorBoundary as TownBoundary } from "../../src/routes/town.tsx";
import { ErrorBoundary as RootBoundary } from "../../src/root.tsx";

/** What a loader's `throw new Response(..., { status })` reaches a boundary as. */
const response = (status: number, statusText: string, data: string) => ({ status, statusText, internal: false, data });
const crash = () => new Error("Cannot read properties of undefined (reading 'zipCodes') at /srv/site/src/routes/town.tsx:81");

let warn: ReturnType<typeof vi.spyOn>;
let error: ReturnType<typeof vi.fn<(...data: unknown[]) => void>>;
const consoleError = console.error;
beforeEach(() => {
  warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
  // Expected here: the console's error goes to this mock, which each test reads (tests/unit/setup.ts fails a
  // test on any other console.error).
  error = vi.fn<(...data: unknown[]) => void>();
  console.error = error;
});
afterEach(() => {
  console.error = consoleError;
  warn.mockRestore();
  vi.unstubAllEnvs();
});

/** The boundary rendered inside a data router, as the site renders it (the not-found page reads the root's data), its visible text. */
function render(boundary: ComponentType<never>, props: { error: unknown; params?: Record<string, string | undefined> }): string {
  const router = createMemoryRouter([{ id: "root", path: "/", Component: () => createElement(boundary, { params: {}, ...props } as never) }], {
    hydrationData: { loaderData: { root: null } },
  });
  const html = renderToStaticMarkup(createElement(RouterProvider, { router }));
  return html.replace(/<[^>]+>/g, " ").replace(/\s+/g, " ");
}

describe.each([
  { route: "post", boundary: PostBoundary, params: { postId: "no-such-post" }, warning: "Post not found: no-such-post" },
  { route: "town", boundary: TownBoundary, params: { townName: "atlantis" }, warning: "Town not found: atlantis" },
])("the $route route's error boundary", ({ boundary, params, warning }) => {
  it("shows the not-found page for an unknown address, with a warning in the console", () => {
    const text = render(boundary, { error: response(404, "Not Found", "not found"), params });
    expect(text).toContain(NOT_FOUND.title);
    expect(warn).toHaveBeenCalledWith(warning);
    expect(error).not.toHaveBeenCalled();
  });

  it("shows the site's error page for any other failure and logs the error itself, not a not-found page", () => {
    vi.stubEnv("DEV", false);
    const thrown = crash();
    const text = render(boundary, { error: thrown, params });
    expect(text).toContain(UNEXPECTED_ERROR.heading);
    expect(text).toContain(UNEXPECTED_ERROR.text);
    expect(text).not.toContain(NOT_FOUND.title);
    expect(text).not.toContain("zipCodes");
    expect(error).toHaveBeenCalledWith(thrown);
  });
});

describe("the location route's error boundary", () => {
  it("shows the site's error page for a failure other than an unknown address, and logs it", () => {
    vi.stubEnv("DEV", false);
    const thrown = crash();
    expect(render(LocationBoundary, { error: thrown })).toContain(UNEXPECTED_ERROR.heading);
    expect(error).toHaveBeenCalledWith(thrown);
  });
});

describe("the root error boundary", () => {
  it("in production shows the error page without the thrown error's message, and logs the error", () => {
    vi.stubEnv("DEV", false);
    const thrown = crash();
    const text = render(RootBoundary, { error: thrown });
    expect(text).toContain(UNEXPECTED_ERROR.heading);
    expect(text).toContain(UNEXPECTED_ERROR.text);
    expect(text).not.toContain("zipCodes");
    expect(text).not.toContain("/srv/site");
    expect(error).toHaveBeenCalledWith(thrown);
  });

  it("in development shows the thrown error's message, for whoever is changing the code", () => {
    vi.stubEnv("DEV", true);
    expect(render(RootBoundary, { error: crash() })).toContain("(reading &#x27;zipCodes&#x27;)");
  });

  it("shows an HTTP error's status and status text", () => {
    vi.stubEnv("DEV", false);
    const text = render(RootBoundary, { error: response(503, "Service Unavailable", "") });
    expect(text).toContain("503 Service Unavailable");
    expect(error).toHaveBeenCalled();
  });
});
