import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import sharp, { type Channels, type Metadata } from "sharp";
import { embeddedPicturesProblem } from "../../core/content/embedded-pictures.ts";
import { IMAGE_VARIANTS, WEBP_EFFORT, WEBP_QUALITY, type Paths } from "./config.ts";
import { droppedNote, readJsonCache, shownCachePath, wholeWebpFile } from "../lib/cache-check.mjs";
import { exists, writeWhole } from "../lib/output.ts";
import { pictureSizeProblem, type BuiltImageFields } from "../../core/content/images.ts";
export { PICTURE_REFERENCE } from "../../core/content/images.ts";

export interface SourceImage extends BuiltImageFields {
  ref: string; // as written in content: /images/foo.svg
  abs: string;
  hash: string; // of the source bytes and the encoding settings
  base: string; // /images/foo
  format: string;
  sourceWidth: number;
}

export type ImageTable = Map<string, SourceImage>;

export const MIN_RASTER_WIDTH = IMAGE_VARIANTS.at(-1)!.width;

/** Part of every picture's cache key: changing how pictures are made makes them anew. `scaled`: every variant from one decode. */
const SETTINGS = JSON.stringify({
  variants: IMAGE_VARIANTS,
  scaled: "from-largest",
  upright: true,
  quality: WEBP_QUALITY,
  effort: WEBP_EFFORT,
  sharp: sharp.versions.sharp,
});

/** Pictures encoded at the same time: one per core, at least two, at most libuv's default four threads. */
const ENCODES_AT_ONCE = Math.min(4, Math.max(2, os.availableParallelism()));

export const variantUrl = (base: string, suffix: string) => `${base}_${suffix}.webp`;

/**
 * `abs` resolved, if it lies inside `dir` (not `dir` itself); undefined otherwise. Every path the images
 * module reads or writes goes through this, whatever the schema let through.
 */
export function inside(dir: string, abs: string): string | undefined {
  const resolved = path.resolve(dir, abs);
  const rel = path.relative(path.resolve(dir), resolved);
  return rel && !rel.startsWith("..") && !path.isAbsolute(rel) ? resolved : undefined;
}

/** Whether `abs`, followed through any symlink, is still inside `dir` (followed too). */
export async function staysInside(abs: string, dir: string): Promise<boolean> {
  const [real, base] = await Promise.all([fs.realpath(abs).catch(() => abs), fs.realpath(dir).catch(() => dir)]);
  return inside(base, real) !== undefined;
}

/** Why a picture reference cannot name a file in content/images, or undefined when it can. */
export function unsafeImageRef(ref: string): string | undefined {
  const rel = ref.slice("/images/".length);
  if (!ref.startsWith("/images/") || !rel) return "must be /images/<file name>";
  if (rel.includes("\\")) return "must not contain \\ (use / between folders)";
  if (/%|\0/.test(rel)) return "must not contain % or encoded characters";
  if (rel.split("/").some((seg) => seg === ".." || seg === "." || seg === "")) return "must not contain .., . or empty folder names";
  return undefined;
}

/** An entry of image-sizes.json as the checks write it: a size in whole pixels, and a format. */
function isCheckedSize(value: unknown): value is Pick<Metadata, "width" | "height" | "format"> {
  if (typeof value !== "object" || value === null) return false;
  const { width, height, format } = value as Record<string, unknown>;
  return Number.isInteger(width) && Number.isInteger(height) && (width as number) > 0 && (height as number) > 0 && typeof format === "string";
}

/** Sizes and SVG checks of pictures whose bytes passed before, keyed by those bytes and this version of the checks. */
const CHECKS = "decoded-fully+svg-xml-allow-list-2+upright+embedded-pictures";

/** The size of each picture embedded in an SVG as a data: URL, read from its header; none for one that cannot be read (the rasteriser skips it). */
async function embeddedSizes(pictures: { line: number; url: string }[]): Promise<{ line: number; width: number; height: number }[]> {
  const sizes = [];
  for (const { line, url } of pictures) {
    const bytes = Buffer.from(await (await fetch(url)).arrayBuffer());
    const meta = await sharp(bytes)
      .metadata()
      .catch(() => undefined);
    if (meta) sizes.push({ line, width: meta.width, height: meta.height });
  }
  return sizes;
}

