/** Rules of the page frame's navigation, free of React. */

/** A link is active when the current path is its path or below it; the home link only on the home page. */
export function isActivePath(current: string, path: string): boolean {
  const here = current.length > 1 ? current.replace(/\/+$/, "") : current;
  if (path === "/") return here === "/";
  return here === path || here.startsWith(`${path}/`);
}

/**
 * The home section the visitor is reading: the last one whose top is at or above the scroll position
 * plus the offset. `tops` are document offsets in page order; undefined above the first section.
 */
export function activeSection(tops: readonly { id: string; top: number }[], scrollY: number, offset: number): string | undefined {
  const line = scrollY + offset;
  let current: string | undefined;
  for (const { id, top } of tops) {
    if (top <= line) current = id;
  }
  return current;
}
