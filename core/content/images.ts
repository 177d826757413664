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

/**
 * A picture's reference wherever content names one, its file name captured: markdown, raw HTML, YAML. Found in
 * the text, not the parsed tree: for what only needs the names a file mentions (which pictures to encode ahead,
 * which names a live site's editor data leaves out), a mention in a code block counts too, which costs nothing.
 */
export const PICTURE_REFERENCE = /\/images\/([^\s"'()<>[\]]+)/g;

/**
 * The sizes a picture may have. The build decodes (an SVG: rasterises) each picture whole at its own size, then
 * scales it to the variants' widths: an SVG of 100,000 × 1 px was rasterised whole and published as variants one
 * pixel high, the build's largest process at 2.16 GB. A 48-megapixel phone photo (8,000 × 6,000) and a phone's
 * panorama (about 4 : 1) fit.
 */
export const PICTURE_LIMITS = {
  /** Pixels on either side. */
  side: 12_000,
  /** Pixels in all: decoded, four bytes each, 240 MB. */
  pixels: 60_000_000,
  /** How many times as wide as tall, or as tall as wide. */
  ratio: 10,
} as const;

const n = (value: number) => value.toLocaleString("en-US");

/** Why a picture of `width` × `height` px cannot be published, the limit it passes stated; undefined when it fits. */
export function pictureSizeProblem(width: number, height: number): string | undefined {
  const size = `${n(width)} × ${n(height)} px`;
  if (width > PICTURE_LIMITS.side || height > PICTURE_LIMITS.side)
    return `is ${size}; a picture may be at most ${n(PICTURE_LIMITS.side)} px on a side: save it smaller`;
  if (width * height > PICTURE_LIMITS.pixels)
    return `is ${size}, ${(width * height / 1_000_000).toFixed(1)} megapixels; a picture may have at most ${PICTURE_LIMITS.pixels / 1_000_000} megapixels: save it smaller`;
  const ratio = Math.max(width, height) / Math.max(1, Math.min(width, height));
  if (ratio > PICTURE_LIMITS.ratio)
    return `is ${size}, ${n(Math.round(ratio))} times as ${width > height ? "wide as it is tall" : "tall as it is wide"}; a picture may be at most ${PICTURE_LIMITS.ratio} times as wide as tall or as tall as wide: crop it`;
  return undefined;
}
