import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { listFiles } from "../lib/output.ts";
import type { Paths } from "./config.ts";

/** Where the last good build records what it was built from, inside the output it describes. */
export const FINGERPRINT_FILE = ".fingerprint.json";

export interface Fingerprint {
  hash: string;
  files: string[];
  fileCount: number;
  imageCount: number;
  /** The files of the picture cache this output was made from: a deploy keeps these (netlify/plugins/picture-cache). */
  pictures: string[];
}

/** The folders of the code the content CLI runs: its own, the helpers it shares, and core/. */
const CODE = ["scripts/cli", "scripts/lib", "core"];

/** One hash over every input of the build: content, schemas and the pipeline's own code. */
export async function inputsHash(paths: Paths): Promise<string> {
  const inputs: [abs: string, name: string][] = [];
  const folders: string[] = [];
  for (const dir of [paths.content, paths.schemas]) {
    for (const rel of (await listFiles(dir)).sort()) inputs.push([path.join(dir, rel), path.relative(paths.root, path.join(dir, rel))]);
    // Folders too, empty ones included: a folder named like a content file (towns/x.yaml/) is an error
    // `validate` reports, so adding one must not leave the build "up to date".
    folders.push(...(await listFolders(dir)).map((rel) => path.relative(paths.root, path.join(dir, rel))));
  }
  // The code whose change may change the output, and the packages' versions.
  const codeRoot = path.resolve(import.meta.dirname, "../..");
  for (const dir of CODE) for (const rel of (await listFiles(path.join(codeRoot, dir))).sort()) inputs.push([path.join(codeRoot, dir, rel), `${dir}/${rel}`]);
  inputs.push([path.join(codeRoot, "package-lock.json"), "package-lock.json"]);
  // Read all at once (a thousand posts one after another wait on the disk a thousand times), hashed in order.
  // A file that cannot be read is hashed by its error: the build goes on to report it at the file.
  const contents = await Promise.all(inputs.map(([abs]) => fs.readFile(abs).catch((err) => Buffer.from(`unreadable: ${err.code}`))));
  const hash = createHash("sha256");
  hash.update(folders.sort().join("\0")).update("\0\0");
  inputs.forEach(([, name], i) => hash.update(name).update("\0").update(contents[i]).update("\0"));
  return hash.digest("hex");
}

async function listFolders(dir: string, prefix = ""): Promise<string[]> {
  let items;
  try {
    items = await fs.readdir(dir, { withFileTypes: true });
  } catch (caught) {
    const err = caught as NodeJS.ErrnoException;
    // An unreadable folder is an error `validate` reports: it must change the hash too.
    return [`${prefix}!${err.code}`];
  }
  const out: string[] = [];
  for (const item of items) {
    if (!item.isDirectory()) continue;
    const rel = prefix ? `${prefix}/${item.name}` : item.name;
    out.push(rel, ...(await listFolders(path.join(dir, item.name), rel)));
  }
  return out;
}

/** Whether a parsed record has every field of a fingerprint, of its type. */
export function isFingerprint(value: unknown): value is Fingerprint {
  if (typeof value !== "object" || value === null) return false;
  const f = value as Record<string, unknown>;
  const strings = (list: unknown) => Array.isArray(list) && list.every((s) => typeof s === "string");
  return typeof f.hash === "string" && strings(f.files) && strings(f.pictures) && Number.isInteger(f.fileCount) && Number.isInteger(f.imageCount);
}

/** The recorded fingerprint, if the output is still exactly what that build wrote. */
export async function intactFingerprint(paths: Paths): Promise<Fingerprint | undefined> {
  let recorded: Fingerprint;
  try {
    recorded = JSON.parse(await fs.readFile(path.join(paths.out, FINGERPRINT_FILE), "utf8"));
  } catch {
    return undefined;
  }
  // One cut short or of another shape vouches for nothing: the output is built again.
  if (!isFingerprint(recorded)) return undefined;
  const present = new Set(await listFiles(paths.out));
  return recorded.files.every((f) => present.has(f)) && present.size === recorded.files.length + 1 ? recorded : undefined;
}
