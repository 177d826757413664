// The editor at /admin/ as the e2e tests drive it: on a copy of content/ in the browser's Origin Private
// File System, handed to Sveltia CMS by a folder picker replaced before the page's scripts run.
//
// Opening the editor is most of what a test of it costs (its bundle compiled, every file of content/ read
// and indexed), so each worker opens it once, in a context of its own, and every test starts from it as
// from a fresh one: the files a test changed are written back as content/ has them, the entries it left
// (drafts kept by the editor, a test's own routes and dialogs) are cleared, and the editor is reopened only
// when the editor has seen any of that. The `editor` fixture gives it to a test.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import type { Browser, BrowserContext, FrameLocator, Locator, Page } from "@playwright/test";
import { expect, test as base } from "./fixtures.ts";

const ROOT = process.cwd();
/** The OPFS folder the replaced picker hands out: "the repository". */
export const REPO = "repository";

function filesUnder(dir: string): Record<string, Buffer> {
  const out: Record<string, Buffer> = {};
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    out[rel] = fs.readFileSync(path.join(ROOT, rel));
  }
  return out;
}

/** content/ as the repository starts with it, read once per worker: each file's bytes by its path. */
let shippedFiles: Record<string, Buffer> | undefined;
const shipped = () => (shippedFiles ??= filesUnder("content"));
const digest = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");
let shippedDigests: Record<string, string> | undefined;
const shippedDigest = () => (shippedDigests ??= Object.fromEntries(Object.entries(shipped()).map(([rel, bytes]) => [rel, digest(bytes)])));

