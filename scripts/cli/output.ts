import fs from "node:fs/promises";
import path from "node:path";

/** Files staged at the same time. */
const FILES_AT_ONCE = 16;

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

/** A file of the output: bytes to write, or a cached file to link. */
export type OutputEntry = { bytes: Buffer } | { from: string };

export interface WriteSummary {
  written: number;
  unchanged: number;
  removed: number;
}

async function sameFile(existing: string, entry: OutputEntry): Promise<boolean> {
  const stat = await fs.stat(existing).catch(() => undefined);
  if (!stat) return false;
  if ("from" in entry) {
    const src = await fs.stat(entry.from);
    if (src.ino === stat.ino && src.dev === stat.dev) return true;
    if (src.size !== stat.size) return false;
    return (await fs.readFile(existing)).equals(await fs.readFile(entry.from));
  }
  return stat.size === entry.bytes.length && (await fs.readFile(existing)).equals(entry.bytes);
}

async function linkOrCopy(from: string, to: string): Promise<void> {
  try {
    await fs.link(from, to);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EXDEV" && (err as NodeJS.ErrnoException).code !== "EPERM") throw err;
    await fs.copyFile(from, to);
  }
}

/**
 * Replaces `outDir` with exactly `entries`, all at once: everything is staged in a sibling folder and
 * swapped in by rename, so a build that fails halfway leaves the previous output untouched. Files whose
 * bytes did not change are hard links to the previous ones, keeping their timestamps (watchers and the
 * dev server see only what changed).
 */
export async function writeOutput(outDir: string, entries: Map<string, OutputEntry>): Promise<WriteSummary> {
  const next = `${outDir}.next`;
  const old = `${outDir}.old`;
  await fs.rm(next, { recursive: true, force: true });
  await fs.rm(old, { recursive: true, force: true });
  await fs.mkdir(next, { recursive: true });
  let written = 0;
  let unchanged = 0;
  const rels = [...entries.keys()].sort();
  for (const dir of new Set(rels.map((rel) => path.dirname(path.join(next, rel))))) await fs.mkdir(dir, { recursive: true });
  // Many files at once: each is a few small system calls, and one at a time leaves the disk waiting.
  let i = 0;
  const lane = async () => {
    while (i < rels.length) {
      const rel = rels[i++];
      const entry = entries.get(rel)!;
      const target = path.join(next, rel);
      const existing = path.join(outDir, rel);
      if (await sameFile(existing, entry)) {
        await linkOrCopy(existing, target);
        unchanged++;
      } else {
        if ("from" in entry) await linkOrCopy(entry.from, target);
        else await fs.writeFile(target, entry.bytes);
        written++;
      }
    }
  };
  await Promise.all(Array.from({ length: FILES_AT_ONCE }, lane));
  const previous = await listFiles(outDir);
  const removed = previous.filter((rel) => !entries.has(rel)).length;
  const hadOutput = previous.length > 0 || (await fs.stat(outDir).then(() => true, () => false));
  if (hadOutput) await fs.rename(outDir, old);
  await fs.rename(next, outDir);
  await fs.rm(old, { recursive: true, force: true });
  return { written, unchanged, removed };
}

export async function listFiles(dir: string, prefix = ""): Promise<string[]> {
  const items = await fs.readdir(dir, { withFileTypes: true }).catch(() => []);
  const out: string[] = [];
  for (const item of items) {
    const rel = prefix ? `${prefix}/${item.name}` : item.name;
    if (item.isDirectory()) out.push(...(await listFiles(path.join(dir, item.name), rel)));
    else out.push(rel);
  }
  return out;
}
