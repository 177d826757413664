/**
 * The pictures an SVG carries inside it (`<image href="data:image/png;base64,...">`). The build rasterises
 * every SVG, and the rasteriser decodes each embedded picture whole: an SVG of a few megabytes holding
 * three large PNGs passed validation in a second and then took 4.65 GB to build. Limited like the pictures
 * themselves: a few, of a photo's size. Pure: the caller reads each picture's size.
 */

export const EMBEDDED_LIMITS = {
  /** Pictures inside one SVG. */
  count: 8,
  /** Their pixels together: two 12-megapixel phone photos. */
  pixels: 24_000_000,
} as const;

const mp = (pixels: number) => `${(pixels / 1_000_000).toFixed(1)} megapixels`;

/** Why the SVG's embedded pictures are too many or too large, at the line of the one that passes the limit; undefined when they fit. */
export function embeddedPicturesProblem(pictures: readonly { line: number; width: number; height: number }[]): { line: number; message: string } | undefined {
  if (pictures.length > EMBEDDED_LIMITS.count)
    return {
      line: pictures[EMBEDDED_LIMITS.count].line,
      message: `embeds ${pictures.length} pictures; at most ${EMBEDDED_LIMITS.count} fit in one SVG: put the others in files of their own`,
    };
  let total = 0;
  for (const p of pictures) {
    total += p.width * p.height;
    if (total > EMBEDDED_LIMITS.pixels)
      return {
        line: p.line,
        message: `embeds pictures of ${mp(pictures.reduce((s, q) => s + q.width * q.height, 0))} together; at most ${mp(EMBEDDED_LIMITS.pixels)} fit in one SVG: make the embedded pictures smaller`,
      };
  }
  return undefined;
}
