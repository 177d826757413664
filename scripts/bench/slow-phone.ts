// `npm run bench:slow-phone [-- --loads 5] [-- --site dir] [-- menu blog]`: each control that needs the page's scripts, on a slow phone
// (Chromium, 4× CPU slowdown, 150 ms latency, 1.6 Mbit/s down; tests/helpers/slow-phone.ts), on the
// built site. Per load pair: a fresh load tapped as soon as the control is visible (did the first tap take
// effect? was it before hydration?), then a fresh load tapped once hydrated and idle, by the bare input
// events (decision 030): the interaction's Event Timing duration (input delay + processing + presentation,
// the longest of its events, as INP counts it) and the longest task while the page sat idle after load.
// Prints medians against the budgets of decision 027 (100 ms, 200 ms). Figures, not a test: exits 0
// either way unless the site is missing.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Browser, type Page } from "@playwright/test";
import { chromiumLaunch } from "../../playwright.config.ts";
import { ROOT } from "../lib/root.ts";
import { createHost } from "../host/host.ts";
import { CONTROLS, SLOW_PHONE, measureTaps, phoneLink, slowCpu, type SlowPhoneControl } from "../../tests/helpers/slow-phone.ts";
import { median } from "./stats.ts";

export const LATENCY_BUDGET_MS = 100;
export const IDLE_LONG_TASK_BUDGET_MS = 200;
/** How long the page is left alone after hydration before the measured tap. */
const IDLE_MS = 2000;

const loadsArg = process.argv.indexOf("--loads");
const LOADS = loadsArg > 0 ? Math.max(1, Number(process.argv[loadsArg + 1]) || 5) : 5;
const siteArg = process.argv.indexOf("--site");
/** Another built site to serve (a copy of build/client made another way), or build/client. */
const SITE = siteArg > 0 ? path.resolve(process.argv[siteArg + 1]) : path.join(ROOT, "build", "client");
const only = process.argv.slice(2).filter((a, i, all) => !a.startsWith("--") && all[i - 1] !== "--loads" && all[i - 1] !== "--site");

/** An Event Timing entry with the fields TypeScript's DOM library does not list yet. */
type EventEntry = PerformanceEventTiming & { interactionId: number };

interface Sample {
  answered: boolean;
  beforeHydration: boolean;
  latencyMs: number | null;
  /** The slowest interaction's input delay / processing / presentation, in ms. */
  parts: string;
  idleLongTaskMs: number;
}

/** Set in every page before its own scripts: Event Timing and long tasks, recorded from the start. */
function observe() {
  const w = window as unknown as {
    __bench: { events: EventEntry[]; longTasks: PerformanceEntry[]; taps: boolean[] };
  };
  w.__bench = { events: [], longTasks: [], taps: [] };
  // A returning visit: the first-visit splash would take the first tap.
  sessionStorage.setItem("hasVisited", "true");
  new PerformanceObserver((list) => w.__bench.events.push(...(list.getEntries() as EventEntry[]))).observe({
    type: "event",
    durationThreshold: 16,
    buffered: true,
  } as PerformanceObserverInit);
  new PerformanceObserver((list) => w.__bench.longTasks.push(...list.getEntries())).observe({ type: "longtask", buffered: true });
  for (const type of ["click", "keydown"])
    addEventListener(type, (e) => e.isTrusted && w.__bench.taps.push(!document.documentElement.classList.contains("js-fade")), true);
}

async function openPage(browser: Browser, base: string, control: SlowPhoneControl): Promise<Page> {
  // The site over the phone's link, which closes with the page's context.
  const link = await phoneLink(base);
  const context = await browser.newContext({ baseURL: link.origin, viewport: control.viewport, hasTouch: control.viewport.width < 768 });
  context.on("close", () => void link.close());
  await context.grantPermissions(["clipboard-read", "clipboard-write"]);
  await context.route(/^https?:\/\/(?!127\.0\.0\.1)/, (route) => route.abort("blockedbyclient"));
  await context.addInitScript(observe);
  const page = await context.newPage();
  await slowCpu(page);
  return page;
}

async function firstTap(browser: Browser, base: string, control: SlowPhoneControl) {
  const page = await openPage(browser, base, control);
  try {
    await page.goto(control.path, { waitUntil: "commit" });
    await control.act(page);
    const answered = await control.effect(page).then(
      () => true,
      () => false,
    );
    const taps = await page.evaluate(() => (window as unknown as { __bench: { taps: boolean[] } }).__bench.taps);
    return { answered, beforeHydration: taps[0] ?? false };
  } finally {
    await page.context().close();
  }
}

