// Netlify build plugin: the content build's cache (.cache/content: the webp variants and share pictures,
// each file named by the hash of its source bytes and the encoding settings, the markdown and
// picture-check caches, keyed the same way, and the editor's preview bundle, in a folder named by the hash
// of its code) kept between deploys with Netlify's own cache (`utils.cache`, @netlify/cache-utils). A deploy
// then encodes only the pictures whose bytes changed, and builds the preview bundle only when the code
// changed. Nothing in it can be stale: a changed picture, setting or source has another name. Variants no
// page uses any more are left out of what is saved, so the cache does not grow with every picture ever
// replaced; the preview bundle's build keeps the one of the current code only. What is restored is checked
// before the build reads it, and what is saved is checked again (scripts/lib/cache-check.mjs): a file cut short or
// garbled is dropped with a line in the deploy log, so no damaged file outlives the deploy that finds it.
import fs from "node:fs/promises";
import path from "node:path";
import { checkCacheFolder } from "../../../scripts/lib/cache-check.mjs";

/** The folder, relative to the repository (the build's working directory). */
export const PICTURE_CACHE = ".cache/content";
/** Where the content build records what it made its output from (scripts/cli/fingerprint.ts). */
export const FINGERPRINT = "dist-content/.fingerprint.json";
const VARIANT = /_(small|medium|large)\.webp$/;
/** The share pictures in the cache (`<name>-<hash>.jpg`), and where the deploy publishes each (`<name>.jpg`). */
const SHARE_CACHE = `${PICTURE_CACHE}/share`;
const SHARE_SITE = "build/client/share";
const SHARE = /^(.+)-[0-9a-f]{16}\.jpg$/;

/** Before `npm run build`: the cache of the last successful deploy, if there is one. */
export async function onPreBuild({ utils }) {
  const restored = await utils.cache.restore(PICTURE_CACHE);
  console.log(restored ? `picture cache: ${PICTURE_CACHE} restored from the last deploy` : "picture cache: none kept yet, every picture is encoded");
  for (const note of await checkCacheFolder(path.join(process.cwd(), PICTURE_CACHE), PICTURE_CACHE)) console.log(`picture cache: ${note}`);
}

/** The cache files the content build's record says it used, or undefined when the record is missing or not one. */
async function usedPictures(file) {
  let record;
  try {
    record = JSON.parse(await fs.readFile(file, "utf8"));
  } catch (err) {
    if (err.code !== "ENOENT") console.log(`picture cache: ${FINGERPRINT} cannot be read (${String(err.message).split("\n")[0]}): every picture kept`);
    return undefined;
  }
  const list = record && typeof record === "object" ? record.pictures : undefined;
  if (Array.isArray(list) && list.every((name) => typeof name === "string")) return list;
  console.log(`picture cache: ${FINGERPRINT} does not list the pictures used: every picture kept`);
  return undefined;
}

/** After a successful build: the cache as this build used it, for the next deploy. A failed build saves nothing. */
export async function onPostBuild({ utils }) {
  // The build's working directory is the repository's, as for `npm run build`.
  const at = (rel) => path.join(process.cwd(), rel);
  const folder = await fs.lstat(at(PICTURE_CACHE)).catch(() => undefined);
  if (!folder?.isDirectory()) {
    // A file in its place (or nothing) is no cache: the next deploy starts from none rather than from it.
    if (folder) await fs.rm(at(PICTURE_CACHE), { force: true, recursive: true });
    console.log(`picture cache: ${PICTURE_CACHE} ${folder ? "is not a folder: removed," : "is missing,"} nothing saved`);
    return;
  }
  const used = await usedPictures(at(FINGERPRINT));
  let dropped = 0;
  if (used) {
    const keep = new Set(used);
    const names = await fs.readdir(at(PICTURE_CACHE)).catch(() => []);
    for (const name of names.filter((n) => VARIANT.test(n) && !keep.has(n))) {
      await fs.rm(path.join(at(PICTURE_CACHE), name), { force: true });
      dropped++;
    }
  }
  // A share picture is kept when the site publishes its bytes: the post-build step prunes none, since another
  // build sharing the cache may still need one.
  for (const name of await fs.readdir(at(SHARE_CACHE)).catch(() => [])) {
    const page = SHARE.exec(name)?.[1];
    const published = page && (await fs.readFile(path.join(at(SHARE_SITE), `${page}.jpg`)).catch(() => undefined));
    if (published && published.equals(await fs.readFile(path.join(at(SHARE_CACHE), name)))) continue;
    await fs.rm(path.join(at(SHARE_CACHE), name), { force: true });
    dropped++;
  }
  // Checked once more before it is kept: a file the build left damaged is not handed to the next deploy.
  for (const note of await checkCacheFolder(at(PICTURE_CACHE), PICTURE_CACHE)) console.log(`picture cache: ${note}`);
  const saved = await utils.cache.save(PICTURE_CACHE);
  const note = dropped ? ` (${dropped} pictures no page uses left out)` : "";
  console.log(saved ? `picture cache: ${PICTURE_CACHE} saved for the next deploy${note}` : `picture cache: ${PICTURE_CACHE} is missing, nothing saved`);
}
