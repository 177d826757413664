import fsSync from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";

/**
 * Writes a file under a temporary name (unique to this process, thread and call), then renames it into
 * place: readers see the whole file or none, even with two builds, or two threads, writing it at once.
 */
export async function writeWhole(file: string, data: string | Buffer): Promise<void> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const tmp = `${file}.${process.pid}.${Math.random().toString(36).slice(2)}.tmp`;
  await fs.writeFile(tmp, data);
  await fs.rename(tmp, file);
}

/** A file of the output: bytes to write, or a file to copy (from a cache or another build's output). */
export type OutputEntry = { bytes: Buffer } | { from: string };

export interface WriteSummary {
  written: number;
  unchanged: number;
  removed: number;
  /** Something the build fixed on its way that an editor should hear about. */
  note?: string;
}

function sameFile(existing: string, entry: OutputEntry): boolean {
  const stat = fsSync.statSync(existing, { throwIfNoEntry: false });
  if (!stat) return false;
  if ("from" in entry) {
    const src = fsSync.statSync(entry.from);
    // The same file as its source (a link made by an older build): copied anew, so the two are apart.
    if (src.ino === stat.ino && src.dev === stat.dev) return false;
    if (src.size !== stat.size) return false;
    return fsSync.readFileSync(existing).equals(fsSync.readFileSync(entry.from));
  }
  return stat.size === entry.bytes.length && fsSync.readFileSync(existing).equals(entry.bytes);
}

/**
 * A copy of `from` (a clone sharing its blocks where the file system can, copy on write): a published file is never
 * the same file as one in a cache, so a cache file changed in place changes nothing that is served.
 */
function copy(from: string, to: string): void {
  fsSync.copyFileSync(from, to, fsSync.constants.COPYFILE_FICLONE);
}

