// Posts and pictures made past (or up to) the content limits of core/content/limits.ts, shared by the
// limits benchmark (scripts/bench/limits.ts) and the red-team tests (tests/unit/red-team-cli.test.ts).
import sharp from "sharp";

/** A post's front matter that passes every check, for the post `slug`: the body after it is the case. */
export const postFront = (slug: string) => `---
title: "Breakroom Notes From Westminster"
slug: ${slug}
date: "October 23, 2025"
summary: "What we learned setting up a micro market for a Westminster office."
imageUrl: /images/smart-cooler.svg
imageAlt: "A smart cooler stocked with drinks in an office breakroom"
metaTitle: "Breakroom Notes From Westminster, Maryland"
metaDescription: "What we learned setting up a micro market for an office in Westminster, Maryland, from planning to the first restock."
---

`;

/** An SVG embedding `count` square PNG photos `side` pixels wide as `data:` URLs (decision 035's limit). */
export async function embeddingSvg({ count, side }: { count: number; side: number }): Promise<string> {
  const photo = await sharp({ create: { width: side, height: side, channels: 3, background: "#888" } })
    .png({ compressionLevel: 1 })
    .toBuffer();
  const image = `<image width="600" height="600" href="data:image/png;base64,${photo.toString("base64")}"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">${image.repeat(count)}</svg>\n`;
}
