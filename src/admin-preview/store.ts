// How the editor's previews read dist-content/: from the content of the last build
// (/admin/preview/data.json) with the entry being edited laid over it. The preview build puts this module in
// the place of src/content/dist.server.ts, so the route loaders that prerender the site run unchanged here.
import type { AdminPreviewData } from "../../core/admin-preview.ts";
import type * as Dist from "../content/dist.server.ts";

let base: AdminPreviewData["dist"] = {};
/** The files the entry being edited changes, by their path in dist-content/. */
let over = new Map<string, unknown>();

export function setContent(dist: AdminPreviewData["dist"]): void {
  base = dist;
}

/** Lays the edited entry's files over the built content until the next call. */
export function setOverrides(files: Map<string, unknown>): void {
  over = files;
}

/** A file as the page being previewed sees it; undefined for a file the build did not write. */
export function file<T>(rel: string): T | undefined {
  return (over.has(rel) ? over.get(rel) : base[rel]) as T | undefined;
}

/** The same reader as the module it stands in for. */
export const readContent: typeof Dist.readContent = (rel) => file(rel);
