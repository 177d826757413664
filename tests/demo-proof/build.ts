// Builds the site with the demo proof content (tests/demo-proof/overlay.yaml: SAMPLES, never shipped) in a
// temporary copy of the repo, for the proof e2e test and the design screenshots. The repo's own content/
// and build/ are never touched.
//
//   node tests/demo-proof/build.ts            # prints the folder; serve it with
//   (cd <folder> && PORT=4501 node scripts/host/main.ts)
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { parseDocument } from "yaml";
import { repoCopy } from "../unit/repo-copy.ts";

const exec = promisify(execFile);
const HERE = import.meta.dirname;

/** Writes the overlay's fields over the copy's content files and adds the sample pictures. */
export async function applyDemoProof(dir: string): Promise<void> {
  const overlay = parseDocument(await fs.readFile(path.join(HERE, "overlay.yaml"), "utf8")).toJS() as Record<string, Record<string, unknown>>;
  for (const [rel, fields] of Object.entries(overlay)) {
    const file = path.join(dir, rel);
    const doc = parseDocument(await fs.readFile(file, "utf8"));
    for (const [key, value] of Object.entries(fields)) doc.set(key, value);
    await fs.writeFile(file, doc.toString());
  }
  for (const name of await fs.readdir(path.join(HERE, "images"))) {
    await fs.copyFile(path.join(HERE, "images", name), path.join(dir, "content", "images", name));
  }
}

/** A built copy of the site with the demo proof content; returns its folder (build/client inside). */
export async function buildDemoSite(): Promise<string> {
  const dir = await repoCopy("demo-proof-");
  await applyDemoProof(dir);
  await exec("npm", ["run", "--silent", "build"], { cwd: dir, maxBuffer: 64 * 1024 * 1024 }).catch((caught: { stdout?: string; stderr?: string }) => {
    // What the build said, not only that it failed: the end of its output names the file and the step.
    throw new Error(`the demo site's build in ${dir} failed:\n${`${caught.stdout ?? ""}${caught.stderr ?? ""}`.slice(-4000)}`);
  });
  return dir;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  console.log(await buildDemoSite());
}