/** A file of the previous output, unchanged, into the next: a link between the two outputs keeps its timestamps. */
function linkOrCopy(from: string, to: string): void {
  try {
    fsSync.linkSync(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EXDEV" && (err as NodeJS.ErrnoException).code !== "EPERM") throw err;
    fsSync.copyFileSync(from, to);
  }
}

/** Writes one file of the output at once (each path once). */
export type Put = (rel: string, entry: OutputEntry) => void;

/**
 * Replaces `outDir` with exactly `entries`, all at once: everything is staged in a sibling folder and
 * swapped in by rename, so a build that fails halfway leaves the previous output untouched. Files whose
 * bytes did not change are hard links to the previous ones, keeping their timestamps (watchers and the
 * dev server see only what changed); files from elsewhere (`from`) are copies, never links.
 */
export function writeOutput(outDir: string, entries: Map<string, OutputEntry>): Promise<WriteSummary> {
  return produceOutput(outDir, async (put) => {
    for (const rel of [...entries.keys()].sort()) put(rel, entries.get(rel)!);
  });
}

/**
 * `writeOutput` for a writer whose files come one after another (the post-build's pages, as they are rendered):
 * `produce` puts each file as it has it; once it is done, the output is swapped in whole. If it fails, what it
 * wrote is dropped and `outDir` stays as it was.
 */
export async function produceOutput(outDir: string, produce: (put: Put) => Promise<void>): Promise<WriteSummary> {
  const next = `${outDir}.next`;
  const old = `${outDir}.old`;
  const name = path.basename(outDir);
  const note = await recoverOutput(outDir);
  await fs.rm(next, { recursive: true, force: true });
  await fs.mkdir(next, { recursive: true });
  const done = new Set<string>();
  const folders = new Set<string>([next]);
  let written = 0;
  let unchanged = 0;
  // One file after another, with synchronous calls: they go to the page cache, so none waits for the disk, and
  // 16 at once through libuv's threads spent a third of the post-build's system time (4.3 CPU-s for 2,468
  // files) with the threads spinning on the folder's lock and handing work to each other (decision 056).
  const put: Put = (rel, entry) => {
    const rest = path.relative(next, path.resolve(next, rel));
    if (!rest || rest.startsWith("..") || path.isAbsolute(rest)) throw new Error(`refused to write ${rel}: it is outside ${name}/`);
    if (done.has(rel)) throw new Error(`${name}/${rel} is written twice`);
    done.add(rel);
    const target = path.join(next, rel);
    const folder = path.dirname(target);
    if (!folders.has(folder)) {
      fsSync.mkdirSync(folder, { recursive: true });
      folders.add(folder);
    }
    const existing = path.join(outDir, rel);
    if (sameFile(existing, entry)) {
      linkOrCopy(existing, target);
      unchanged++;
    } else {
      if ("from" in entry) copy(entry.from, target);
      else fsSync.writeFileSync(target, entry.bytes);
      written++;
    }
  };
  try {
    await produce(put);
  } catch (err) {
    await fs.rm(next, { recursive: true, force: true }).catch(() => {});
    throw err;
  }
  const previous = await listFiles(outDir);
  const removed = previous.filter((rel) => !done.has(rel)).length;
  const hadOutput = previous.length > 0 || (await exists(outDir));
  const fix = `${name}/ and ${name}.old/ may belong to another user (after a sudo build?): sudo chown -R $USER ${name} and try again`;
  if (hadOutput) {
    try {
      await fs.rename(outDir, old);
    } catch (caught) {
      const err = caught as NodeJS.ErrnoException;
      await fs.rm(next, { recursive: true, force: true }).catch(() => {});
      throw new Error(`could not move ${name}/ aside to put the new output in place (${err.code ?? err.message}); ${name}/ is unchanged. ${fix}`);
    }
  }
  try {
    await fs.rename(next, outDir);
  } catch (caught) {
    const err = caught as NodeJS.ErrnoException;
    // Put the previous output back, so the site keeps reading a whole one.
    const restored = hadOutput
      ? await fs.rename(old, outDir).then(
          () => true,
          () => false,
        )
      : true;
    await fs.rm(next, { recursive: true, force: true }).catch(() => {});
    throw new Error(
      `could not put the new output in place (${err.code ?? err.message}); ${restored ? `the previous ${name}/ is back` : `the previous output is in ${name}.old/`}. ${fix}`,
    );
  }
  // The new output is in place; a leftover that cannot be removed now is dealt with by the next build.
  await fs.rm(old, { recursive: true, force: true }).catch(() => {});
  return { written, unchanged, removed, ...(note ? { note } : {}) };
}

/**
 * A build stopped between its two renames leaves the previous output in `<out>.old` and none in `<out>`:
 * that output is put back. With both present, the leftover is removed, or, when it cannot be (its files
 * belong to another user), renamed out of the way. Returns what an editor should know, if anything.
 */
export async function recoverOutput(outDir: string): Promise<string | undefined> {
  const old = `${outDir}.old`;
  if (!(await exists(old))) return undefined;
  const name = path.basename(outDir);
  if (!(await exists(outDir))) {
    await fs.rename(old, outDir).catch((err) => {
      throw new Error(
        `${name}.old/ holds the last output but cannot be moved back to ${name}/ (${err.code ?? err.message}): sudo chown -R $USER ${name}.old and try again`,
      );
    });
    return `${name}/ was restored from ${name}.old/, left by a build that stopped halfway`;
  }
  try {
    await fs.rm(old, { recursive: true });
    return undefined;
  } catch (caught) {
    const err = caught as NodeJS.ErrnoException;
    const aside = `${old}-${Date.now()}`;
    await fs.rename(old, aside).catch(() => {
      throw new Error(`${name}.old/ is left from an earlier build and cannot be removed (${err.code ?? err.message}): sudo rm -rf ${name}.old and try again`);
    });
    return `${name}.old/ could not be removed (${err.code ?? err.message}, files of another user?): moved it to ${path.basename(aside)}/; delete that with sudo rm -rf ${path.basename(aside)}`;
  }
}

/** Whether there is anything at `file`: a file, a folder, or a link (counted as itself, wherever it points). */
export const exists = async (file: string): Promise<boolean> => (await fs.lstat(file).catch(() => null)) !== null;

/** Every file under `dir` (none when it is missing), by its path from there with `/` between folders. */
export async function listFiles(dir: string): Promise<string[]> {
  const items = await fs.readdir(dir, { withFileTypes: true, recursive: true }).catch(() => []);
  return items.filter((item) => !item.isDirectory()).map((item) => path.relative(dir, path.join(item.parentPath, item.name)).split(path.sep).join("/"));
}
