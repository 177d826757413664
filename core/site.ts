/** Facts of the built site that the app and the site build must agree on. */

/** The share pictures the site build cuts from each picture (1200x630). */
export const SHARE_IMAGE = { width: 1200, height: 630 } as const;

/** Where the site build writes the share pictures (scripts/postbuild/share-images.ts); meta tags point there. */
export const SHARE_DIR = "share";

/** The window property through which 404.html hands the requested address to the not-found route. */
export const NOT_FOUND_PATH_GLOBAL = "__notFoundPath";

/** The home page's sections: their anchors, and their names in the mobile menu. */
export const HOME_SECTIONS = [
  { id: "hero", label: "Home" },
  { id: "breakroom-experience", label: "Breakroom Experience" },
  { id: "breakroom-builder", label: "Breakroom Builder" },
  { id: "about", label: "Our Partnership" },
  { id: "benefits", label: "Benefits" },
  { id: "solutions", label: "Our Services" },
  { id: "locations", label: "Where We Operate" },
] as const;

/** The anchor of one home page section. */
export type HomeSectionId = (typeof HOME_SECTIONS)[number]["id"];
