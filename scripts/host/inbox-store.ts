// The local stand-in for the host's form storage: one JSON line per accepted submission.
import fs from "node:fs/promises";
import path from "node:path";
import type { ContactValues } from "../../core/contact.ts";

/**
 * One accepted submission as stored: what the visitor sent (the form's fields but its honeypot; `source` is
 * absent in entries stored before the field existed), the subject line, and when it arrived.
 */
export type InboxEntry = Omit<ContactValues, "botField" | "solutions" | "source"> & {
  receivedAt: string;
  form: string;
  subject: string;
  solutions: string[];
  source?: string;
};

/** The tail of each file's queue of appends: every append waits for the one before it. */
const queues = new Map<string, Promise<void>>();
/** Files whose directory entry has been flushed once by this process. */
const dirSynced = new Set<string>();

/**
 * Appends `line` (which must end with a newline) to `file` and flushes it to disk before resolving; rejects
 * with ShortWrite when the whole line could not be written (what was written of it is taken back).
 * Appends to one file run strictly one after another, each as a single write, so lines never interleave;
 * a failed append rejects its own caller and does not hold up the next.
 */
export function appendLine(file: string, line: string): Promise<void> {
  const previous = queues.get(file) ?? Promise.resolve();
  const done = previous.then(() => writeLine(file, line));
  const tail = done.catch(() => undefined);
  queues.set(file, tail);
  void tail.then(() => {
    if (queues.get(file) === tail) queues.delete(file);
  });
  return done;
}

/** A line that did not reach the disk whole (disk full, file-size limit): the submission is not acknowledged. */
export class ShortWrite extends Error {}

async function writeLine(file: string, line: string): Promise<void> {
  const dir = path.dirname(file);
  await fs.mkdir(dir, { recursive: true });
  const handle = await fs.open(file, "a+", 0o600);
  try {
    const { size } = await handle.stat();
    // A last line cut off by an earlier failure (or a crash) is left as it is, to be reported as unreadable,
    // and the new entry starts on a line of its own instead of being merged into it.
    let bytes = Buffer.from(line);
    if (size > 0) {
      const last = Buffer.alloc(1);
      await handle.read(last, 0, 1, size - 1);
      if (last[0] !== 0x0a) bytes = Buffer.concat([Buffer.from("\n"), bytes]);
    }
    let written = 0;
    try {
      written = (await handle.write(bytes)).bytesWritten;
    } catch (err) {
      await handle.truncate(size).catch(() => undefined);
      throw new ShortWrite(`${file}: the entry could not be written (${(err as Error).message})`);
    }
    if (written !== bytes.length) {
      // Take the piece back: the file stays as it was, and the client is told the entry was not stored.
      await handle.truncate(size).catch(() => undefined);
      throw new ShortWrite(`${file}: only ${written} of ${bytes.length} bytes of the entry were written`);
    }
    try {
      await handle.sync();
    } catch (err) {
      // Not known to be on disk: not acknowledged either.
      await handle.truncate(size).catch(() => undefined);
      throw new ShortWrite(`${file}: the entry could not be flushed to disk (${(err as Error).message})`);
    }
  } finally {
    await handle.close();
  }
  // A new file's name only survives a crash once its directory is flushed too.
  if (!dirSynced.has(file)) {
    const dirHandle = await fs.open(dir, "r");
    try {
      await dirHandle.sync();
    } finally {
      await dirHandle.close();
    }
    dirSynced.add(file);
  }
}

export const appendEntry = (file: string, entry: InboxEntry): Promise<void> => appendLine(file, `${JSON.stringify(entry)}\n`);

/** Every entry of the inbox in the order received, and how many lines could not be read. */
export async function readInbox(file: string): Promise<{ entries: InboxEntry[]; unreadable: number }> {
  let text: string;
  try {
    text = await fs.readFile(file, "utf8");
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return { entries: [], unreadable: 0 };
    throw err;
  }
  const entries: InboxEntry[] = [];
  let unreadable = 0;
  for (const line of text.split("\n")) {
    if (!line.trim()) continue;
    try {
      entries.push(JSON.parse(line) as InboxEntry);
    } catch {
      unreadable += 1;
    }
  }
  return { entries, unreadable };
}
