import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { slowLink, type SlowLink } from "../helpers/slow-link.ts";

// The slow phone's link (decision 074): what passes it arrives whole, never sooner than the link allows
// (less 2 %: timers count whole milliseconds, and each piece of an answer waits on one).
const SPEED = { latencyMs: 120, downBitsPerSecond: 800e3 }; // 100 KB/s
const BODY = Buffer.from(Array.from({ length: 30_000 }, (_, i) => i % 251));

let server: http.Server;
let link: SlowLink;
beforeAll(async () => {
  server = http.createServer((req, res) => res.end(req.url === "/echo" ? "echo" : BODY));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  link = await slowLink(`http://127.0.0.1:${(server.address() as AddressInfo).port}`, SPEED);
});
afterAll(async () => {
  await link.close();
  await new Promise((resolve) => server.close(resolve));
});

const timed = async (paths: string[]) => {
  const start = performance.now();
  const bodies = await Promise.all(paths.map((p) => fetch(link.origin + p).then(async (r) => Buffer.from(await r.arrayBuffer()))));
  return { bodies, ms: performance.now() - start };
};

describe("the slow phone's link", () => {
  it("adds its round trip to a small answer", async () => {
    const { bodies, ms } = await timed(["/echo"]);
    expect(bodies[0].toString()).toBe("echo");
    expect(ms).toBeGreaterThanOrEqual(0.98 * SPEED.latencyMs);
  });

  it("hands over every byte, no sooner than the download speed allows", async () => {
    const { bodies, ms } = await timed(["/"]);
    expect(bodies[0].equals(BODY)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(0.98 * (SPEED.latencyMs + BODY.length / 100));
  });

  it("is one link for all of a page's connections: three answers at once share its speed", async () => {
    const { bodies, ms } = await timed(["/", "/", "/"]);
    for (const body of bodies) expect(body.equals(BODY)).toBe(true);
    expect(ms).toBeGreaterThanOrEqual(0.98 * (SPEED.latencyMs + (3 * BODY.length) / 100));
  });
});
