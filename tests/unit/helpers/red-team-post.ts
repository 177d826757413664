// A post with what `content validate` accepts and a build must still publish whole (the red-team cases it
// accepts): a title full of XML's and URLs' special characters and an emoji, nesting close to each limit, a wide
// table, a phone's portrait photo stored on its side (EXIF orientation 6), an SVG that embeds a small picture and
// a picture name with digits and an underscore. tests/unit/site-build.test.ts builds it with the site.
import { randomUUID } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { MARKDOWN_LIMITS } from "../../../core/content/limits.ts";

export const SLUG = "red-team-accepted";
export const TITLE = `Snacks & "Drinks" <24/7> at Tom's 🍫 Breakroom`;
const DEPTH = MARKDOWN_LIMITS.nesting - 2;

const post = `---
title: ${JSON.stringify(TITLE)}
slug: ${SLUG}
date: "October 23, 2025"
summary: "Chips & salsa <fresh> at \\"the\\" office: 🥤 drinks too."
imageUrl: /images/red-team-portrait.jpg
imageAlt: "A smart cooler photographed upright on a phone"
metaTitle: "Snacks and Drinks at the Breakroom"
metaDescription: "What we learned setting up a micro market for an office in Westminster, Maryland, from planning to the first restock."
---

The cooler, as the phone took it:

![A smart cooler photographed upright on a phone](/images/red-team-portrait.jpg)

A drawing with a small picture inside it:

![A drawing of a snack wall with a photo inset](/images/red-team-embedded.svg)

![A second photo of the breakroom](/images/red-team_photo-2.png)

${">".repeat(DEPTH)} A quote inside ${DEPTH} quotes.

${Array.from({ length: DEPTH }, (_, i) => `${"  ".repeat(i)}- step ${i + 1}`).join("\n")}

${"<div>".repeat(DEPTH)}Boxes inside boxes.${"</div>".repeat(DEPTH)}

| ${Array.from({ length: 10 }, (_, i) => `Column ${i + 1}`).join(" | ")} |
| ${Array(10).fill("---").join(" | ")} |
${Array.from({ length: 30 }, (_, r) => `| ${Array.from({ length: 10 }, (_, c) => `${r}.${c}`).join(" | ")} |`).join("\n")}
`;

/** Writes the post and its three pictures into the copy of the repo at `dir`. */
export async function addRedTeamPost(dir: string): Promise<void> {
  const images = path.join(dir, "content", "images");
  // A portrait photo, red at its top, as a phone stores it: turned on its side, with EXIF orientation 6
  // ("turn 90° clockwise to show").
  const upright = await sharp({ create: { width: 1200, height: 1600, channels: 3, background: "#1d4e89" } })
    .composite([{ input: { create: { width: 1200, height: 400, channels: 3, background: "#d62828" } }, top: 0, left: 0 }])
    .png()
    .toBuffer();
  await sharp(upright)
    .rotate(-90)
    // A description of its own each run: new bytes, so the picture cache cannot answer with earlier variants.
    .withMetadata({ orientation: 6, exif: { IFD0: { Make: "Phone", ImageDescription: randomUUID() } } })
    .jpeg()
    .toFile(path.join(images, "red-team-portrait.jpg"));
  await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#f2a541" } })
    .png()
    .toFile(path.join(images, "red-team_photo-2.png"));
  const inset = await sharp({ create: { width: 60, height: 40, channels: 3, background: "#2a9d8f" } })
    .png()
    .toBuffer();
  await fs.writeFile(
    path.join(images, "red-team-embedded.svg"),
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="1200" height="800" fill="#264653"/><image x="100" y="100" width="600" height="400" href="data:image/png;base64,${inset.toString("base64")}"/></svg>\n`,
  );
  await fs.writeFile(path.join(dir, "content", "posts", `${SLUG}.md`), post);
}
