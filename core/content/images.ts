// What the pages, the markdown pipeline and the editor know of a built picture.

/** What the app needs to show a picture without a layout jump. */
export interface BuiltImageFields {
  src: string;
  srcSet: string;
  /** The 1200 px variant, for share previews. */
  large: string;
  width: number;
  height: number;
}
