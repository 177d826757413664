// `npm run bench:limits`: the worst single posts the content limits let through (and a few
// they refuse), each in a copy of the shipped content, through `content validate` and `content build`
// run by /usr/bin/time -v: wall time and peak memory of each. The target: no validate or
// build of a single post over 60 s or 2 GB. `--only <name>` runs one case.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { MARKDOWN_LIMITS } from "../../core/content/limits.ts";
import { embeddingSvg, postFront } from "../../tests/helpers/hostile-posts.ts";
import { ROOT } from "../lib/root.ts";

const exec = promisify(execFile);
const { chars, nesting } = MARKDOWN_LIMITS;

/** Paragraphs of `make(i)` separated by blank lines, up to `size` characters. */
function fill(size: number, make: (i: number) => string): string {
  const out: string[] = [];
  let length = 0;
  for (let i = 0; ; i++) {
    const p = make(i);
    if (length + p.length + 2 > size) break;
    out.push(p);
    length += p.length + 2;
  }
  return out.join("\n\n");
}

const under = chars - 2_000;
const CASES: Record<string, string> = {
  // Accepted: just within every limit, as much of it as fits.
  "2,000 separate quotes, filled to the size limit": fill(under, (i) => (i < 2_000 ? "> a quote" : "A paragraph of plain words.")),
  "lists 48 deep, 41 times, filled to the size limit": fill(under, (i) =>
    i < 41 ? Array.from({ length: nesting - 2 }, (_, k) => `${"  ".repeat(k)}- ${i}`).join("\n") : "A paragraph of plain words.",
  ),
  "divs 48 deep, every paragraph": fill(under, () => `${"<div>".repeat(nesting - 2)}text${"</div>".repeat(nesting - 2)}`),
  "emphasis 48 deep, every paragraph": fill(under, () => `${"*".repeat(nesting - 2)}a${"*".repeat(nesting - 2)}`),
  "link titles, 9,900-character paragraphs": fill(under, () => "[a](b (c ".repeat(1_100)),
  "two tables, 4,000-character headings": fill(under, (i) =>
    i < 2 ? `| ${"h".repeat(4_000)} | ${"g".repeat(4_000)} |\n| - | - |\n${"| x | y |\n".repeat(180)}` : "text",
  ),
  "definitions: 1,000": `See [the guide][d1].\n\n${Array.from({ length: 1_000 }, (_, i) => `[d${i}]: /blog "a title ${i}"`).join("\n\n")}`,
  // Refused: past the limits the content build sets on one document.
  "refused: 2.5 MB of tables": fill(2_500_000, () => `|${"a|".repeat(500)}\n|${"-|".repeat(500)}\n${"|x|\n".repeat(20)}`),
  "refused: 2,200 nested >": `${">".repeat(2_200)} deep`,
  "refused: 20,000 separate quotes": fill(under, () => "> a quote"),
  "refused: 3,000 unclosed <b>": `${"<b>".repeat(3_000)}text`,
  // 20 MB of sentences (what the repeated-sentence check reads), unclosed tags and links: refused by its size
  // alone, before any other check reads it (the target: under 10 s).
  "refused: a 20 MB post": fill(20_000_000, () => `${"Vending machines keep people fed during long shifts at work. ".repeat(30)}<b ](x `),
  // An SVG embedding two 3,400 × 3,400 photos (23.1 megapixels, just within 24): the build rasterises it whole.
  "SVG embedding 23 megapixels": "![A drawing with two photos inside](/images/bench-limit-embeds.svg)",
  "refused: SVG embedding three 4,000 px photos": "![A drawing with three photos inside](/images/bench-limit-embeds.svg)",
};

/** The SVG a case's post shows, embedding `count` square photos `side` px wide. */
const SVGS: Record<string, { count: number; side: number }> = {
  "SVG embedding 23 megapixels": { count: 2, side: 3_400 },
  "refused: SVG embedding three 4,000 px photos": { count: 3, side: 4_000 },
};

/** `content <command>` under /usr/bin/time -v: seconds, peak megabytes, exit code and its last line. */
async function timed(root: string, command: string): Promise<{ s: number; mb: number; code: number; last: string }> {
  const args = ["-v", process.execPath, path.join(ROOT, "scripts/content.mjs"), command];
  const env = { ...process.env, CONTENT_ROOT: root, CI: "true", GITHUB_ACTIONS: "" };
  const r = await exec("/usr/bin/time", args, { env, maxBuffer: 256 * 1024 * 1024 }).then(
    (x) => ({ code: 0, stdout: x.stdout, stderr: x.stderr }),
    (err) => ({ code: err.code as number, stdout: String(err.stdout), stderr: String(err.stderr) }),
  );
  const wall = /Elapsed \(wall clock\) time.*: (?:(\d+):)?(\d+):(\d+(?:\.\d+)?)/.exec(r.stderr)!;
  const s = Number(wall[1] ?? 0) * 3600 + Number(wall[2]) * 60 + Number(wall[3]);
  const mb = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(r.stderr)![1]) / 1024;
  const lines = r.stdout.split("\n").filter((l) => l.trim());
  const about = lines.filter((l) => l.startsWith("content/posts/bench-limit"));
  const problem = about.find((l) => !l.includes(" warning: ")) ?? about[0];
  return { s, mb, code: r.code, last: (problem ?? lines.at(-1) ?? "").slice(0, 110) };
}

const only = process.argv.includes("--only") ? process.argv[process.argv.indexOf("--only") + 1] : undefined;
console.log("case".padEnd(42), "command ", "wall s".padStart(7), "peak MB".padStart(8), " exit  first line about the post");
for (const [name, body] of Object.entries(CASES)) {
  if (only && !name.includes(only)) continue;
  const root = await fs.mkdtemp(path.join(os.tmpdir(), "limits-bench-"));
  try {
    await fs.cp(path.join(ROOT, "content"), path.join(root, "content"), { recursive: true });
    await fs.cp(path.join(ROOT, "schemas"), path.join(root, "schemas"), { recursive: true });
    // The shipped pictures' variants from the repo's cache: the post's own work is what is measured.
    await fs.mkdir(path.join(root, ".cache"), { recursive: true });
    await fs.mkdir(path.join(ROOT, ".cache", "content"), { recursive: true });
    await fs.cp(path.join(ROOT, ".cache", "content"), path.join(root, ".cache", "content"), { recursive: true });
    await fs.rm(path.join(root, ".cache", "content", "markdown.json"), { force: true });
    await fs.rm(path.join(root, ".cache", "content", "link-scans.json"), { force: true });
    await fs.writeFile(path.join(root, "content", "posts", "bench-limit.md"), `${postFront("bench-limit")}${body}\n`);
    if (SVGS[name]) await fs.writeFile(path.join(root, "content", "images", "bench-limit-embeds.svg"), await embeddingSvg(SVGS[name]));
    for (const command of ["validate", "build"]) {
      const r = await timed(root, command);
      console.log(name.padEnd(42), command.padEnd(8), r.s.toFixed(1).padStart(7), r.mb.toFixed(0).padStart(8), `  ${r.code}    ${r.last}`);
    }
  } finally {
    await fs.rm(root, { recursive: true, force: true });
  }
}
