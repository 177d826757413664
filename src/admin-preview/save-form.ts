// What the editor writes and keeps, beside its previews: a save writes only what the editor changed (a
// switch left off is not added as `draft: false`), and leaving the page with unsaved edits asks first.
// The edits themselves are kept by the CMS's own draft backup (IndexedDB, written half a second after a
// change and offered back with "Restore Draft" when the entry is opened again); this module only asks
// before a reload or a closed tab, while the open entry has such a backup.
import { unwrittenKeys } from "../../core/content/editor-form.ts";

/** The entry a preSave listener receives: Decap's Immutable.js map, as Sveltia CMS 0.221 builds it. */
interface EntryMap {
  get(key: string): unknown;
  set(key: string, value: unknown): EntryMap;
}
interface DataMap {
  toJS(): Record<string, unknown>;
  delete(key: string): DataMap;
}

export interface SaveFormCms {
  registerEventListener(listener: { name: string; handler: (args: { entry: EntryMap }) => unknown }): void;
}

/** The entry with the switches that are off left out of its data, or nothing to change when none is. */
export function withoutUnwritten({ entry }: { entry: EntryMap }): EntryMap | undefined {
  const data = entry.get("data") as DataMap | undefined;
  const collection = entry.get("collection");
  if (!data || typeof collection !== "string") return undefined;
  const keys = unwrittenKeys(collection, data.toJS());
  if (!keys.length) return undefined;
  return entry.set(
    "data",
    keys.reduce((d, key) => d.delete(key), data),
  );
}

/** The store the CMS keeps its draft backups in, keyed by [collection, slug] ("" for a new entry). */
const BACKUPS = "draft-backups";

/** The entry the address shows (`#/collections/posts/entries/x`, `#/collections/posts/new`), as the backup's key. */
export function openEntry(hash: string): [string, string] | undefined {
  const match = /^#\/collections\/([^/?]+)\/(?:entries\/([^?]+)|new)(?:\?|$)/.exec(hash);
  return match ? [decodeURIComponent(match[1]), match[2] ? decodeURIComponent(match[2]) : ""] : undefined;
}

/** Whether the CMS holds a backup of unsaved edits for `key`, in any of its repository databases. */
async function hasBackup(key: [string, string]): Promise<boolean> {
  const names = (await indexedDB.databases()).map((d) => d.name).filter((n): n is string => !!n);
  for (const name of names) {
    const found = await new Promise<boolean>((resolve) => {
      // No version: the database is opened as it is, never created or upgraded from here.
      const request = indexedDB.open(name);
      request.onerror = () => resolve(false);
      request.onsuccess = () => {
        const db = request.result;
        if (!db.objectStoreNames.contains(BACKUPS)) {
          db.close();
          return resolve(false);
        }
        const get = db.transaction(BACKUPS).objectStore(BACKUPS).count(key);
        get.onsuccess = () => {
          db.close();
          resolve(get.result > 0);
        };
        get.onerror = () => {
          db.close();
          resolve(false);
        };
      };
    });
    if (found) return true;
  }
  return false;
}

/** Whether the open entry had unsaved edits when last looked: read synchronously when the page is left. */
let unsaved = false;
let looking: ReturnType<typeof setTimeout> | undefined;

/** Looks again a little after the CMS's backup (500 ms after the last change) has been written or dropped. */
function lookSoon(): void {
  clearTimeout(looking);
  looking = setTimeout(() => {
    const key = openEntry(location.hash);
    if (!key) return void (unsaved = false);
    void hasBackup(key).then(
      (found) => (unsaved = found),
      () => (unsaved = false),
    );
  }, 800);
}

/** The two parts: the preSave listener and the question before the page is left. */
export function registerSaveForm(cms: SaveFormCms): void {
  cms.registerEventListener({ name: "preSave", handler: withoutUnwritten });
  cms.registerEventListener({ name: "postSave", handler: () => void lookSoon() });
  for (const event of ["input", "change", "keyup", "click", "hashchange"]) addEventListener(event, lookSoon, { capture: true, passive: true });
  addEventListener("beforeunload", (event) => {
    if (!unsaved || !openEntry(location.hash)) return;
    // The browser asks "Leave site? Changes that you made may not be saved."; the backup keeps them either way.
    event.preventDefault();
  });
}
