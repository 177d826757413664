// The editor at /admin/ as the e2e tests drive it: on a copy of content/ in the browser's Origin Private
// File System, handed to Sveltia CMS by a folder picker replaced before the page's scripts run.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

const ROOT = process.cwd();
/** The OPFS folder the replaced picker hands out: "the repository". */
export const REPO = "repository";

function filesUnder(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    out[rel] = fs.readFileSync(path.join(ROOT, rel)).toString("base64");
  }
  return out;
}

/** Fills the OPFS folder with content/ and an empty .git (the editor asks for a repository's root). */
export async function fillRepository(page: Page) {
  await page.evaluate(
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
    { files: filesUnder("content"), repoName: REPO },
  );
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

/** /admin/ opened on the OPFS copy of content/, its collections listed. */
export async function openEditor(page: Page) {
  await page.addInitScript((repoName) => {
    (window as unknown as Record<string, unknown>).showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle(repoName);
  }, REPO);
  // Any page of the origin will do to fill its private file system.
  await page.goto("/robots.txt");
  await fillRepository(page);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  return page.getByRole("tree", { name: "Collection List" });
}
