// The files of the editor's previews: the browser bundle built by ./preview-build.ts and the content it
// renders against, to be served from /admin/preview/ (core/admin-preview.ts). The site build calls
// `adminPreviewFiles` after the content build, alongside the other files of /admin/; it builds the bundle
// first when there is none of its code as it is now (./preview-out.ts).
import { spawn } from "node:child_process";
import fsSync from "node:fs";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { ADMIN_PREVIEW_DATA, ADMIN_PREVIEW_DIR, pictureDigest, type AdminPreviewData } from "../../core/admin-preview.ts";
import { defaultPaths, PICTURES_APART_FILE, type Paths } from "../cli/config.ts";
import { PICTURE_REFERENCE, probeImages } from "../cli/images.ts";
import { BUNDLE_RECORD } from "../lib/cache-check.mjs";
import { ROOT } from "../lib/root.ts";
import { previewBundleFresh, previewOut } from "./preview-out.ts";
import { exists, listFiles } from "../lib/output.ts";
import { placeOf, routeOf } from "../../core/content/collections.ts";

const CMS_DIST = path.join(ROOT, "node_modules", "@sveltia", "cms", "dist");

/**
 * What Sveltia CMS loads at run time once a preview template is registered, from this origin instead of
 * unpkg (/admin's policy allows no other): its React chunk, which it looks for beside its bundle first
 * (`/admin/chunks/react-dom.js`), and Immutable.js, which it imports from `https://unpkg.com/immutable@<v>`.
 * The address of the latter is rewritten in the bundle by this entry of SELF_HOSTED (./editor.ts);
 * the other packages it would import from there (HEIC, SVG and EXIF tools, the map widget) were refused by
 * the policy before and are not found now. The Immutable.js the package depends on is the one served.
 */
export const RUNTIME_IMPORTS = {
  from: "`https://unpkg.com/${e}`",
  to: "`/admin/vendor/${e}`",
  count: 1,
  get file() {
    const wanted = /\bimmutable:`\^?([\d.]+)`/.exec(fsSync.readFileSync(path.join(CMS_DIST, "sveltia-cms.js"), "utf8"))?.[1];
    if (!wanted) throw new Error("@sveltia/cms: the version of immutable it imports was not found in its bundle: check scripts/admin/preview-files.ts");
    return `vendor/immutable@${wanted}/dist/immutable.es.js`;
  },
  source: () => fsSync.readFileSync(path.join(ROOT, "node_modules", "immutable", "dist", "immutable.es.js")),
};

/**
 * The content the previews render against: dist-content/ as the content build wrote it (a post's own file
 * is left out: only the post being edited is shown, from the editor; so are the build's own records, its dotfiles),
 * the built variants of every picture the build made them for, and the schemas.
 */
