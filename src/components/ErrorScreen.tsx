import { isRouteErrorResponse } from "react-router";

/** What the visitor reads when a page fails without a more precise answer. */
export const UNEXPECTED_ERROR = {
  heading: "Unexpected Application Error!",
  /** In production a thrown error's own message stays in the console: it names code, not anything the visitor can act on. */
  text: "Sorry, something went wrong on our side. Please try again, or go to the homepage.",
};

/** An answer that says the page does not exist: a 404 response thrown by a loader or the router. */
export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** The status line of an HTTP error; a thrown error's message only in development. */
export function errorDetail(error: unknown, dev: boolean = import.meta.env.DEV): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText || (typeof error.data === "string" ? error.data : "")}`.trim();
  if (dev && error instanceof Error) return error.message;
  return UNEXPECTED_ERROR.text;
}

/**
 * The site's error page for a failure no route answers more precisely. The error is always logged to the
 * console, stack included, so that a failure is never silent.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  console.error(error);
  return (
    <div className="error-screen">
      <h1>{UNEXPECTED_ERROR.heading}</h1>
      <p>{errorDetail(error)}</p>
      <p>
        <a href="/">Go to the homepage</a>
      </p>
    </div>
  );
}
