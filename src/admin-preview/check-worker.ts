// The site's own rules on the entry being edited (core/content/entry-check.ts), off the editor's main
// thread (decision 049): a Web Worker of its own, so a long check never delays a keystroke. The page sends
// the other files once, then the entry's text after each pause in typing; the worker answers each request
// with its problems, or why it could not check.
import validators from "virtual:content-validators";
import { knownPictures } from "../../core/admin-preview.ts";
import { checkEntry, warmUp, type EntryCheckContext } from "../../core/content/entry-check.ts";
import type { Problem } from "../../core/content/problems.ts";

export interface CheckRequest {
  id: number;
  /** The entry's file, and the file it had when its slug changed. */
  rel: string;
  replaces: string;
  text: string;
  /** Pictures the editor has just added, by file name. */
  uploads: string[];
}

export type ToWorker = { init: { sources: Record<string, string>; pictures: string[]; unpublishedPictures?: string[] } } | { check: CheckRequest };
export interface FromWorker {
  id: number;
  problems?: Problem[];
  failed?: string;
  /** How long the check took in the worker, in milliseconds. */
  ms: number;
}

let sources: Record<string, string> = {};
let pictures: string[] = [];
let unpublishedPictures: string[] = [];
/** The context of one entry's check: the pictures it may use include a draft's own, named by their digest. */
const context = async (text = "", uploads: string[] = []): Promise<EntryCheckContext> => ({
  sources,
  pictures: await knownPictures({ pictures, unpublishedPictures }, text, uploads),
  validatorFor: (schema) => validators[schema],
});
/** The content as it is, read and checked as the worker starts: the first entry's check is then as quick as the next. */
let warm: Promise<void> = Promise.resolve();

self.onmessage = async ({ data }: MessageEvent<ToWorker>) => {
  if ("init" in data) {
    ({ sources, pictures } = data.init);
    unpublishedPictures = data.init.unpublishedPictures ?? [];
    warm = (async () => {
      await warmUp(await context());
      // One entry of each format checked as an edit is: the first real check runs on warmed-up code.
      for (const rel of [Object.keys(sources).find((r) => r.endsWith(".md")), Object.keys(sources).find((r) => r.endsWith(".yaml"))])
        if (rel) await checkEntry(rel, `${sources[rel]}\n`, await context(), rel);
    })().catch(() => {});
    return;
  }
  const { id, rel, replaces, text, uploads } = data.check;
  const started = performance.now();
  try {
    await warm;
    const found = await checkEntry(rel, text, await context(text, uploads), replaces);
    postMessage({ id, problems: found, ms: performance.now() - started } satisfies FromWorker);
  } catch (caught) {
    postMessage({ id, failed: (caught as Error).message, ms: performance.now() - started } satisfies FromWorker);
  }
};
