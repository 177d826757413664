import fs from "node:fs";
import type { Position } from "../../../core/content/problems.ts";

/** A content file's text, or why it cannot be read, and the characters no editor means to publish. */
export interface ReadText {
  text?: string;
  /** The file cannot be used at all (a folder, unreadable, not UTF-8). */
  failure?: { pos: Position; message: string };
  /** Invisible characters, each at its line and column; the text is still checked. */
  problems: { pos: Position; message: string }[];
}

const NAMES: Record<number, string> = {
  0x00: "a null character",
  0x08: "a backspace",
  0x0b: "a vertical tab",
  0x0c: "a page break (form feed)",
  0x1b: "an escape character",
  0x7f: "a delete character",
};

/** Controls other than tab, line feed and carriage return (CRLF files are fine), and the C1 range. */
const isControl = (c: number) => (c < 0x20 && c !== 0x09 && c !== 0x0a && c !== 0x0d) || (c >= 0x7f && c <= 0x9f);

/** Where the first byte that is not UTF-8 is, or -1. A single pass over the bytes. */
export function firstBadUtf8Byte(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    const need = b >= 0xc2 && b <= 0xdf ? 1 : b >= 0xe0 && b <= 0xef ? 2 : b >= 0xf0 && b <= 0xf4 ? 3 : -1;
    if (need < 0 || i + need >= bytes.length) return i;
    // The second byte's range is narrower after E0, ED, F0 and F4 (no overlong forms, surrogates or > U+10FFFF).
    const lo = b === 0xe0 ? 0xa0 : b === 0xf0 ? 0x90 : 0x80;
    const hi = b === 0xed ? 0x9f : b === 0xf4 ? 0x8f : 0xbf;
    if (bytes[i + 1] < lo || bytes[i + 1] > hi) return i;
    for (let k = 2; k <= need; k++) if ((bytes[i + k] & 0xc0) !== 0x80) return i;
    i += need + 1;
  }
  return -1;
}

function positionOfByte(bytes: Uint8Array, offset: number): Position {
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    if (bytes[i] === 0x0a) {
      line++;
      lineStart = i + 1;
    }
  }
  // Columns count characters: decode the part of the line before the bad byte.
  const col = new TextDecoder().decode(bytes.subarray(lineStart, offset)).length + 1;
  return { line, col };
}

const hex = (n: number) => n.toString(16).toUpperCase().padStart(4, "0");

/** Reads a content file as UTF-8 (a byte-order mark is dropped), naming what makes it unusable. */
export async function readText(abs: string, rel: string): Promise<ReadText> {
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(abs);
  } catch (caught) {
    const err = caught as NodeJS.ErrnoException;
    const start = { line: 1, col: 1 };
    if (err.code === "EISDIR")
      return { failure: { pos: start, message: `${rel} is a folder, not a file: move what is inside it out and remove the folder` }, problems: [] };
    if (err.code === "EACCES" || err.code === "EPERM") {
      return { failure: { pos: start, message: `${rel} cannot be read (permission denied): give your user read access, e.g. chmod u+r ${rel}` }, problems: [] };
    }
    if (err.code === "ENOENT") return { failure: { pos: start, message: `file is missing: ${rel} must exist` }, problems: [] };
    return { failure: { pos: start, message: `${rel} cannot be read (${err.code ?? err.message})` }, problems: [] };
  }
  const bad = firstBadUtf8Byte(bytes);
  if (bad >= 0) {
    const pos = positionOfByte(bytes, bad);
    return {
      failure: {
        pos,
        message: `the file is not UTF-8 text (byte 0x${bytes[bad].toString(16).toUpperCase()} at line ${pos.line}): save it as UTF-8 (in most editors: Save with Encoding → UTF-8)`,
      },
      problems: [],
    };
  }
  let text = bytes.toString("utf8");
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const problems: ReadText["problems"] = [];
  let line = 1;
  let lineStart = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) {
      line++;
      lineStart = i + 1;
    } else if (isControl(c)) {
      const what = NAMES[c] ?? "a control character";
      problems.push({
        pos: { line, col: i - lineStart + 1 },
        message: `${what} (U+${hex(c)}), an invisible character often pasted from a word processor: delete it`,
      });
    }
  }
  return { text, problems };
}
