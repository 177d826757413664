// `npm run bench:heights [-- --site <folder>] [-- --width 375]`: how long each page of the built site is on a
// phone (the targets: the home page under 6,000 px, industry and town pages under 7,000 px at 375 px), with the
// page's sections, longest first, so a page over its target shows what makes it long. Exits 1 when a page
// is over its target.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumLaunch } from "../../playwright.config.ts";
import { createHost } from "../host/host.ts";
import { ROOT } from "../lib/root.ts";

const arg = (name: string) => {
  const i = process.argv.indexOf(name);
  return i > 0 ? process.argv[i + 1] : undefined;
};
const SITE = path.resolve(arg("--site") ?? path.join(ROOT, "build", "client"));
const WIDTH = Number(arg("--width") ?? 375);

/** The most a page may measure at 375 px, by page kind; other pages are listed without one. */
function target(route: string): number | undefined {
  if (route === "/") return 6000;
  if (/^\/(locations|service-area)\/[^/]+$/.test(route)) return 7000;
  return undefined;
}

// The pages are the content build's routes beside that build (<project>/dist-content, <project>/build/client).
const routesFile = path.resolve(SITE, "..", "..", "dist-content", "routes.json");
if (!fs.existsSync(path.join(SITE, "index.html")) || !fs.existsSync(routesFile)) throw new Error(`${SITE} is not a built site: run \`npm run build\` first`);
const routes: string[] = JSON.parse(fs.readFileSync(routesFile, "utf8"));

const server = createHost({ root: SITE, inboxFile: path.join(os.tmpdir(), "heights-bench-inbox.jsonl") });
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch(chromiumLaunch);
let over = 0;
try {
  const page = await browser.newPage({ viewport: { width: WIDTH, height: 800 }, reducedMotion: "reduce" });
  await page.route(
    (url) => url.origin !== base,
    (route) => route.abort(),
  );
  console.log(`page heights at ${WIDTH} px (target: / under 6,000 px, industry and town pages under 7,000 px)\n`);
  for (const route of routes) {
    await page.goto(base + route, { waitUntil: "load" });
    const { total, sections } = await page.evaluate(() => ({
      total: document.documentElement.scrollHeight,
      sections: [...document.querySelectorAll("main > *, body > footer")]
        .map((el) => ({ name: el.id || el.getAttribute("aria-labelledby") || el.tagName.toLowerCase(), height: Math.round(el.getBoundingClientRect().height) }))
        .sort((a, b) => b.height - a.height)
        .slice(0, 3),
    }));
    const limit = target(route);
    const verdict = limit === undefined ? "" : total < limit ? "  ok" : `  OVER ${limit.toLocaleString("en-US")}`;
    if (limit !== undefined && total >= limit) over++;
    console.log(
      `${route.padEnd(44)} ${total.toLocaleString("en-US").padStart(6)} px${verdict.padEnd(12)} ${sections.map((s) => `${s.name} ${s.height}`).join(", ")}`,
    );
  }
} finally {
  await browser.close();
  server.close();
}
console.log(over ? `\n${over} page(s) over their target` : "\nevery page within its target");
process.exitCode = over ? 1 : 0;
