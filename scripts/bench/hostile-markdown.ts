// `npm run bench:hostile`: the link check (core/content/links.ts) on adversarial markdown, timed. Each
// paragraph shape that once made a regular expression or micromark take time growing faster than its
// length is checked whole against its four quarters one after another (CPU time, fastest of five): about
// the same when linear, four times when quadratic. Prints the figures; exits 1 on a shape worse than
// linear. `npm run test:full` (and so CI) runs it; it was a unit test, 41 s of `npm test` (decision 033).
import { findRefs, MAX_STRETCH } from "../../core/content/links.ts";

/** Paragraphs that made regular expressions or micromark itself take time growing faster than their length. */
const ADVERSARIAL = ["[x ", "[x](", "![x](y ", "[a](b (c", '[a](b "', "<a href ", "<a <a ", "<http:", "`` ` ", "[[[]", "](", "[x]: ", "\\[", "!["];
/** Those on which micromark's time grows with the square of one paragraph's length (measured up to 100 KB). */
const SLOW_IN_MICROMARK = ["[x](", "![x](y ", "[a](b (c", '[a](b "', "[x]: "];
const QUARTER = 12_500;

const paragraph = (unit: string, size: number) => unit.repeat(Math.ceil(size / unit.length)).slice(0, size);
/** `size` characters of `unit`, in paragraphs as long as the link check parses, between blank lines. */
const paragraphs = (unit: string, size: number) => {
  const out: string[] = [];
  for (let left = size; left > 0; left -= MAX_STRETCH) out.push(paragraph(unit, Math.min(MAX_STRETCH, left)));
  return out.join("\n\n");
};

/** Milliseconds of CPU this process spent on `fn`: unlike the clock, not counting time other programs had the CPU. */
const cpu = (fn: () => void) => {
  const before = process.cpuUsage();
  fn();
  const spent = process.cpuUsage(before);
  return (spent.user + spent.system) / 1000;
};

let worse = 0;
const measure = (title: string, make: (unit: string) => { quarter: string; whole: string }, units: string[]) => {
  console.log(`\n${title}\n${"shape".padEnd(12)} ${"whole".padStart(9)} ${"quarters".padStart(9)}  ratio`);
  for (const unit of units) {
    const { quarter, whole } = make(unit);
    // Both warmed up, and the fastest of five kept: V8 compiling or collecting beside the check once made a 2 ms
    // check measure 6 ms in each of three tries, with only the whole warmed up.
    findRefs(whole);
    findRefs(quarter);
    let all = Infinity;
    let parts = Infinity;
    for (let i = 0; i < 5; i++) {
      parts = Math.min(
        parts,
        cpu(() => {
          for (let k = 0; k < 4; k++) findRefs(quarter);
        }),
      );
      all = Math.min(
        all,
        cpu(() => findRefs(whole)),
      );
    }
    // Under 5 ms for 50 KB nothing is worse than linear, and timer noise cannot count.
    const bad = all >= 5 && all / parts >= 2.5;
    if (bad) worse++;
    console.log(
      `${JSON.stringify(unit).padEnd(12)} ${`${all.toFixed(1)} ms`.padStart(9)} ${`${parts.toFixed(1)} ms`.padStart(9)}  ${(all / parts).toFixed(2)}${bad ? "  WORSE THAN LINEAR" : ""}`,
    );
  }
};

measure("One 50 KB paragraph of each shape", (unit) => ({ quarter: paragraph(unit, QUARTER), whole: paragraph(unit, 4 * QUARTER) }), ADVERSARIAL);
// The whole is its four quarters one after another: the last paragraph of a text costs micromark the most.
measure(
  "50 KB in paragraphs of the longest length the check parses",
  (unit) => ({ quarter: paragraphs(unit, QUARTER), whole: Array(4).fill(paragraphs(unit, QUARTER)).join("\n\n") }),
  SLOW_IN_MICROMARK,
);
if (worse) {
  console.error(`\n${worse} shape(s) take time growing faster than their length`);
  process.exit(1);
}
console.log("\nEvery shape takes time in proportion to its length.");