async function tapWhenIdle(browser: Browser, base: string, control: SlowPhoneControl) {
  const page = await openPage(browser, base, control);
  try {
    await page.goto(control.path, { waitUntil: "load", timeout: 90_000 });
    await page.locator("html.js-fade").waitFor({ state: "attached", timeout: 60_000 });
    const idleFrom = await page.evaluate(() => performance.now());
    await page.waitForTimeout(IDLE_MS);
    const idleTo = await page.evaluate(() => performance.now());
    measureTaps(true);
    try {
      await control.act(page);
      await control.effect(page);
    } finally {
      measureTaps(false);
    }
    await page.waitForTimeout(500);
    return await page.evaluate(
      ({ idleFrom, idleTo }) => {
        const b = (window as unknown as { __bench: { events: EventEntry[]; longTasks: PerformanceEntry[] } }).__bench;
        const interactions = b.events.filter((e) => e.interactionId > 0 && e.startTime > idleTo);
        // Tasks that ran, even in part, between hydration and the tap: what the page does on its own.
        const idle = b.longTasks.filter((t) => t.startTime + t.duration > idleFrom && t.startTime < idleTo);
        const worst = interactions.toSorted((a, b) => b.duration - a.duration)[0];
        const parts = worst
          ? [worst.processingStart - worst.startTime, worst.processingEnd - worst.processingStart, worst.startTime + worst.duration - worst.processingEnd]
              .map((ms) => Math.round(Math.max(0, ms)))
              .join("/") + ` ${worst.name}`
          : "";
        return {
          parts,
          latencyMs: worst ? worst.duration : null,
          idleLongTaskMs: Math.max(0, ...idle.map((t) => t.duration)),
        };
      },
      { idleFrom, idleTo },
    );
  } finally {
    await page.context().close();
  }
}

async function main() {
  const client = SITE;
  if (!fs.existsSync(path.join(client, "index.html"))) throw new Error(`${client} has no site: run \`npm run build\` first`);
  const controls = CONTROLS.filter((c) => !only.length || only.some((word) => c.name.toLowerCase().includes(word.toLowerCase())));
  const server = createHost({ root: client, inboxFile: path.join(os.tmpdir(), "slow-phone-bench-inbox.jsonl") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunch);
  console.log(
    `slow phone: ${SLOW_PHONE.cpuRate}× CPU, ${SLOW_PHONE.latencyMs} ms, ${SLOW_PHONE.downBitsPerSecond / 1e6} Mbit/s down; ${LOADS} loads of each kind per control (medians)\n`,
  );
  const rows: string[][] = [
    ["control", "first tap", "before hydration", "latency after hydration (each load)", "slowest: delay/processing/presentation", "idle long task"],
  ];
  let over = 0;
  try {
    for (const control of controls) {
      const samples: Sample[] = [];
      for (let i = 0; i < LOADS; i++) {
        // A load that never finishes (a busy machine) is a lost tap or an unmeasured one, not the end of the run.
        const first = await firstTap(browser, base, control).catch(() => ({ answered: false, beforeHydration: false }));
        const idle = await tapWhenIdle(browser, base, control).catch((err: Error) => ({
          latencyMs: null,
          parts: err.message.split("\n")[0],
          idleLongTaskMs: 0,
        }));
        samples.push({ ...first, ...idle });
      }
      const answered = samples.filter((s) => s.answered).length;
      const early = samples.filter((s) => s.beforeHydration).length;
      // An entry under Event Timing's 16 ms threshold counts as 0; a load that could not be measured, not at all.
      const latencies = samples.filter((s) => !s.parts.startsWith("page.") && !s.parts.includes("Timeout")).map((s) => s.latencyMs ?? 0);
      const latency = latencies.length ? median(latencies) : NaN;
      const longTask = median(samples.map((s) => s.idleLongTaskMs));
      if (latency > LATENCY_BUDGET_MS || longTask > IDLE_LONG_TASK_BUDGET_MS) over += 1;
      rows.push([
        control.name,
        `${answered === samples.length ? "answered" : "LOST"} ${answered}/${samples.length}`,
        `${early}/${samples.length}`,
        `${Number.isNaN(latency) ? "not measured" : latency ? `${latency} ms` : "< 16 ms"}${latency > LATENCY_BUDGET_MS ? " OVER" : ""} (${latencies.map((l) => l || "<16").join(", ")}; ${latencies.length} of ${samples.length} measured)`,
        samples.toSorted((a, b) => (b.latencyMs ?? 0) - (a.latencyMs ?? 0))[0].parts,
        `${longTask ? `${Math.round(longTask)} ms` : "none"}${longTask > IDLE_LONG_TASK_BUDGET_MS ? " OVER" : ""}`,
      ]);
      console.error(`  ${control.name}: done`);
    }
  } finally {
    await browser.close();
    server.close();
  }
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const row of rows) console.log(row.map((cell, i) => cell.padEnd(widths[i])).join("  "));
  console.log(
    `\nbudgets: a tap after hydration answered within ${LATENCY_BUDGET_MS} ms, no task over ${IDLE_LONG_TASK_BUDGET_MS} ms while idle: ${over ? `${over} control(s) over` : "all within"}`,
  );
}

await main();
