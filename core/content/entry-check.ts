// One file checked the way `content validate` checks the folder, without the folder: the other files'
// texts as the last build read them, the file being edited in place of its own (new, or renamed by its
// slug). The editor at /admin runs this on every change of an entry (decision 034); the messages are the
// CLI's, at the file's line and column. What only the disk can tell (a picture's size, an SVG's content)
// the build tells; here a picture is known by its name in content/images.
import { checkSources } from "./check.ts";
import { scanMarkdown, type Scan } from "./links.ts";
import { parseSource } from "./parse.ts";
import { Problems, type Problem } from "./problems.ts";
import type { ValidatorFor } from "./schema.ts";
import type { SourceFile } from "./source.ts";

export interface EntryCheckContext {
  /** Every content file's text by its path (`content/towns/eldersburg.yaml`). */
  sources: Record<string, string>;
  /** The file names in content/images, and any the editor has just added. */
  pictures: ReadonlySet<string>;
  validatorFor: ValidatorFor;
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

/**
 * The problems of the file at `rel` with the text `text`, checked against the other files of `context`
 * (`replaces`: the path it had, when an edit changed its slug), and those of another file that names it
 * (an order list that must list it). Sorted by file and line; warnings included.
 */
export async function checkEntry(rel: string, text: string, context: EntryCheckContext, replaces = rel): Promise<Problem[]> {
  const problems = new Problems();
  const own = parseSource(rel, text, problems);
  const files: SourceFile[] = [];
  for (const [other, otherText] of Object.entries(context.sources)) {
    if (other === rel || other === replaces) continue;
    const file = parsedFile(other, otherText);
    if (file) files.push(file);
  }
  if (own) files.push(own);
  const { imageUses } = await checkSources(files, problems, { validatorFor: context.validatorFor, scans: scanned });
  for (const [ref, uses] of imageUses) {
    const name = ref.slice("/images/".length);
    if (context.pictures.has(name)) continue;
    // The CLI's words for a picture that is not there (scripts/cli/images.ts).
    for (const use of uses) problems.error(use.file, use.pos, `picture not found: ${ref} should be the file content/images/${name}`);
  }
  // Its own problems, and those another file has because of it (a list that must name it).
  const named = own ? `"${own.name}"` : undefined;
  return problems.sorted().filter((p) => p.file === rel || (named && p.message.includes(named) && !p.message.includes(" is also in ")));
}
