// What the editor's previews at /admin/ (src/admin-preview/) load besides their code: the site's content as
// the last build wrote it, written by scripts/admin/preview-files.ts into /admin/preview/data.json.
import type { BuiltImage } from "./content-types.ts";
import { PICTURE_REFERENCE } from "./content/images.ts";

/** Where the previews' files are served, under /admin/ (and so under its policy). */
export const ADMIN_PREVIEW_DIR = "admin/preview";
export const ADMIN_PREVIEW_SCRIPT = "app.js";
export const ADMIN_PREVIEW_DATA = "data.json";

export interface AdminPreviewData {
  /** Every JSON file of dist-content/ by its path there (`site.json`, `towns/eldersburg.json`), but the posts' own and the build's dotfiles. */
  dist: Record<string, unknown>;
  /** The built variants of each picture in content/images, by its reference in content (`/images/foo.svg`). */
  images: Record<string, Omit<BuiltImage, "alt" | "title" | "description">>;
  /** The content's JSON Schemas, by file name: they fill what a half-written entry lacks. */
  schemas: Record<string, unknown>;
  /**
   * The text of every content file the validator reads (`content/towns/eldersburg.yaml`), as the last build
   * read it: the editor checks an entry against the others with the CLI's own rules (decision 034).
   */
  sources: Record<string, string>;
  /**
   * The file names in content/images, whether a page uses them yet or not, but those only drafts and scheduled
   * posts use when the build leaves those posts out: a live site names nothing of an unpublished post.
   */
  pictures: string[];
  /** The names left out of `pictures`, each as `pictureDigest` gives it: an entry using one is not told it is missing. */
  unpublishedPictures?: string[];
}

/** A picture's name as the editor's data gives it when the name itself may not be published: SHA-256, hex. */
export async function pictureDigest(name: string): Promise<string> {
  const bytes = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`content/images/${name}`));
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/**
 * The picture names an entry may use, by the editor's data: those it lists, the session's uploads (`uploads`, file
 * names), and those of `text` whose digest is among the unpublished ones (a draft's own picture, on a live site).
 */
export async function knownPictures(
  preview: Pick<AdminPreviewData, "pictures" | "unpublishedPictures">,
  text: string,
  uploads: string[] = [],
): Promise<Set<string>> {
  const pictures = new Set([...preview.pictures, ...uploads]);
  const hidden = new Set(preview.unpublishedPictures ?? []);
  if (hidden.size)
    for (const [, name] of text.matchAll(PICTURE_REFERENCE)) if (!pictures.has(name) && hidden.has(await pictureDigest(name))) pictures.add(name);
  return pictures;
}

/**
 * The field the editor's form opens with on every entry: the site's own check of the entry (decision 049),
 * a field type of this bundle. It holds no value, so the CMS writes nothing of it to the file.
 */
export const SITE_CHECK_FIELD = { name: "siteCheck", widget: "site-check", label: "Site check" } as const;
/** The check's worker, beside the bundle in /admin/preview/. */
export const ADMIN_CHECK_WORKER = "check-worker.js";
