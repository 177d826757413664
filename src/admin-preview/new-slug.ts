// A new entry's page address (its slug) follows its title or name as it is typed, until the editor types
// an address of their own (clearing the field hands it back to the title). The slug stays a field of the
// form, so it can be changed before the first save; the file is named after it, as before.
import { COLLECTIONS } from "../../core/content/collections.ts";
import { openEntry } from "./save-form.ts";

/** The slug a title gives: lower-case letters and digits, words joined by single hyphens (the schema's rule). */
export function slugOfTitle(title: string): string {
  return title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** The field a new entry of the open collection takes its slug from, when it is a new entry with a slug. */
function sourceField(): string | undefined {
  const key = openEntry(location.hash);
  if (!key || key[1] !== "") return undefined;
  return COLLECTIONS.find((c) => c.name === key[0] && c.folder)?.editor.identifier;
}

let ownSlug = false;

function typed(event: Event): void {
  const source = sourceField();
  const target = event.target;
  if (!source || !(target instanceof HTMLInputElement)) return;
  if (target.closest('[data-key-path="slug"]')) {
    // Only what a person types (the copy below is not trusted) makes the address their own.
    if (event.isTrusted) ownSlug = target.value !== "";
    return;
  }
  if (ownSlug || !target.closest(`[data-key-path="${source}"]`)) return;
  const slug = document.querySelector<HTMLInputElement>('[data-key-path="slug"] input');
  if (!slug) return;
  slug.value = slugOfTitle(target.value);
  slug.dispatchEvent(new Event("input", { bubbles: true }));
}

/** Starts following: each new entry starts with its slug following its title. */
export function registerNewSlug(): void {
  addEventListener("hashchange", () => (ownSlug = false));
  addEventListener("input", typed, { capture: true });
}
