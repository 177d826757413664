// `npm run bench:size`: the JavaScript and CSS each prerendered page loads before interaction, gzip-sized,
// against the budgets. Exits 1 when any page is over.
import path from "node:path";
import { ROOT } from "../lib/root.ts";
import { BUDGET, kb, measureSite } from "../../tests/helpers/page-weight.ts";

// BENCH_CLIENT: measure a copy of a build while other builds rewrite build/client.
const client = path.resolve(process.env.BENCH_CLIENT ?? path.join(ROOT, "build", "client"));
// React Router's redirect documents (/solutions/smart-store, ...) load nothing: _redirects answers 301 first.
const pages = measureSite(client).filter((p) => p.scripts.length + p.styles.length > 0);
if (!pages.length) {
  console.error("No prerendered pages under build/client: run `npm run build` first.");
  process.exit(1);
}

const width = Math.max(...pages.map((p) => p.page.length), 4);
const row = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(width) : c.padStart(10))).join("  ");
console.log(row(["page", "JS files", "JS inline", "JS total", "CSS", "files"]));
for (const p of pages) {
  const over = p.jsFiles > BUDGET.jsGzip || p.css > BUDGET.cssGzip;
  console.log(`${row([p.page, kb(p.jsFiles), kb(p.jsInline), kb(p.js), kb(p.css), String(p.scripts.length + p.styles.length)])}${over ? "  OVER BUDGET" : ""}`);
}
const maxJs = pages.reduce((a, b) => (b.jsFiles > a.jsFiles ? b : a));
const maxCss = pages.reduce((a, b) => (b.css > a.css ? b : a));
console.log(
  `\nKB gzip. The budget counts the script files a page loads before interaction (JS files); its inline route data is part of the HTML document and shown apart.\nHeaviest JS: ${maxJs.page} ${kb(maxJs.jsFiles)} KB (budget ${kb(BUDGET.jsGzip)}); heaviest CSS: ${maxCss.page} ${kb(maxCss.css)} KB (budget ${kb(BUDGET.cssGzip)}); ${pages.length} pages.`,
);
const over = pages.filter((p) => p.jsFiles > BUDGET.jsGzip || p.css > BUDGET.cssGzip);
if (over.length) {
  console.error(`${over.length} page(s) over budget: ${over.map((p) => p.page).join(", ")}`);
  process.exit(1);
}
