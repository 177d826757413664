// One file checked the way `content validate` checks the folder, without the folder: the other files'
// texts as the last build read them, the file being edited in place of its own (new, or renamed by its
// slug), with the publishing rules of a live build (what a draft or a scheduled post may be linked from).
// The editor at /admin runs this after each pause in typing (decisions 034, 049); the messages are the
// CLI's, at the file's line and column. What only the disk can tell (a picture's size, an SVG's content)
// the build tells; here a picture is known by its name in content/images.
import { checkSources } from "./check.ts";
import { scanMarkdown, type Scan } from "./links.ts";
import { parseSource } from "./parse.ts";
import { Problems, type Problem } from "./problems.ts";
import { businessDay, type PublishMode } from "./publish.ts";
import type { ValidatorFor } from "./schema.ts";
import type { SourceFile } from "./source.ts";

export interface EntryCheckContext {
  /** Every content file's text by its path (`content/towns/eldersburg.yaml`). */
  sources: Record<string, string>;
  /** The file names in content/images, and any the editor has just added. */
  pictures: ReadonlySet<string>;
  validatorFor: ValidatorFor;
  /** How the build publishes and its day: a live build's, as of the business's today, unless told. */
  publish?: { mode: PublishMode; today: string };
}

/** Parsed files and link scans kept between checks: typing in one post re-reads that post only. */
const parsed = new Map<string, { text: string; file: SourceFile | undefined }>();
const scans = new Map<string, Scan>();
const SCANS_KEPT = 500;

function parsedFile(rel: string, text: string): SourceFile | undefined {
  const kept = parsed.get(rel);
  if (kept?.text === text) return kept.file;
  // Another file's own syntax errors are the build's to report, not this entry's.
  const file = parseSource(rel, text, new Problems());
  parsed.set(rel, { text, file });
  return file;
}

function scanned(texts: string[]): Map<string, Scan> {
  const out = new Map<string, Scan>();
  for (const text of texts) {
    let scan = scans.get(text);
    if (!scan) {
      if (scans.size >= SCANS_KEPT) scans.delete(scans.keys().next().value!);
      scan = scanMarkdown(text);
      scans.set(text, scan);
    }
    out.set(text, scan);
  }
  return out;
}

/** The whole content checked with `own` in place of the files at `rel` and `replaces`. */
async function checkAll(rel: string, own: SourceFile | undefined, context: EntryCheckContext, replaces: string, problems: Problems): Promise<void> {
  const files: SourceFile[] = [];
  for (const [other, otherText] of Object.entries(context.sources)) {
    if (other === rel || other === replaces) continue;
    const file = parsedFile(other, otherText);
    if (file) files.push(file);
  }
  if (own) files.push(own);
  const publish = context.publish ?? { mode: "live" as const, today: businessDay() };
  const { imageUses } = await checkSources(files, problems, { validatorFor: context.validatorFor, scans: scanned, publish });
  for (const [ref, uses] of imageUses) {
    const name = ref.slice("/images/".length);
    if (context.pictures.has(name)) continue;
    // The CLI's words for a picture that is not there (scripts/cli/images.ts).
    for (const use of uses) problems.error(use.file, use.pos, `picture not found: ${ref} should be the file content/images/${name}`);
  }
}

const keyOf = (p: Problem) => `${p.file}:${p.line}:${p.col}:${p.severity}:${p.message}`;

/**
 * The problems of the content as it was read, by the day: what an edit changes in other files is what
 * this does not list. The same whichever entry is edited (its file as read is part of that content).
 */
let baseline: { sources: Record<string, string>; day: string; keys: Set<string> } | undefined;

async function problemsBefore(context: EntryCheckContext): Promise<Set<string>> {
  const day = context.publish ? `${context.publish.mode} ${context.publish.today}` : `live ${businessDay()}`;
  if (baseline?.sources === context.sources && baseline.day === day) return baseline.keys;
  const problems = new Problems();
  await checkAll("", undefined, context, "", problems);
  baseline = { sources: context.sources, day, keys: new Set(problems.list.map(keyOf)) };
  return baseline.keys;
}

/** Reads and checks the content as it is once, ahead of the first entry (the editor's worker, as it starts). */
export const warmUp = async (context: EntryCheckContext): Promise<void> => void (await problemsBefore(context));

/**
 * The problems of the file at `rel` with the text `text`, checked against the other files of `context`
 * (`replaces`: the path it had, when an edit changed its slug), and those the change gives other files (a
 * link to a post switched to draft, an order list that must list a new entry): what `content validate`
 * would report beyond what it reports now. Sorted by file and line; warnings included.
 */
export async function checkEntry(rel: string, text: string, context: EntryCheckContext, replaces = rel): Promise<Problem[]> {
  const before = await problemsBefore(context);
  const problems = new Problems();
  const own = parseSource(rel, text, problems);
  await checkAll(rel, own, context, replaces, problems);
  return problems.sorted().filter((p) => p.file === rel || (p.file !== replaces && !before.has(keyOf(p))));
}
