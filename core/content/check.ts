// Every rule a set of parsed content files is judged by, in one place: `content validate` runs it on the
// files of content/, the editor at /admin on the same files with the entry being edited in place of its own
// (decision 034). What needs the disk (reading the folder, decoding pictures) stays in scripts/cli.
import { crossCheck, markdownTexts, type ImageUses, type Site } from "./crosscheck.ts";
import type { Scan } from "./links.ts";
import { markdownOverLimit } from "./limits.ts";
import { Problems, START } from "./problems.ts";
import { validateSchemas, type ValidatorFor } from "./schema.ts";
import { repeatedSentences } from "./sentences.ts";
import { fieldsOf, type SourceFile } from "./source.ts";
import { postStatus, type PostStatus, type PublishMode } from "./publish.ts";

/**
 * A post without a title is dropped; the editor hears about it, but it is not an error. Front matter
 * that is not fields at all, or a title under another spelling (`Title:`), is a mistake: the schema's
 * messages (with "did you mean") say what to fix.
 */
function titled(f: SourceFile, problems: Problems): boolean {
  if (f.kind !== "post" || f.data === undefined) return true;
  if (!f.data || typeof f.data !== "object" || Array.isArray(f.data)) return true;
  const { title } = fieldsOf(f.data);
  if (typeof title === "string" && title.trim()) return true;
  if (title !== undefined || Object.keys(fieldsOf(f.data)).some((k) => k !== "title" && k.toLowerCase().replace(/[^a-z]/g, "") === "title")) return true;
  problems.warn(f.rel, "title" in fieldsOf(f.data) ? f.doc.locate(["title"]) : START, "post has no title and is skipped");
  return false;
}

/**
 * Runs a rule over the files, its problems added to `problems`. Should it throw (a case no limit foresaw),
 * the file whose removal lets it finish is reported at its start with what was thrown, and the rule runs
 * again on the others: an editor always learns which file to look at, never a bare stack message. Only
 * when no single file is to blame does the error go on, as it was.
 */
export function perFile<T>(files: SourceFile[], problems: Problems, rule: (files: SourceFile[], into: Problems) => T): T {
  // The rule sees the problems found so far (a rule says nothing where another has spoken already).
  const copy = () => Object.assign(new Problems(), { list: [...problems.list] });
  const into = copy();
  try {
    const result = rule(files, into);
    problems.list.push(...into.list.slice(problems.list.length));
    return result;
  } catch (caught) {
    const culprit = files.find((f) => {
      try {
        rule(
          files.filter((g) => g !== f),
          copy(),
        );
        return true;
      } catch {
        return false;
      }
    });
    if (!culprit) throw caught;
    problems.error(culprit.rel, START, `this file cannot be checked (${thrown(caught)}): simplify what was changed last`);
    return perFile(
      files.filter((f) => f !== culprit),
      problems,
      rule,
    );
  }
}

/** What was thrown, in one line. */
const thrown = (caught: unknown) => String(caught instanceof Error ? caught.message : caught).split("\n")[0];

/** The scan of each text; should scanning them all throw, each is scanned alone and the ones that throw are set apart with what they threw. */
async function scanEach(
  texts: string[],
  scan: (texts: string[]) => ReadonlyMap<string, Scan> | Promise<ReadonlyMap<string, Scan>>,
): Promise<{ scans: ReadonlyMap<string, Scan>; unscanned: Map<string, string> }> {
  const unscanned = new Map<string, string>();
  try {
    return { scans: await scan(texts), unscanned };
  } catch {
    const scans = new Map<string, Scan>();
    for (const text of texts) {
      try {
        for (const [t, s] of await scan([text])) scans.set(t, s);
      } catch (caught) {
        unscanned.set(text, thrown(caught));
      }
    }
    return { scans, unscanned };
  }
}

export interface Checked {
  /** The files the site is built from (a post without a title is left out, and in a live build a draft or a scheduled post). */
  files: SourceFile[];
  /** The posts built though not published, by file (drafts and scheduled posts in a preview). */
  statuses: Map<string, PostStatus>;
  site: Site;
  /** Where each picture of content/images is used, for the caller to check that it exists. */
  imageUses: ImageUses;
}

/**
 * Judges parsed content files by the schemas, the cross-record rules, the links and the sentences shared
 * between records. `scan` gives the link scan of each markdown text (the CLI keeps them on disk between
 * runs; the editor keeps them in memory).
 */
export async function checkSources(
  all: SourceFile[],
  problems: Problems,
  rules: {
    validatorFor: ValidatorFor;
    scans: (texts: string[]) => ReadonlyMap<string, Scan> | Promise<ReadonlyMap<string, Scan>>;
    /** How the build publishes, and its day (ISO 8601): a live build leaves drafts and scheduled posts out. */
    publish?: { mode: PublishMode; today: string };
  },
): Promise<Checked> {
  const titledFiles = all.filter((f) => titled(f, problems));
  const statuses = new Map<string, PostStatus>();
  for (const f of titledFiles) {
    if (f.kind !== "post" || !rules.publish) continue;
    const status = postStatus(fieldsOf(f.data), rules.publish.today);
    if (!status) continue;
    statuses.set(f.rel, status);
    const field = status.kind === "draft" ? "draft" : "date";
    const note = status.kind === "draft" ? "draft: not published by a live build" : `scheduled for ${status.dateLabel}: published by the first build on or after that day`;
    problems.warn(f.rel, f.doc.locate([field]), note);
  }
  const unpublished = new Set(rules.publish?.mode === "live" ? statuses.keys() : []);
  // A link to a draft or a scheduled post is refused in every context: a preview that builds the post
  // still checks links as the live build will, so what a preview accepts the live build accepts too.
  const notLive = new Set(statuses.keys());
  const files = titledFiles;
  perFile(files, problems, (some, into) => validateSchemas(rules.validatorFor, some, into));
  // A text over a limit is not parsed at all: crossCheck reports the limit instead.
  const texts = markdownTexts(files).filter((text) => !markdownOverLimit(text));
  const { scans, unscanned } = await scanEach(texts, rules.scans);
  const { site, imageUses } = perFile(files, problems, (some, into) => crossCheck(some, into, scans, notLive, unscanned));
  perFile(files, problems, (some, into) => repeatedSentences(some, into));
  return { files: files.filter((f) => !unpublished.has(f.rel)), statuses: unpublished.size ? new Map() : statuses, site, imageUses };
}
