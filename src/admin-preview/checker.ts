// The editor's check of the entry being edited (decision 049), on the page's side: after each pause in
// typing the entry is written out as the CMS will save it and sent to the check's worker
// (./check-worker.ts); the answer is told in the form's words (./validate.ts) to whoever listens (the
// site check's field and its list). Only the latest entry is checked: a request typed over is dropped.
import { parse } from "yaml";
import { ADMIN_CHECK_WORKER, ADMIN_PREVIEW_DATA, ADMIN_PREVIEW_DIR, SITE_CHECK_FIELD, type AdminPreviewData } from "../../core/admin-preview.ts";
import type { CheckRequest, FromWorker, ToWorker } from "./check-worker.ts";
import { COLLECTIONS } from "../../core/content/collections.ts";
import { entryPath, entryText, formProblems, type EntryProblem, type FormField } from "./validate.ts";

/** An entry as the CMS hands it over (Decap's interface, as Sveltia CMS 0.221 implements it). */
export interface EntrySnapshot {
  collection: string;
  slug: string;
  /** The file's path in the repository, where the CMS gives it (`content/posts/x.md`). */
  path?: string;
  newRecord?: boolean;
  data: Record<string, unknown>;
  mediaFiles?: { path: string; url: string }[];
}

/** How long typing must pause before the entry is checked. */
export const PAUSE_MS = 250;

export interface Verdict {
  problems: EntryProblem[];
  /** Why the entry could not be checked (the check failed), if it could not. */
  failed?: string;
  /** When the entry checked was handed over, and when its answer came (performance.now()). */
  changedAt: number;
  answeredAt: number;
}

let data: Promise<AdminPreviewData> | undefined;
/** The content of the last build, as the previews and the check read it. */
export const previewContent = () =>
  (data ??= fetch(`/${ADMIN_PREVIEW_DIR}/${ADMIN_PREVIEW_DATA}`).then(async (r) => {
    if (!r.ok) throw new Error(`/${ADMIN_PREVIEW_DIR}/${ADMIN_PREVIEW_DATA}: ${r.status}`);
    return (await r.json()) as AdminPreviewData;
  }));

interface Collection {
  name: string;
  fields?: FormField[];
  files?: { name: string; file: string; fields: FormField[] }[];
}
let config: Promise<Collection[]> | undefined;
/** The form's fields by collection, from the configuration the CMS itself reads. */
const collections = () =>
  (config ??= fetch("/admin/config.yml").then(async (r) => ((parse(await r.text()) as { collections: Collection[] }).collections ?? []) as Collection[]));

async function formFields(collection: string, rel: string): Promise<FormField[]> {
  const c = (await collections()).find((x) => x.name === collection);
  const fields = c?.files ? c.files.find((f) => f.file === rel)?.fields : c?.fields;
  return (fields ?? []).filter((f) => f.name !== SITE_CHECK_FIELD.name);
}

let worker: Worker | undefined;
let nextId = 0;
const answers = new Map<number, (answer: FromWorker) => void>();

/** How long a check may take before its worker is stopped. */
const CHECK_LIMIT_MS = 15_000;

/** Stops the worker, answering what it holds with `why`; the next check starts another. */
function stopWorker(why: string): void {
  worker?.terminate();
  worker = undefined;
  for (const [id, answer] of answers) answer({ id, failed: why, ms: 0 });
  answers.clear();
}

/** The check's worker, started with the content (at once when the editor loads: ./main.ts). */
export async function checker(): Promise<Worker> {
  if (worker) return worker;
  const { sources, pictures, unpublishedPictures } = await previewContent();
  if (worker) return worker;
  worker = new Worker(`/${ADMIN_PREVIEW_DIR}/${ADMIN_CHECK_WORKER}`);
  worker.onmessage = ({ data: answer }: MessageEvent<FromWorker>) => {
    answers.get(answer.id)?.(answer);
    answers.delete(answer.id);
  };
  // A worker that cannot start answers every request it holds with why.
  worker.onerror = (event) => stopWorker(`the check could not start (${event.message || "its script did not load"})`);
  worker.postMessage({ init: { sources, pictures, unpublishedPictures } } satisfies ToWorker);
  return worker;
}

/** The entry's file: by its path, or by its collection and slug (a new entry, or one whose slug changed). */
function filesOf(entry: EntrySnapshot, name: string): { rel?: string; replaces?: string } {
  const { collection, data: raw, slug = "" } = entry;
  const typed = typeof raw.slug === "string" && raw.slug ? raw.slug : "";
  const rel = entry.path?.startsWith("content/") && !typed ? entry.path : (entryPath(collection, name, typed || slug) ?? entry.path);
  // A new entry (created or duplicated) has no file yet: the CMS gives it no path.
  const replaces = entry.newRecord || !entry.path ? undefined : entry.path.startsWith("content/") ? entry.path : entryPath(collection, name, slug);
  return { rel, replaces };
}

