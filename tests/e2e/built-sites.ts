// The one copy of the site built from content the shipped site does not have: the shipped content with the
// demo proof set (tests/demo-proof/: samples, never shipped), a draft and a scheduled post, built as a
// Netlify deploy preview, which shows all of them. Built once per test run, by whichever worker asks first,
// and shared by every spec that needs it. The run's folder comes from the global setup (./global-setup.ts);
// a lock folder in it tells the other workers to wait for the build instead of making its own. A run that
// asks for it by no spec builds none. That a production build leaves the draft and the scheduled post out
// is checked on the site build's unit test, which makes one anyway (tests/unit/site-build.test.ts).
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { applyDemoProof } from "../demo-proof/build.ts";
import { addUnpublishedPosts, DRAFT, SCHEDULED as UNPUBLISHED_SCHEDULED } from "../helpers/unpublished-posts.ts";
import { repoCopy } from "../unit/repo-copy.ts";

const exec = promisify(execFile);

/** The day the build takes as today: the scheduled post's date is after it. */
export const BUILD_DATE = "2026-11-25";
const SCHEDULED_FOR = "November 25, 2027";
/** The scheduled post, and the banner a preview shows on it. */
export const SCHEDULED = { ...UNPUBLISHED_SCHEDULED, banner: `Scheduled for ${SCHEDULED_FOR}: not published yet` };
export { DRAFT };

async function build(): Promise<string> {
  const dir = await repoCopy("built-preview-");
  await applyDemoProof(dir);
  await addUnpublishedPosts(dir, SCHEDULED_FOR);
  await exec("npm", ["run", "--silent", "build"], {
    cwd: dir,
    env: { ...process.env, BUILD_DATE, CONTEXT: "deploy-preview" },
    maxBuffer: 64 << 20,
  }).catch((caught: { stdout?: string; stderr?: string }) => {
    // What the build said, not only that it failed: the end of its output names the file and the step.
    throw new Error(`the preview build in ${dir} failed:\n${`${caught.stdout ?? ""}${caught.stderr ?? ""}`.slice(-4000)}`);
  });
  return dir;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** The run's folder: where the build's lock, and the folder of the built copy once done, are kept. */
export function runFolder(): string {
  const dir = process.env.E2E_BUILT_SITES;
  if (!dir) throw new Error("E2E_BUILT_SITES is not set: the built site needs the global setup of playwright.config.ts");
  return dir;
}

async function builtOnce(): Promise<string> {
  const run = runFolder();
  const [lock, done, failed] = ["lock", "done", "failed"].map((end) => path.join(run, `preview.${end}`));
  const mine = await fs.mkdir(lock).then(
    () => true,
    () => false,
  );
  if (mine) {
    try {
      const dir = await build();
      await fs.writeFile(done, dir);
      return dir;
    } catch (error) {
      await fs.writeFile(failed, (error as Error).message);
      throw error;
    }
  }
  // Another worker builds it: its result, as soon as there is one (the caller's hook timeout bounds the wait).
  for (;;) {
    if (await exists(done)) return fs.readFile(done, "utf8");
    if (await exists(failed)) throw new Error(await fs.readFile(failed, "utf8"));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

let pending: Promise<string> | undefined;

/** The folder of the preview copy (its site in build/client), built on first asking in this run. */
export function previewSite(): Promise<string> {
  return (pending ??= builtOnce());
}
