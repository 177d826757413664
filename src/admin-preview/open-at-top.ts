// An entry opens at its top, where its Title, Date and Draft switch are. As a post's text loads, the CMS's
// rich-text editor focuses its first picture block and the form scrolls down to it (Sveltia CMS 0.221.1,
// on posts whose text has a picture): an editor landed in the middle of the post, the fields that say what
// it is off screen. Until the editor first touches the page after opening an entry (a click, a key, the
// wheel, a finger, or a field taking focus or input, as when one is filled in), focus that goes into the
// rich text is the loading editor's: it is handed back to the form, as the CMS gave it, and the scroll
// of the form that comes with it is undone: the first one after the focus, however late a busy machine
// paints it, and any within a second of the focus. Any other scroll is left alone.
import { openEntry } from "./save-form.ts";

/** The form's root element, as the CMS marks it; it takes focus as the entry opens. */
const FORM = "[data-entry-draft-root]";
/** The rich-text editor's editable root (and the blocks inside it). */
const RICH_TEXT = '[contenteditable="true"]';

let touched = true;
/** When focus was last handed back from the loading rich text. */
let handedBackAt = -Infinity;
/** Whether the form has not scrolled since focus was last handed back. */
let scrollDue = false;
/** How long after that a scroll of the form is taken as the one that came with the focus. */
const WITH_FOCUS_MS = 1_000;

function opened(): void {
  if (openEntry(location.hash)) touched = false;
}

function undoScroll(event: Event): void {
  const target = event.target;
  if (touched || (!scrollDue && performance.now() - handedBackAt > WITH_FOCUS_MS)) return;
  if (!(target instanceof HTMLElement) || target.scrollTop === 0 || !target.closest(FORM)) return;
  scrollDue = false;
  target.scrollTop = 0;
}

function focused(event: FocusEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLElement) || target.matches(FORM)) return;
  const form = target.closest<HTMLElement>(FORM);
  if (!touched && form && target.closest(RICH_TEXT)) {
    handedBackAt = performance.now();
    scrollDue = true;
    form.focus({ preventScroll: true });
  } else touched = true;
}

/** Starts watching: every entry opened, the page's first address included. */
export function registerOpenAtTop(): void {
  for (const event of ["pointerdown", "keydown", "wheel", "touchstart", "input"])
    addEventListener(event, () => (touched = true), { capture: true, passive: true });
  addEventListener("focusin", focused, { capture: true });
  addEventListener("hashchange", opened);
  opened();
  addEventListener("scroll", undoScroll, { capture: true, passive: true });
}
