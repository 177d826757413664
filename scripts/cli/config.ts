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

/** The widths of the webp variants every referenced picture gets (site-spec section 9). */
export const IMAGE_VARIANTS = [
  { suffix: "small", width: 480 },
  { suffix: "medium", width: 800 },
  { suffix: "large", width: 1200 },
] as const;

export const WEBP_QUALITY = 78;
/** libwebp effort 2 of 6: a quarter faster than the default 4 on these pictures, files under 1 % larger. */
export const WEBP_EFFORT = 2;
