const MONTHS = ["january", "february", "march", "april", "may", "june", "july", "august", "september", "october", "november", "december"];

const iso = (y: number, m: number, d: number) => `${y}-${String(m).padStart(2, "0")}-${String(d).padStart(2, "0")}`;

function isRealDay(y: number, m: number, d: number): boolean {
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/**
 * Reads a post date as editors write it ("July 31, 2025", "09/22/2025" or "2025-07-31") and returns it
 * as ISO 8601 (2025-07-31), or undefined when it is not a real calendar day.
 */
export function parseContentDate(text: string): string | undefined {
  const s = text.trim();
  let m = /^([A-Za-z]+)\s+(\d{1,2}),\s*(\d{4})$/.exec(s);
  if (m) {
    const month = MONTHS.indexOf(m[1].toLowerCase()) + 1;
    const [y, d] = [Number(m[3]), Number(m[2])];
    return month > 0 && isRealDay(y, month, d) ? iso(y, month, d) : undefined;
  }
  m = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(s);
  if (m) {
    const [mo, d, y] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isRealDay(y, mo, d) ? iso(y, mo, d) : undefined;
  }
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(s);
  if (m) {
    const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
    return isRealDay(y, mo, d) ? iso(y, mo, d) : undefined;
  }
  return undefined;
}

/** "2025-07-31" as people read it: "July 31, 2025". */
export function formatLongDate(isoDate: string): string {
  const [y, m, d] = isoDate.split("-").map(Number);
  const month = MONTHS[m - 1];
  return `${month[0].toUpperCase()}${month.slice(1)} ${d}, ${y}`;
}

/** Newest first, or oldest first; ties keep their order. Dates are ISO strings, so text order is date order. */
export function sortByDate<T extends { date: string }>(items: readonly T[], order: "newest" | "oldest"): T[] {
  const dir = order === "newest" ? -1 : 1;
  return [...items].sort((a, b) => (a.date < b.date ? -dir : a.date > b.date ? dir : 0));
}