/**
 * Reads the size of each referenced picture. Returns the problems as sentences keyed by the reference,
 * so the caller can report them at every place the picture is used.
 */
export async function probeImages(refs: Iterable<string>, paths: Paths): Promise<{ table: ImageTable; missing: Map<string, string> }> {
  const table: ImageTable = new Map();
  const missing = new Map<string, string>();
  // Sizes read before, keyed by the picture's bytes: reading an SVG's size means parsing it.
  const metaFile = path.join(paths.cache, "image-sizes.json");
  // A file cut short or garbled, or an entry of the wrong shape, is dropped: those pictures are checked anew.
  let metaChanged = false;
  const metaCache = new Map<string, Pick<Metadata, "width" | "height" | "format">>(
    Object.entries(
      await readJsonCache(metaFile, isCheckedSize, (line) => {
        console.warn(line);
        metaChanged = true;
      }),
    ),
  );
  const imagesDir = path.join(paths.content, "images");
  for (const ref of [...new Set(refs)].sort()) {
    const rel = ref.replace(/^\/images\//, "");
    const unsafe = unsafeImageRef(ref);
    const abs = unsafe ? undefined : inside(imagesDir, rel);
    if (!abs) {
      missing.set(ref, `picture path ${ref} ${unsafe ?? "must name a file inside content/images"}`);
      continue;
    }
    // A symlink may point anywhere on disk: what it points to must be in content/images too.
    if (!(await staysInside(abs, imagesDir))) {
      missing.set(ref, `picture ${ref} is a link to a file outside content/images: copy the file into content/images instead`);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = await fs.readFile(abs);
    } catch (caught) {
      const err = caught as NodeJS.ErrnoException;
      const why =
        err.code === "EISDIR"
          ? `content/images/${rel} is a folder, not a picture`
          : err.code === "EACCES" || err.code === "EPERM"
            ? `picture content/images/${rel} cannot be read (permission denied): give your user read access`
            : `picture not found: ${ref} should be the file content/images/${rel}`;
      missing.set(ref, why);
      continue;
    }
    const hash = createHash("sha256").update(bytes).update(SETTINGS).digest("hex").slice(0, 20);
    const checkedKey = `${hash}:${CHECKS}`;
    let meta: Pick<Metadata, "width" | "height" | "format"> | undefined = metaCache.get(checkedKey);
    if (!meta) {
      try {
        const image = sharp(bytes);
        // A phone's photo is stored as the sensor saw it, with an EXIF orientation saying how to show it:
        // its size is the one it is shown at (orientations 5 to 8 turn it a quarter).
        const { width: stored, height: storedHeight, format, orientation } = await image.metadata();
        const turned = (orientation ?? 1) >= 5;
        const [width, height] = turned ? [storedHeight, stored] : [stored, storedHeight];
        // Before anything reads its pixels or its XML: a size past the limits would take the build's memory.
        const tooLarge = pictureSizeProblem(width, height);
        if (tooLarge) {
          missing.set(ref, `picture content/images/${rel} ${tooLarge}`);
          continue;
        }
        if (format === "svg") {
          // Loaded only here: the XML and CSS parsers are not needed when every picture's check is cached.
          const { parseSvg } = await import("../../core/content/svg.ts");
          const { problems: unsafeSvg, pictures } = parseSvg(bytes.toString("utf8"));
          if (unsafeSvg.length) {
            const [first] = unsafeSvg;
            const more = unsafeSvg.length > 1 ? ` (and ${unsafeSvg.length - 1} more)` : "";
            missing.set(ref, `picture content/images/${rel} is refused: line ${first.line} ${first.message}${more}`);
            continue;
          }
          // Before the build rasterises it, decoding every embedded picture whole (core/content/embedded-pictures.ts).
          const tooMuch = embeddedPicturesProblem(await embeddedSizes(pictures));
          if (tooMuch) {
            missing.set(ref, `picture content/images/${rel} is refused: line ${tooMuch.line} ${tooMuch.message}`);
            continue;
          }
        }
        // A raster picture's header says nothing of the rest: every pixel is decoded once, as the build will,
        // so a truncated or corrupt file fails here and not in the build. An SVG's whole XML is parsed
        // already to read its size (rasterising all 83 shipped ones would cost 20 s of CPU per cold run).
        if (format !== "svg") await image.stats();
        meta = { width, height, format };
        metaCache.set(checkedKey, meta);
        metaChanged = true;
      } catch (err) {
        missing.set(
          ref,
          `picture content/images/${rel} cannot be read as an image (${String((err as Error).message).split("\n")[0]}): save it again as SVG, PNG, JPEG or WebP`,
        );
        continue;
      }
    }
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    // Checked here too for a size read before: the limits may be newer than the cache.
    const tooLarge = pictureSizeProblem(width, height);
    if (tooLarge) {
      missing.set(ref, `picture content/images/${rel} ${tooLarge}`);
      continue;
    }
    if (meta.format !== "svg" && width < MIN_RASTER_WIDTH) {
      missing.set(ref, `picture content/images/${rel} is ${width} px wide; pictures must be at least ${MIN_RASTER_WIDTH} px wide (or SVG)`);
      continue;
    }
    const base = `/images/${rel.replace(/\.[a-z]+$/i, "")}`;
    const largeWidth = IMAGE_VARIANTS.at(-1)!.width;
    table.set(ref, {
      ref,
      abs,
      base,
      format: meta.format ?? "unknown",
      sourceWidth: width,
      hash,
      src: variantUrl(base, "medium"),
      srcSet: IMAGE_VARIANTS.map((v) => `${variantUrl(base, v.suffix)} ${v.width}w`).join(", "),
      large: variantUrl(base, "large"),
      width: largeWidth,
      height: Math.round((largeWidth * height) / Math.max(width, 1)),
    });
  }
  // Only a cache: one that cannot be written (owned by another user after a sudo build) costs time, not the check.
  if (metaChanged) await writeWhole(metaFile, JSON.stringify(Object.fromEntries(metaCache))).catch(() => {});
  return { table, missing };
}

/**
 * Whether RGBA pixels are opaque everywhere (most rasterised SVG scenes). Such pictures are scaled and
 * encoded without the alpha band: three channels cost less than four (0.6 of 9.5 CPU-seconds for the
 * shipped pictures), and the webp files come out the same, since libwebp leaves out an alpha plane that is
 * opaque everywhere anyway. Read four bytes at a time: a 1200 px picture is over a million pixels.
 */
function isOpaque(data: Buffer, channels: Channels): boolean {
  if (channels !== 4) return false;
  if (data.byteOffset % 4 === 0) {
    // Each pixel as one 32-bit number (signed, as `&` gives); its alpha byte is the last of the four in
    // memory, whatever the byte order.
    const pixels = new Int32Array(data.buffer, data.byteOffset, data.length / 4);
    const alpha = new Int32Array(Uint8Array.of(0, 0, 0, 255).buffer)[0];
    for (let i = 0; i < pixels.length; i++) if ((pixels[i] & alpha) !== alpha) return false;
    return true;
  }
  for (let i = 3; i < data.length; i += 4) if (data[i] !== 255) return false;
  return true;
}

export interface EncodeResult {
  /** Output path under dist-content/public (e.g. images/foo_small.webp) to the cached file. */
  files: Map<string, string>;
  encoded: number;
  reused: number;
}

/** Where a picture's variant is kept: named by the hash of its bytes and the settings. */
const cachedVariant = (img: SourceImage, suffix: string, paths: Paths) => path.join(paths.cache, `${img.hash}_${suffix}.webp`);

/** Each picture's variants, by their path under dist-content/public (images/foo_small.webp), to their file in the cache. */
export function variantFiles(table: ImageTable, paths: Paths): Map<string, string> {
  const files = new Map<string, string>();
  for (const img of table.values())
    for (const v of IMAGE_VARIANTS) files.set(`images/${img.base.replace(/^\/images\//, "")}_${v.suffix}.webp`, cachedVariant(img, v.suffix, paths));
  return files;
}

/**
 * Encodes the webp variants into a cache keyed by the source's hash and the settings, so an unchanged
 * picture is never encoded twice. `onProgress` is called once per picture.
 */
export async function encodeImages(
  table: ImageTable,
  paths: Paths,
  onProgress: (done: number, total: number, ref: string, encoded: boolean) => void = () => {},
): Promise<EncodeResult> {
  await fs.mkdir(paths.cache, { recursive: true });
  const files = variantFiles(table, paths);
  let encoded = 0;
  let reused = 0;
  const images = [...table.values()];
  let done = 0;
  const imagesDir = path.join(paths.content, "images");
  const work = async (img: SourceImage) => {
    // Checked again here: nothing outside content/images is read, nothing outside the output is named.
    if (!inside(imagesDir, img.abs) || unsafeImageRef(img.ref)) throw new Error(`picture ${img.ref} is outside content/images: refused`);
    const missing: { cached: string; width: number }[] = [];
    for (const v of IMAGE_VARIANTS) {
      const cached = cachedVariant(img, v.suffix, paths);
      // A variant is used only whole: one cut short (a disk that filled up, a restored cache) is encoded again.
      if (await wholeWebpFile(cached)) continue;
      if (await exists(cached)) console.warn(droppedNote(shownCachePath(cached), "is not a whole WebP"));
      missing.push({ cached, width: v.width });
    }
    const didEncode = missing.length > 0;
    if (didEncode) {
      // Decoded (an SVG rasterised) once, from its bytes (given a path, libvips opens the file again for each format
      // it tries), at the largest width asked for, and every variant scaled from those pixels: rasterising an SVG
      // costs more than encoding it. The density gives at least that width, so text and edges stay sharp.
      const largest = Math.max(...missing.map((m) => m.width));
      const density = img.format === "svg" ? Math.min(2400, Math.max(72, Math.ceil((72 * largest) / img.sourceWidth))) : undefined;
      const { data, info } = await sharp(await fs.readFile(img.abs), density ? { density } : {})
        // Upright, as its EXIF orientation says it is shown (the tag itself, like all metadata, is not kept).
        .rotate()
        .resize({ width: largest })
        .raw()
        .toBuffer({ resolveWithObject: true })
        .catch((err: Error) => {
          throw new Error(`picture content/images/${path.relative(imagesDir, img.abs)} cannot be decoded (${err.message.split("\n")[0]})`);
        });
      const opaque = isOpaque(data, info.channels);
      const raw = { width: info.width, height: info.height, channels: info.channels };
      await Promise.all(
        missing.map(async ({ cached, width }) => {
          // Unique per write: two identical pictures can be encoded at the same moment.
          const tmp = `${cached}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
          const pixels = sharp(data, { raw });
          try {
            await (opaque ? pixels.removeAlpha() : pixels).resize({ width }).webp({ quality: WEBP_QUALITY, effort: WEBP_EFFORT }).toFile(tmp);
            await fs.rename(tmp, cached);
          } catch (caught) {
            const err = caught as NodeJS.ErrnoException;
            const cache = path.relative(paths.root, paths.cache) || paths.cache;
            throw new Error(
              `cannot write the picture cache ${cache}/ (${err.code ?? err.message.split("\n")[0].replace(/^.*: /, "")}): it may belong to another user (after a sudo build?): sudo chown -R $USER ${cache}`,
            );
          }
        }),
      );
    }
    if (didEncode) encoded++;
    else reused++;
    onProgress(++done, images.length, img.ref, didEncode);
  };
  // A few at a time: sharp already spreads one encode over the cores, and runs at most as many at once as
  // libuv has threads (4 by default), so more would only queue. The build renders markdown meanwhile.
  const queue = [...images];
  await Promise.all(
    Array.from({ length: ENCODES_AT_ONCE }, async () => {
      for (let img = queue.shift(); img; img = queue.shift()) await work(img);
    }),
  );
  return { files, encoded, reused };
}

/**
 * The site's icon as /favicon.ico, for what asks that address itself (a browser showing a text file or the
 * feed, a feed reader): the checked SVG drawn at 32 px, a PNG in an ICO file's one-entry directory.
 */
export async function faviconIco(svg: Buffer): Promise<Buffer> {
  const png = await sharp(svg, { density: 300 })
    .resize(32, 32, { fit: "contain", background: { r: 0, g: 0, b: 0, alpha: 0 } })
    .png()
    .toBuffer();
  const head = Buffer.alloc(22);
  head.writeUInt16LE(1, 2); // an icon file
  head.writeUInt16LE(1, 4); // of one picture
  head.writeUInt8(32, 6); // 32 wide
  head.writeUInt8(32, 7); // 32 high
  head.writeUInt16LE(1, 10); // one colour plane
  head.writeUInt16LE(32, 12); // 32 bits a pixel
  head.writeUInt32LE(png.length, 14);
  head.writeUInt32LE(head.length, 18); // the PNG follows the directory
  return Buffer.concat([head, png]);
}