/** The entry checked now (no pause): its problems in the form's words. */
export async function checkEntryNow(entry: EntrySnapshot, name: string): Promise<Omit<Verdict, "changedAt" | "answeredAt">> {
  const { rel, replaces } = filesOf(entry, name);
  if (!rel) return { problems: [] };
  const text = entryText(rel, entry.data, [SITE_CHECK_FIELD.name]);
  const request: CheckRequest = {
    id: ++nextId,
    rel,
    // A new entry replaces no file: one with the slug of another is a second file of that name.
    replaces: replaces ?? `${rel}#new`,
    text,
    uploads: (entry.mediaFiles ?? []).map((f) => f.path.split("/").at(-1)!),
  };
  const [answer, fields] = await Promise.all([
    checker().then(
      (w) =>
        new Promise<FromWorker>((resolve) => {
          // A check that runs on and on (a case no limit foresaw) is stopped; the next change starts a new worker.
          const late = setTimeout(() => stopWorker(`it took over ${CHECK_LIMIT_MS / 1000} s`), CHECK_LIMIT_MS);
          answers.set(request.id, (answer) => {
            clearTimeout(late);
            resolve(answer);
          });
          w.postMessage({ check: request } satisfies ToWorker);
        }),
    ),
    formFields(entry.collection, rel),
  ]);
  const own = [...(answer.problems ?? [])];
  // A new entry (a duplicate) with the slug of an existing one would be saved beside it under another file
  // name, which the build refuses: the slug to change, and one that is free.
  const { sources } = await previewContent();
  if (!replaces && rel in sources && !COLLECTIONS.find((c) => c.name === entry.collection)?.files) {
    const used = rel
      .split("/")
      .at(-1)!
      .replace(/\.\w+$/, "");
    const free = (slug: string) => slug && !(rel.replace(/[^/]+$/, `${slug}${rel.slice(rel.lastIndexOf("."))}`) in sources);
    const named = slugify(String(entry.data.name ?? entry.data.title ?? ""));
    const suggestion = free(named) ? named : [2, 3, 4, 5, 6, 7, 8, 9].map((n) => `${used}-${n}`).find(free);
    own.unshift({
      file: rel,
      line: 1,
      col: 1,
      severity: "error",
      message: `slug "${used}" is the address of another entry already: give this one its own${suggestion ? `, e.g. ${suggestion}` : ""}`,
    });
  }
  return { problems: formProblems(rel, text, entry.data, own, fields), failed: answer.failed };
}

/** A page address from a name: lower case, words joined by hyphens. */
const slugify = (text: string) =>
  text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");

type Listener = (verdict: Verdict) => void;
const listeners = new Set<Listener>();
let latest: Verdict | undefined;
let timer: ReturnType<typeof setTimeout> | undefined;
let pending: { entry: EntrySnapshot; name: string; at: number } | undefined;
let running: Promise<void> | undefined;
/** Promises of a save or a validation waiting for the check of the entry as it is now. */
let waiting: ((verdict: Verdict) => void)[] = [];

/** Another entry is open: the last one's verdict is no longer told. */
export function forgetVerdict(): void {
  latest = undefined;
}

/** Each verdict, from now on (the latest at once, when there is one). Returns how to stop listening. */
export function onVerdict(listener: Listener): () => void {
  listeners.add(listener);
  if (latest) listener(latest);
  return () => listeners.delete(listener);
}

async function run(): Promise<void> {
  while (pending) {
    const { entry, name, at } = pending;
    pending = undefined;
    let verdict: Verdict;
    try {
      verdict = { ...(await checkEntryNow(entry, name)), changedAt: at, answeredAt: performance.now() };
    } catch (caught) {
      verdict = { problems: [], failed: (caught as Error).message, changedAt: at, answeredAt: performance.now() };
    }
    // A newer entry came in while this one was checked: only its answer is told.
    if (pending || timer) continue;
    latest = verdict;
    for (const listener of listeners) listener(verdict);
    const resolved = waiting;
    waiting = [];
    for (const resolve of resolved) resolve(verdict);
  }
}

function kick(): void {
  if (running) return;
  running = run().finally(() => {
    running = undefined;
    if (pending) kick();
  });
}

/** The entry has changed: checked once typing pauses for PAUSE_MS. */
export function entryChanged(entry: EntrySnapshot, name: string, now = false): void {
  const at = performance.now();
  clearTimeout(timer);
  const start = () => {
    timer = undefined;
    pending = { entry, name, at };
    kick();
  };
  if (now) start();
  else timer = setTimeout(start, PAUSE_MS);
}

/** The verdict on the entry as it was last handed over, once checked. */
export function settledVerdict(): Promise<Verdict> {
  if (!timer && !pending && !running && latest) return Promise.resolve(latest);
  return new Promise((resolve) => waiting.push(resolve));
}