/** Writes files into the OPFS repository (its folders made as needed), from their bytes in base64. */
const writeFiles = (page: Page, files: Record<string, string>) =>
  page.evaluate(
    async ({ files, repoName }) => {
      const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle(repoName, { create: true });
      await repo.getDirectoryHandle(".git", { create: true });
      for (const [rel, base64] of Object.entries(files)) {
        const parts = rel.split("/");
        let dir = repo;
        for (const name of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(name, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    { files, repoName: REPO },
  );

const base64 = (files: Record<string, Buffer>) => Object.fromEntries(Object.entries(files).map(([rel, bytes]) => [rel, bytes.toString("base64")]));

/** Empties the OPFS repository, then fills it with content/ and an empty .git (the editor asks for a repository's root). */
export async function fillRepository(page: Page) {
  await page.evaluate(async (repoName) => {
    await (await navigator.storage.getDirectory()).removeEntry(repoName, { recursive: true }).catch(() => {});
  }, REPO);
  await writeFiles(page, base64(shipped()));
}

/** A file of the OPFS repository as text, or null when it does not exist. */
export const readRepoFile = (page: Page, rel: string) =>
  page.evaluate(
    async ({ rel, repoName }) => {
      try {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(repoName);
        const parts = rel.split("/");
        for (const name of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(name);
        return await (await (await dir.getFileHandle(parts.at(-1)!)).getFile()).text();
      } catch {
        return null;
      }
    },
    { rel, repoName: REPO },
  );

/**
 * The repository's file once the editor's save has written `expected` into it, as that read found it: a read
 * made a moment later has found no file, the editor still writing to the repository.
 */
export async function savedFile(page: Page, rel: string, expected: string): Promise<string> {
  let text = null as string | null;
  await expect.poll(async () => (text = await readRepoFile(page, rel)), { timeout: 15_000 }).toContain(expected);
  return text!;
}

/** Writes a file of the OPFS repository, as text. */
export const writeRepoFile = (page: Page, rel: string, text: string) => writeFiles(page, { [rel]: Buffer.from(text).toString("base64") });

/**
 * Opens a new entry of the collection on screen with its "Create New Entry" button, as an editor does, and
 * waits for its preview. The button carries a menu, empty for our collections, that the click opens too:
 * it must be gone, or the form behind it takes no focus and what the editor types next goes nowhere.
 */
export async function createNewEntry(page: Page): Promise<FrameLocator> {
  await page.getByRole("button", { name: "Create New Entry" }).click();
  const preview = page.frameLocator("iframe").first();
  await expect(preview.locator("main")).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("dialog[open]"), "no menu left open over the new entry").toHaveCount(0);
  return preview;
}

/** Roles whose items Sveltia's group code makes clickable, once the group has started (see the init script). */
const GROUP = ["listbox", "tree", "grid", "radiogroup", "menu", "tablist"].map((role) => `[role=${role}]`).join(",");

/**
 * Clicks an item of one of the editor's lists, trees, grids or menus as a person does: once its group takes
 * clicks. Sveltia starts a group 100 ms after it appears and loses a click that comes sooner, which no
 * person's first click after a move does. An item in no such group fails here: a button takes a plain click.
 */
export async function choose(item: Locator, options: { timeout?: number } = {}) {
  await expect(item).toBeVisible(options);
  await expect
    .poll(() => item.evaluate((el, group) => el.closest(group)?.hasAttribute("data-e2e-ready") ?? false, GROUP), {
      message: "its list, tree, grid or menu takes clicks",
    })
    .toBe(true);
  await item.click(options);
}

/** Every file of the OPFS repository but its .git, and the SHA-256 of its bytes. */
const repoDigests = (page: Page) =>
  page.evaluate(async (repoName) => {
    const out: Record<string, string> = {};
    const walk = async (dir: any, prefix: string) => {
      for await (const [name, handle] of dir.entries()) {
        if (handle.kind === "directory") {
          if (!(prefix === "" && name === ".git")) await walk(handle, `${prefix}${name}/`);
        } else {
          const bytes = await (await handle.getFile()).arrayBuffer();
          out[`${prefix}${name}`] = [...new Uint8Array(await crypto.subtle.digest("SHA-256", bytes))].map((b) => b.toString(16).padStart(2, "0")).join("");
        }
      }
    };
    await walk(await (await navigator.storage.getDirectory()).getDirectoryHandle(repoName), "");
    return out;
  }, REPO);

/** Removes files of the OPFS repository. */
const removeRepoFiles = (page: Page, rels: string[]) =>
  page.evaluate(
    async ({ rels, repoName }) => {
      for (const rel of rels) {
        let dir = await (await navigator.storage.getDirectory()).getDirectoryHandle(repoName);
        const parts = rel.split("/");
        for (const name of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(name);
        await dir.removeEntry(parts.at(-1)!);
      }
    },
    { rels, repoName: REPO },
  );

/** Clears the texts the editor keeps of entries typed in and not saved (Sveltia's `draft-backups` store, in the repository's IndexedDB database). */
const clearDraftBackups = (page: Page) =>
  page.evaluate(async () => {
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const db = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      try {
        if (!db.objectStoreNames.contains("draft-backups")) continue;
        await new Promise<void>((resolve, reject) => {
          const request = db.transaction("draft-backups", "readwrite").objectStore("draft-backups").clear();
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
        });
      } finally {
        db.close();
      }
    }
  });

/** The editor as a test finds it: open at its list of collections, on a repository holding content/ as it is. */
export interface Editor {
  page: Page;
  /** The list of collections. */
  collections: Locator;
  /** Console errors and uncaught exceptions of the editor during the test: none, when it ends (a test may take out those it causes). */
  problems: string[];
  /** Every request to another origin since the editor was first opened: none, when a test ends. */
  elsewhere: string[];
  /** Opens /admin/ again on the repository as it is now (after a test wrote into it, or routed a request), at its list of collections. */
  reopen(): Promise<void>;
}

/** The local repository chosen when the editor asks for one (reopened, it finds the folder it had), its collections listed. */
async function signIn(page: Page) {
  const collections = page.getByRole("tree", { name: "Collection List" });
  const local = page.getByRole("button", { name: "Work with Local Repository" });
  await expect(local.or(collections).first()).toBeVisible({ timeout: 30_000 });
  if (await local.isVisible()) await local.click();
  await expect(collections).toBeVisible({ timeout: 30_000 });
}

/** /admin/ opened on the OPFS repository, its collections listed. */
async function load(page: Page) {
  await page.goto("/admin/");
  await signIn(page);
}

class Session {
  private context?: BrowserContext;
  private page?: Page;
  private problems: string[] = [];
  private elsewhere: string[] = [];
  /** Whether the test reopened the editor itself: what it loaded under the test's routes is not reused. */
  private reopened = false;
  private origin = "";

  private readonly browser: Browser;

  constructor(browser: Browser) {
    this.browser = browser;
  }

  /** The editor for a test, as a fresh one is, at the test's viewport. */
  async start(baseURL: string, viewport: { width: number; height: number } | null): Promise<Editor> {
    // What the editor reports while it is made ready counts for the test it is made ready for.
    this.problems = [];
    let page = this.page;
    if (!page) {
      this.context = await this.browser.newContext({ baseURL, viewport });
      page = this.page = await this.context.newPage();
      await page.addInitScript((repoName) => {
        (window as any).showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle(repoName);
        // Without view transitions, as in a browser that has none: Sveltia then moves between a list and an
        // entry at once, and no test spends a quarter of a second drawing full-screen snapshots in software.
        delete (Document.prototype as any).startViewTransition;
        // Sveltia's lists, trees, grids and menus take clicks from 100 ms after they appear, when they send
        // `Initialized`: marked for `choose`.
        document.addEventListener("Initialized", (event) => (event.target as Element).setAttribute("data-e2e-ready", ""), true);
      }, REPO);
      this.origin = new URL(baseURL).origin;
      page.on("console", (msg) => {
        if (msg.type() === "error") this.problems.push(`console: ${msg.text()}`);
      });
      page.on("pageerror", (err) => this.problems.push(`page error: ${err.message}`));
      page.on("request", (request) => {
        const url = request.url();
        if (!/^(data|blob|about):/.test(url) && new URL(url).origin !== this.origin) this.elsewhere.push(url);
      });
      // The editor reads no file before it is given the folder: its sign-in page fills the origin's private
      // file system.
      await page.goto("/admin/");
      await fillRepository(page);
      await signIn(page);
    } else await this.reset(page, viewport);
    this.reopened = false;
    return {
      page,
      collections: page.getByRole("tree", { name: "Collection List" }),
      problems: this.problems,
      elsewhere: this.elsewhere,
      reopen: async () => {
        this.reopened = true;
        await load(page);
      },
    };
  }

  /**
   * What the last test left is undone: its routes and dialog handlers, the files it changed or added, the
   * entry it left open and the drafts the editor kept of it. When the editor has read a file the test
   * changed (or was opened by the test, or at another size: opened at a phone's width, it is laid out for
   * one), it is opened again on storage as a new browser's, keeping only the browser's cache of its scripts.
   */
  private async reset(page: Page, viewport: { width: number; height: number } | null) {
    await page.unrouteAll({ behavior: "ignoreErrors" });
    page.removeAllListeners("dialog");
    // Leaving an entry with text not saved asks first (src/admin-preview/save-form.ts).
    page.on("dialog", (dialog) => void dialog.accept());
    const now = await repoDigests(page);
    const expected = shippedDigest();
    const changed = Object.keys(expected).filter((rel) => now[rel] !== expected[rel]);
    const added = Object.keys(now).filter((rel) => !(rel in expected));
    if (changed.length) await writeFiles(page, base64(Object.fromEntries(changed.map((rel) => [rel, shipped()[rel]]))));
    if (added.length) await removeRepoFiles(page, added);
    const size = page.viewportSize();
    const resized = Boolean(viewport && (viewport.width !== size?.width || viewport.height !== size?.height));
    const collections = page.getByRole("tree", { name: "Collection List" });
    if (changed.length || added.length || resized || this.reopened || !page.url().includes("/admin/")) {
      await page.goto("about:blank");
      if (viewport) await page.setViewportSize(viewport);
      const cdp = await this.context!.newCDPSession(page);
      await cdp.send("Storage.clearDataForOrigin", { origin: this.origin, storageTypes: "indexeddb,local_storage,cache_storage,service_workers" });
      await cdp.detach();
      await load(page);
    } else {
      if (/\/entries\/|\/new/.test(new URL(page.url()).hash)) {
        const cancel = page.getByRole("button", { name: "Cancel Editing" });
        await cancel.click();
        // Asked to discard what was typed, or closed: back at the collection's entries, which a phone shows
        // without the list of collections beside them.
        const discard = page.getByRole("button", { name: "Discard" });
        await expect.poll(async () => (await discard.isVisible()) || !(await cancel.isVisible()), { timeout: 30_000 }).toBe(true);
        if (await discard.isVisible()) await discard.click();
      }
      await clearDraftBackups(page);
      await page.evaluate(() => (location.hash = "#/collections"));
      await expect(collections).toBeVisible({ timeout: 30_000 });
    }
    page.removeAllListeners("dialog");
  }

  async close() {
    await this.context?.close();
  }
}

/**
 * The e2e fixtures (./fixtures.ts) and `editor`: the worker's editor at its list of collections, as a fresh
 * one is, at the test's viewport. A console error or a request to another origin in it fails the test.
 */
export const test = base.extend<{ editor: Editor }, { editorSession: Session }>({
  editorSession: [
    async ({ browser }, use) => {
      const session = new Session(browser);
      await use(session);
      await session.close();
    },
    { scope: "worker" },
  ],
  editor: async ({ editorSession, baseURL, viewport }, use) => {
    const editor = await editorSession.start(baseURL!, viewport);
    await use(editor);
    expect(editor.problems, "no console errors or page errors in the editor").toEqual([]);
    expect(editor.elsewhere, "no request to another origin").toEqual([]);
  },
});

export { expect };
