// `npm run inbox`: the contact form submissions the local server received, newest first.
// The inbox is INBOX_FILE (default data/inbox.jsonl); on the real host submissions go to Netlify Forms.
import path from "node:path";
import { ROOT } from "../lib/root.ts";
import { helpWithLabel, locationLabel, SOLUTION_CHOICES } from "../../core/contact.ts";
import { inboxPath } from "./form.ts";
import { readInbox, type InboxEntry } from "./inbox-store.ts";

const LABEL_WIDTH = 11;
const RULE_WIDTH = 72;

const solutionLabels = (values: string[]) => values.map((v) => SOLUTION_CHOICES.find((s) => s.value === v)?.label ?? v).join(", ");

const when = (iso: string) =>
  new Date(iso).toLocaleString("en-US", { weekday: "short", year: "numeric", month: "short", day: "numeric", hour: "numeric", minute: "2-digit" });

/**
 * `value` safe to print on a terminal: control characters (C0 but the line breaks kept as lines, DEL, C1),
 * the Unicode line separators and the bidirectional overrides are shown as escapes (`\x1b`, `\u202e`),
 * never sent raw. The inbox holds what a visitor sent, and only the local handler checked it.
 */
export function printable(value: string): string {
  return value.replace(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, (c) => {
    const code = c.charCodeAt(0);
    return code < 0x100 ? `\\x${code.toString(16).padStart(2, "0")}` : `\\u${code.toString(16).padStart(4, "0")}`;
  });
}

/** One submission as a block of labelled lines; empty fields are left out, long text keeps its own lines. */
export function formatEntry(entry: InboxEntry): string {
  const heading = `── ${printable(when(entry.receivedAt))} `;
  const rows: [string, string][] = [
    ["Subject", entry.subject],
    ["From", entry.email ? `${entry.name} <${entry.email}>` : entry.name],
    ["Phone", entry.phone],
    ["Help with", helpWithLabel(entry.helpWith)],
    ["Location", entry.location ? locationLabel(entry.location) : ""],
    ["Business", entry.businessName],
    ["Solutions", solutionLabels(entry.solutions ?? [])],
    ["Message", entry.message],
    ["Source", entry.source ?? ""],
  ];
  const lines = [heading.padEnd(RULE_WIDTH, "─")];
  for (const [label, value] of rows) {
    if (!value) continue;
    const [first, ...rest] = String(value).split(/\r?\n/).map(printable);
    lines.push(`${label.padEnd(LABEL_WIDTH)}${first}`, ...rest.map((line) => `${" ".repeat(LABEL_WIDTH)}${line}`));
  }
  return lines.join("\n");
}

async function main() {
  const file = inboxPath({});
  const relative = path.relative(ROOT, file);
  const shown = relative.startsWith("..") ? file : relative;
  const { entries, unreadable } = await readInbox(file);
  if (entries.length === 0) {
    console.log(`No submissions yet in ${shown}.`);
  } else {
    const count = `${entries.length} submission${entries.length === 1 ? "" : "s"}`;
    console.log(`${count} in ${shown}, newest first\n`);
    const newestFirst = entries.toSorted((a, b) => b.receivedAt.localeCompare(a.receivedAt));
    console.log(newestFirst.map(formatEntry).join("\n\n"));
  }
  if (unreadable) console.warn(`\n${unreadable} line${unreadable === 1 ? "" : "s"} could not be read and ${unreadable === 1 ? "was" : "were"} skipped.`);
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  await main();
}
