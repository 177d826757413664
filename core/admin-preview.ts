// What the editor's previews at /admin/ (src/admin-preview/) load besides their code: the site's content as
// the last build wrote it, written by scripts/admin/preview-files.ts into /admin/preview/data.json.
import type { BuiltImage } from "./content-types.ts";

/** Where the previews' files are served, under /admin/ (and so under its policy). */
export const ADMIN_PREVIEW_DIR = "admin/preview";
export const ADMIN_PREVIEW_SCRIPT = "app.js";
export const ADMIN_PREVIEW_DATA = "data.json";

export interface AdminPreviewData {
  /** Every JSON file of dist-content/ by its path there (`site.json`, `towns/eldersburg.json`), but the posts' own. */
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
  /** The file names in content/images, whether a page uses them yet or not. */
  pictures: string[];
}

/**
 * The field the editor's form opens with on every entry: the site's own check of the entry (decision 049),
 * a field type of this bundle. It holds no value, so the CMS writes nothing of it to the file.
 */
export const SITE_CHECK_FIELD = { name: "siteCheck", widget: "site-check", label: "Site check" } as const;
/** The check's worker, beside the bundle in /admin/preview/. */
export const ADMIN_CHECK_WORKER = "check-worker.js";
