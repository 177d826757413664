// A new entry opens ready to be typed in. The CMS's "Create New Entry" button carries a menu (its choices
// appear only for a collection with an index file, which none of ours has), and a click on the button opens
// that empty menu as it opens the new entry. The menu is a modal dialog: while it is open, the form behind
// it takes no focus, and what the editor types goes nowhere. The CMS closes it as the list gives way to the
// entry; on a busy machine it sometimes does not (Sveltia CMS 0.221.1): the menu stays open over the new
// entry, its button still marked expanded. A menu that takes focus with nothing in it is closed, as Escape
// closes it.

/** The CMS's popup menus: a modal dialog around the element that holds the choices and takes focus. */
const MENU = "dialog.popup[open]";

function emptyMenuFocused({ target }: FocusEvent): void {
  const menu = target instanceof HTMLElement ? target.closest(MENU) : null;
  if (!menu || menu.querySelector(".content *")) return;
  target!.dispatchEvent(new KeyboardEvent("keydown", { key: "Escape", bubbles: true }));
}

/** Starts watching the menus that open. */
export function registerEmptyMenu(): void {
  addEventListener("focusin", emptyMenuFocused, { capture: true });
}
