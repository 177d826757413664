// The content cache (.cache/content) is only ever a copy of work that can be done again: a file of it that is
// cut short, garbled or of the wrong shape is dropped and made anew, with one line saying so, and never fails a
// check or a build. This module holds the checks, for the content CLI (each file as it reads it) and for the
// host's build plugin (netlify/plugins/picture-cache, the whole folder as it restores and saves it). Plain
// JavaScript: the plugin runs it as it is.
import fs from "node:fs/promises";
import path from "node:path";

/** Whether `bytes` are a whole JPEG file: its start-of-image marker first, its end-of-image marker last. */
export function wholeJpeg(bytes) {
  const n = bytes.length;
  return n >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[n - 2] === 0xff && bytes[n - 1] === 0xd9;
}

/** Whether the file at `file` is a whole WebP (a RIFF container whose recorded length is the file's), read from its first bytes and its size (no decoding). */
export async function wholeWebpFile(file) {
  let handle;
  try {
    handle = await fs.open(file, "r");
    const { size } = await handle.stat();
    const head = Buffer.alloc(20);
    const { bytesRead } = await handle.read(head, 0, 20, 0);
    return (
      bytesRead === 20 &&
      size >= 20 &&
      head.toString("latin1", 0, 4) === "RIFF" &&
      head.toString("latin1", 8, 12) === "WEBP" &&
      head.readUInt32LE(4) + 8 === size
    );
  } catch {
    return false;
  } finally {
    await handle?.close();
  }
}

/** A cache file as notes name it: from the project's `.cache/` folder on, wherever the project is. */
export function shownCachePath(file) {
  const at = file.lastIndexOf(".cache/");
  return at >= 0 ? file.slice(at) : file;
}

/** The one line that says a cache file was dropped: where, why, and that nothing is lost. */
export function droppedNote(file, why) {
  return `content cache: ${file} ${why}: dropped, made again`;
}

/** Whether `value` is an object of entries (the shape of every JSON file of the cache), not an array or null. */
const isRecord = (value) => typeof value === "object" && value !== null && !Array.isArray(value);

/**
 * The entries of a JSON file of the cache that `valid` accepts. A file that is missing is an empty cache; one
 * that cannot be read or parsed, or is not an object, is an empty cache with a note; entries `valid` refuses
 * are left out, with a note. `note` is called at most once.
 */
export async function readJsonCache(file, valid, note, shown = shownCachePath(file)) {
  let text;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (err) {
    if (err.code !== "ENOENT") note(droppedNote(shown, `cannot be read (${err.code ?? err.message})`));
    return {};
  }
  let parsed;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    note(droppedNote(shown, `is not whole JSON (${String(err.message).split("\n")[0]})`));
    return {};
  }
  if (!isRecord(parsed)) {
    note(droppedNote(shown, "is not an object of entries"));
    return {};
  }
  const kept = {};
  let bad = 0;
  for (const [key, value] of Object.entries(parsed)) {
    if (valid(value)) kept[key] = value;
    else bad++;
  }
  if (bad) note(droppedNote(shown, `has ${bad} ${bad === 1 ? "entry" : "entries"} of the wrong shape`));
  return kept;
}

/** A bundle folder's record of its files (name → size) and the hash of each, written last when it is built. */
export const BUNDLE_RECORD = ".files.json";

/**
 * Checks the whole cache folder `dir` (as `shown` in notes): every WebP variant and share picture whole, every
 * JSON file parsed to an object, every preview bundle as its record says, no leftover of an interrupted write.
 * What fails is removed. A `dir` that is not a folder is removed. Returns the notes, one per removal.
 */
export async function checkCacheFolder(dir, shown = dir) {
  const notes = [];
  const stat = await fs.lstat(dir).catch(() => undefined);
  if (!stat) return notes;
  if (!stat.isDirectory()) {
    await fs.rm(dir, { force: true, recursive: true });
    notes.push(droppedNote(shown, "is not a folder"));
    return notes;
  }
  const drop = async (rel, why) => {
    await fs.rm(path.join(dir, rel), { force: true, recursive: true });
    notes.push(droppedNote(`${shown}/${rel}`, why));
  };
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const name = entry.name;
    if (name.endsWith(".tmp")) await drop(name, "is left from a write that stopped");
    else if (entry.isDirectory() && name === "share") {
      for (const pic of await fs.readdir(path.join(dir, name))) {
        const bytes = await fs.readFile(path.join(dir, name, pic)).catch(() => undefined);
        if (!bytes || !/\.jpg$/.test(pic) || !wholeJpeg(bytes)) await drop(`${name}/${pic}`, "is not a whole JPEG");
      }
    } else if (entry.isDirectory() && name === "admin-preview") {
      for (const bundle of await fs.readdir(path.join(dir, name))) {
        const why = await bundleProblem(path.join(dir, name, bundle));
        if (why) await drop(`${name}/${bundle}`, why);
      }
    } else if (!entry.isFile()) await drop(name, "is not a file");
    else if (name.endsWith(".webp")) {
      if (!(await wholeWebpFile(path.join(dir, name)))) await drop(name, "is not a whole WebP");
    } else if (name.endsWith(".json")) {
      const text = await fs.readFile(path.join(dir, name), "utf8").catch(() => undefined);
      let ok = false;
      try {
        ok = text !== undefined && isRecord(JSON.parse(text));
      } catch {
        ok = false;
      }
      if (!ok) await drop(name, "is not whole JSON");
    }
  }
  return notes;
}

/** Why a built bundle folder is not whole (a file missing, added, or of another size than when built), or undefined. */
export async function bundleProblem(folder) {
  if (folder.endsWith(".tmp")) return "is left from a build that stopped";
  let record;
  try {
    record = JSON.parse(await fs.readFile(path.join(folder, BUNDLE_RECORD), "utf8"));
  } catch {
    return "has no record of its files";
  }
  if (!isRecord(record)) return "has no record of its files";
  const names = (await fs.readdir(folder).catch(() => [])).filter((n) => n !== BUNDLE_RECORD).sort();
  if (names.join("\0") !== Object.keys(record).sort().join("\0")) return "does not hold the files it was built with";
  for (const name of names) {
    const size = await fs.stat(path.join(folder, name)).then(
      (s) => s.size,
      () => -1,
    );
    if (size !== record[name]) return `has ${name} cut short or changed`;
  }
  return undefined;
}
