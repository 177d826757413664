// A page drawn while it is still arriving (a slow connection, a busy phone) keeps what it has drawn in place as the
// rest comes in. Each page is served in two parts, 1.5 s apart, cut inside a part that used to move when drawn
// before its end arrived; the browser's own layout-shift entries are read.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { expect, test } from "./fixtures.ts";

/** The site from `origin`, each HTML page sent up to `cut(html)`, then the rest 1.5 s later. */
function slowPages(origin: string, cut: (html: string) => number): Promise<http.Server> {
  const server = http.createServer(async (req, res) => {
    const answer = await fetch(new URL(req.url ?? "/", origin), { redirect: "manual" });
    const dropped = new Set(["content-encoding", "content-length", "transfer-encoding", "connection"]);
    res.writeHead(answer.status, Object.fromEntries([...answer.headers].filter(([name]) => !dropped.has(name))));
    const body = await answer.text();
    const at = answer.headers.get("content-type")?.startsWith("text/html") ? cut(body) : -1;
    if (at <= 0) return void res.end(body);
    res.write(body.slice(0, at));
    setTimeout(() => res.end(body.slice(at)), 1500);
  });
  return new Promise((resolve) => server.listen(0, "127.0.0.1", () => resolve(server)));
}

/** Where the nth (from 1) `marker` starts in `html`, or -1. */
function nth(html: string, marker: string, n: number): number {
  let at = -1;
  for (let i = 0; i < n; i++) if ((at = html.indexOf(marker, at + 1)) < 0) return -1;
  return at;
}

const CASES = [
  { part: "the facts strip under the home page's hero", path: "/", cut: (html: string) => nth(html, '<li class="home-facts__item">', 3) },
  { part: "the offer tab at the right edge", path: "/locations/office-buildings", cut: (html: string) => html.indexOf('<div class="side-widget__panel">') },
];

test.use({ viewport: { width: 1280, height: 800 } });

for (const { part, path, cut } of CASES) {
  test(`${path}, drawn before ${part} has arrived whole, moves nothing once it has`, async ({ page, baseURL }) => {
    const server = await slowPages(baseURL!, cut);
    try {
      await page.addInitScript(() => {
        const w = window as unknown as { shifted: string[] };
        w.shifted = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; sources: { node?: Node }[] }[])
            w.shifted.push(
              `${entry.value.toFixed(4)}: ${entry.sources.map((s) => (s.node instanceof Element ? s.node.className : s.node?.nodeName)).join(", ")}`,
            );
        }).observe({ type: "layout-shift", buffered: true });
      });
      // The first part is drawn before the second comes: the first paint is in while the page is still loading.
      await page.goto(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`);
      expect(await page.evaluate(() => performance.getEntriesByName("first-contentful-paint")[0]?.startTime)).toBeLessThan(
        await page.evaluate(() => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd),
      );
      await page.waitForTimeout(500);
      expect(await page.evaluate(() => (window as unknown as { shifted: string[] }).shifted)).toEqual([]);
    } finally {
      server.close();
    }
  });
}
