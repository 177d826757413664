// An entry opens at its top, where its Title, Date and Draft switch are. The CMS's rich-text editor
// selects the first picture block of a post's text as it loads and scrolls the form down to it (seen in
// Sveltia CMS 0.221.1 on posts whose text has a picture), so an editor landed in the middle of the post
// with the fields that say what it is off screen. Until the editor first touches the page after opening
// an entry (a click, a key, the wheel or a finger: the only ways a person scrolls), a scroll of the form
// is the loading editor's, and is undone.
import { openEntry } from "./save-form.ts";

/** The form's root element, as the CMS marks it. */
const FORM = "[data-entry-draft-root]";

let touched = true;

function opened(): void {
  if (openEntry(location.hash)) touched = false;
}

function undoScroll(event: Event): void {
  const target = event.target;
  if (touched || !(target instanceof HTMLElement) || target.scrollTop === 0 || !target.closest(FORM)) return;
  target.scrollTop = 0;
}

/** Starts watching: every entry opened, the page's first address included. */
export function registerOpenAtTop(): void {
  for (const event of ["pointerdown", "keydown", "wheel", "touchstart"]) addEventListener(event, () => (touched = true), { capture: true, passive: true });
  addEventListener("hashchange", opened);
  opened();
  addEventListener("scroll", undoScroll, { capture: true, passive: true });
}
