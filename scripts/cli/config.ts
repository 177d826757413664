import path from "node:path";
import { ROOT } from "../lib/root.ts";

export interface Paths {
  root: string;
  content: string;
  schemas: string;
  out: string;
  cache: string;
}

export function defaultPaths(root = ROOT): Paths {
  return {
    root,
    content: path.join(root, "content"),
    schemas: path.join(root, "schemas"),
    out: path.join(root, "dist-content"),
    cache: path.join(root, ".cache", "content"),
  };
}

/**
 * In `npm run build` (decision 056), the pictures' variants are left out of dist-content/ and not encoded by the
 * content build: this dotfile (the build's own record, as its other dotfiles: no content) lists the pictures the
 * content uses (`/images/foo.svg`), encoded into the picture cache while React Router builds (postbuild/pictures.ts).
 */
export const PICTURES_APART_FILE = ".pictures.json";

/** The widths of the webp variants every referenced picture gets. */
export const IMAGE_VARIANTS = [
  { suffix: "small", width: 480 },
  { suffix: "medium", width: 800 },
  { suffix: "large", width: 1200 },
] as const;

export const WEBP_QUALITY = 78;
/** libwebp effort 2 of 6: a quarter faster than the default 4 on these pictures, files under 1 % larger. */
export const WEBP_EFFORT = 2;
