/** The first-visit splash rule: the first page of a session, unless the visitor came from another site; free of React. */

export const SPLASH_KEYS = { visited: "hasVisited", external: "externalReferrer" } as const;

type SessionStore = Pick<Storage, "getItem" | "setItem" | "removeItem">;

/** Whether `referrer` is a page of another site (an empty referrer is a typed address or a bookmark). */
export function isExternalReferrer(referrer: string, origin: string): boolean {
  if (!referrer) return false;
  try {
    return new URL(referrer).origin !== origin;
  } catch {
    return false;
  }
}

/**
 * Whether this page load shows the splash, recording the visit in the session storage given.
 * Shown when the session has neither flag; it then sets `hasVisited`. A visitor who arrived from another
 * site (or has visited) does not see it, and the external-referrer flag is cleared. Such a visit is also
 * marked as visited, so that reloading or opening a second page later does not show the splash mid-visit.
 */
export function decideSplash(storage: SessionStore, referrer: string, origin: string): boolean {
  if (isExternalReferrer(referrer, origin)) storage.setItem(SPLASH_KEYS.external, "true");
  const show = !storage.getItem(SPLASH_KEYS.external) && !storage.getItem(SPLASH_KEYS.visited);
  storage.setItem(SPLASH_KEYS.visited, "true");
  if (!show) storage.removeItem(SPLASH_KEYS.external);
  return show;
}
