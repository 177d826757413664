// Copies of the site built from content the shipped site does not have, for the specs that test that
// content: each built once per test run, by whichever worker asks first, and shared by every spec that
// needs it. The run's folder comes from the global setup (./global-setup.ts); a lock folder in it tells the
// other worker to wait for the build instead of making its own. A run that asks for none builds none.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { applyDemoProof } from "../demo-proof/build.ts";
import { repoCopy } from "../unit/repo-copy.ts";

const exec = promisify(execFile);

/** The day both builds take as today: the scheduled post's date is after it. */
export const BUILD_DATE = "2026-11-25";

/** A post an editor saved as a draft, and one scheduled for after the build's day: neither is published. */
export const DRAFT = { slug: "breakroom-budget-draft", title: "Planning a Breakroom Budget", banner: "Draft: not published" };
export const SCHEDULED = {
  slug: "holiday-hours-2027",
  title: "Holiday Restocking Hours for 2027",
  banner: "Scheduled for November 25, 2027: not published yet",
};

const front = (slug: string, title: string, date: string, extra = "") => `---
title: "${title}"
slug: ${slug}
date: "${date}"
${extra}summary: "${title}: a post an editor has saved but not published."
imageUrl: /images/smart-cooler.svg
imageAlt: "A smart cooler beside a breakroom counter, stocked for the morning shift"
metaTitle: "${title}"
metaDescription: "${title}, a post saved in the editor and kept off the live site until it is ready."
---

${title} is saved in the editor, and only a preview of the site shows it.
`;

/**
 * The variants, all from one content: the shipped content with the demo proof set (tests/demo-proof/:
 * samples, never shipped), the draft and the scheduled post. `live` is built as a production deploy (its
 * launch check aside), `preview` as a Netlify deploy preview.
 */
const VARIANTS = {
  live: { CONTEXT: "", LAUNCH: "" },
  preview: { CONTEXT: "deploy-preview" },
} as const;
export type Variant = keyof typeof VARIANTS;

async function build(variant: Variant): Promise<string> {
  const dir = await repoCopy(`built-${variant}-`);
  await applyDemoProof(dir);
  const posts = path.join(dir, "content", "posts");
  await fs.writeFile(path.join(posts, `${DRAFT.slug}.md`), front(DRAFT.slug, DRAFT.title, "November 1, 2026", "draft: true\n"));
  await fs.writeFile(path.join(posts, `${SCHEDULED.slug}.md`), front(SCHEDULED.slug, SCHEDULED.title, "November 25, 2027"));
  await exec("npm", ["run", "--silent", "build"], {
    cwd: dir,
    env: { ...process.env, BUILD_DATE, ...VARIANTS[variant] },
    maxBuffer: 64 << 20,
  }).catch((caught: { stdout?: string; stderr?: string }) => {
    // What the build said, not only that it failed: the end of its output names the file and the step.
    throw new Error(`the ${variant} build in ${dir} failed:\n${`${caught.stdout ?? ""}${caught.stderr ?? ""}`.slice(-4000)}`);
  });
  return dir;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/** The run's folder: where each variant's lock, and the folder of its built copy once done, are kept. */
export function runFolder(): string {
  const dir = process.env.E2E_BUILT_SITES;
  if (!dir) throw new Error("E2E_BUILT_SITES is not set: the built sites need the global setup of playwright.config.ts");
  return dir;
}

async function builtOnce(variant: Variant): Promise<string> {
  const run = runFolder();
  const [lock, done, failed] = ["lock", "done", "failed"].map((end) => path.join(run, `${variant}.${end}`));
  const mine = await fs.mkdir(lock).then(
    () => true,
    () => false,
  );
  if (mine) {
    try {
      const dir = await build(variant);
      await fs.writeFile(done, dir);
      return dir;
    } catch (error) {
      await fs.writeFile(failed, (error as Error).message);
      throw error;
    }
  }
  // The other worker builds it: its result, as soon as there is one (the caller's hook timeout bounds the wait).
  for (;;) {
    if (await exists(done)) return fs.readFile(done, "utf8");
    if (await exists(failed)) throw new Error(await fs.readFile(failed, "utf8"));
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const pending = new Map<Variant, Promise<string>>();

/** The folder of the variant's built copy (its site in build/client), built on first asking in this run. */
export function builtSite(variant: Variant): Promise<string> {
  if (!pending.has(variant)) pending.set(variant, builtOnce(variant));
  return pending.get(variant)!;
}
