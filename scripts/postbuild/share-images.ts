// The 1200x630 pictures link previews show (`og:image`), cut from each picture's largest webp variant.
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { SHARE_DIR, SHARE_IMAGE } from "../../core/site.ts";
import { droppedNote, shownCachePath, wholeJpeg } from "../lib/cache-check.mjs";
import { writeWhole } from "../lib/output.ts";

/**
 * libjpeg-turbo, not mozjpeg: a third of the time (40 pictures: 0.7 s against 2.1 s) for files 15 % larger
 * (about 60 KB), which only the link previews of social sites fetch.
 */
const SHARE_JPEG = { quality: 82 } as const;

/**
 * The share picture of each `og:image` URL under `<origin>/share/`, by its place in the site, each cut from
 * the picture's largest webp variant (the file `largest(name)`) once and kept in `cacheDir` by the source's
 * bytes and the settings.
 */
export async function shareImages(
  urls: Iterable<string>,
  opts: { origin: string; largest: (name: string) => string; cacheDir: string },
): Promise<Map<string, string>> {
  const prefix = `${opts.origin}/${SHARE_DIR}/`;
  const names = new Set([...urls].filter((u) => u.startsWith(prefix)).map((u) => u.slice(prefix.length).replace(/\.jpg$/, "")));
  if (!names.size) return new Map();
  const { default: sharp } = await import("sharp");
  const made = await Promise.all(
    [...names].map(async (name): Promise<[string, string]> => {
      const source = await fs.readFile(opts.largest(name));
      const key = createHash("sha256")
        .update(source)
        .update(JSON.stringify([SHARE_IMAGE, SHARE_JPEG, sharp.versions.sharp]))
        .digest("hex")
        .slice(0, 16);
      const cached = path.join(opts.cacheDir, `${name}-${key}.jpg`);
      // A kept picture cut short or garbled is made again (what a deploy restores is checked as it is read).
      const kept = await fs.readFile(cached).catch(() => undefined);
      if (kept && !wholeJpeg(kept)) console.warn(droppedNote(shownCachePath(cached), "is not a whole JPEG"));
      if (!kept || !wholeJpeg(kept)) {
        const jpeg = await sharp(source)
          .resize(SHARE_IMAGE.width, SHARE_IMAGE.height, { fit: "cover", position: sharp.strategy.attention })
          .flatten({ background: "#ffffff" })
          .jpeg(SHARE_JPEG)
          .toBuffer();
        await writeWhole(cached, jpeg);
      }
      return [`${SHARE_DIR}/${name}.jpg`, cached];
    }),
  );
  // Share pictures no page names any more are left out of the cache by the build plugin (netlify/plugins/picture-cache),
  // once a deploy has built: here another build sharing the cache (two checkouts, the tests' copies) may still need them.
  return new Map(made);
}
