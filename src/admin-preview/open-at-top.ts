// An entry opens at its top, where its Title, Date and Draft switch are. As a post's text loads, the CMS's
// rich-text editor focuses its first picture block and the form scrolls down to it (Sveltia CMS 0.221.1,
// on posts whose text has a picture): an editor landed in the middle of the post, the fields that say what
// it is off screen. Until the editor first touches the page after opening an entry (a click, a key, the
// wheel, a finger, or a field taking focus or input, as when one is filled in), focus that goes into the
// rich text is the loading editor's: it is handed back to the form, as the CMS gave it, and the scroll
// of the form that comes with it is undone. The browser scrolls as it focuses, so that scroll is undone as
// soon as the script that gave the focus has run, before anything is painted: however late a busy machine
// paints, no scroll event is waited for. A scroll of the form within a second after (the rich text settling)
// is undone too. Any other scroll is left alone.
import { openEntry } from "./save-form.ts";

/** The form's root element, as the CMS marks it; it takes focus as the entry opens. */
const FORM = "[data-entry-draft-root]";
/** The rich-text editor's editable root (and the blocks inside it). */
const RICH_TEXT = '[contenteditable="true"]';

let touched = true;
/** When focus was last handed back from the loading rich text. */
let handedBackAt = -Infinity;
/** How long after that a scroll of the form is taken as the one that came with the focus. */
const WITH_FOCUS_MS = 1_000;

function opened(): void {
  if (openEntry(location.hash)) touched = false;
}

function undoScroll(event: Event): void {
  const target = event.target;
  if (touched || performance.now() - handedBackAt > WITH_FOCUS_MS) return;
  if (!(target instanceof HTMLElement) || target.scrollTop === 0 || !target.closest(FORM)) return;
  target.scrollTop = 0;
}

function focused(event: FocusEvent): void {
  const target = event.target;
  if (!(target instanceof HTMLElement) || target.matches(FORM)) return;
  const form = target.closest<HTMLElement>(FORM);
  if (!touched && form && target.closest(RICH_TEXT)) {
    handedBackAt = performance.now();
    form.focus({ preventScroll: true });
    // The browser scrolls the rich text into view after this handler, in the same call to focus(): once the
    // script that made that call has run, the form is scrolled back.
    queueMicrotask(() => {
      if (touched) return;
      for (let el = target.parentElement; el; el = el === form ? null : el.parentElement) if (el.scrollTop) el.scrollTop = 0;
    });
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
