/**
 * The site's one web font (docs/design.md): Outfit 700, Latin subset, from the @fontsource/outfit
 * package. The content build writes it to this address in the site; src/root.tsx preloads it and
 * src/styles/base.css names it in its @font-face, so all three use the same, unhashed URL.
 */
export const HEADING_FONT = {
  url: "/fonts/outfit-latin-700-normal.woff2",
  /** The file in node_modules it is copied from. */
  packageFile: "@fontsource/outfit/files/outfit-latin-700-normal.woff2",
} as const;