export async function previewData(paths: Paths = defaultPaths()): Promise<AdminPreviewData> {
  const dist: Record<string, unknown> = {};
  for (const rel of (await listFiles(paths.out)).sort()) {
    if (!rel.endsWith(".json") || /^(public\/|\.)/.test(rel) || /^posts\/(?!index\.json$)/.test(rel)) continue;
    dist[rel] = JSON.parse(fsSync.readFileSync(path.join(paths.out, rel), "utf8"));
  }
  const refs = (await fs.readdir(path.join(paths.content, "images")).catch(() => [] as string[])).map((name) => `/images/${name}`);
  const { table } = await probeImages(refs, paths);
  // `npm run build` lists the pictures whose variants the site publishes instead of writing them here (decision 056).
  const listed = new Set<string>(await fs.readFile(path.join(paths.out, PICTURES_APART_FILE), "utf8").then(JSON.parse, () => []));
  const images: AdminPreviewData["images"] = {};
  for (const [ref, { src, srcSet, large, width, height }] of table) {
    // A picture no page uses has no variants yet: the preview shows it from the editor's own copy.
    const built = listed.has(ref) || (await exists(path.join(paths.out, "public", src)));
    if (built) images[ref] = { src, srcSet, large, width, height };
  }
  const schemas: Record<string, unknown> = {};
  for (const name of (await fs.readdir(paths.schemas)).filter((n) => n.endsWith(".schema.json")).sort()) {
    schemas[name] = JSON.parse(await fs.readFile(path.join(paths.schemas, name), "utf8"));
  }
  // The content files as the validator reads them (a byte-order mark is no part of the text); a record the
  // build did not publish (a draft, a scheduled post) is not published here either: a live site names nothing
  // of it. The editor's check still refuses a link to one, as a link to no page.
  const routes = new Set<string>(JSON.parse(await fs.readFile(path.join(paths.out, "routes.json"), "utf8")));
  const sources: Record<string, string> = {};
  const left: string[] = [];
  for (const rel of (await listFiles(paths.content)).sort()) {
    const file = `content/${rel.split(path.sep).join("/")}`;
    const place = placeOf(file);
    if (!place) continue;
    const text = fsSync.readFileSync(path.join(paths.content, rel), "utf8").replace(/^\uFEFF/, "");
    const { collection: c } = place;
    if (!c.files && c.route && !routes.has(routeOf(c, place.name))) left.push(text);
    else sources[file] = text;
  }
  // Nor the name of a picture only such posts use: it would tell what they are about.
  const named = (texts: string[]) => new Set(texts.flatMap((t) => [...t.matchAll(PICTURE_REFERENCE)].map((m) => m[1])));
  const published = named(Object.values(sources));
  const unpublished = named(left);
  const all = (await fs.readdir(path.join(paths.content, "images")).catch(() => [] as string[])).sort();
  const pictures = all.filter((name) => published.has(name) || !unpublished.has(name));
  const hidden = all.filter((name) => !pictures.includes(name));
  return { dist, images, schemas, sources, pictures, ...(hidden.length ? { unpublishedPictures: await Promise.all(hidden.map(pictureDigest)) } : {}) };
}

/** How much lower the preview bundle's build runs (nice 10): the site's own steps get the cores first. */
const PREVIEW_NICENESS = 10;

/**
 * The folder of the bundle of the code as it is now, built first (./preview-build.ts, in a process of its own, at a
 * lower CPU priority) when there is none. `signal` stops that build.
 */
export async function ensurePreviewBundle(signal?: AbortSignal): Promise<string> {
  const out = await previewOut();
  if (await previewBundleFresh(out)) return out;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts", "admin", "preview-build.ts")], { cwd: ROOT, stdio: "inherit", signal });
    try {
      if (child.pid) os.setPriority(child.pid, PREVIEW_NICENESS);
    } catch {
      // Not allowed here: the same bundle, only less well spread over the cores.
    }
    child.on("error", reject);
    child.on("close", (code) => (code === 0 ? resolve() : reject(new Error(`the editor's preview bundle could not be built (exit ${code})`))));
  });
  return out;
}

/**
 * Every file of /admin/preview/ by its path in the site: the bundle and what it loads (`admin/preview/app.js`,
 * the icon sprite), the CMS's React chunk, and the content (`admin/preview/data.json`). The bundle is built
 * first when it is missing or stale.
 */
export async function adminPreviewFiles(paths = defaultPaths()): Promise<Map<string, { bytes: Buffer }>> {
  const out = await ensurePreviewBundle();
  const built = await fs.readdir(out);
  const files = new Map<string, { bytes: Buffer }>([
    ["admin/chunks/react-dom.js", { bytes: await fs.readFile(path.join(CMS_DIST, "chunks", "react-dom.js")) }],
  ]);
  for (const name of built.filter((n) => n !== BUNDLE_RECORD).sort())
    files.set(`${ADMIN_PREVIEW_DIR}/${name}`, { bytes: await fs.readFile(path.join(out, name)) });
  files.set(`${ADMIN_PREVIEW_DIR}/${ADMIN_PREVIEW_DATA}`, { bytes: Buffer.from(JSON.stringify(await previewData(paths))) });
  return files;
}
