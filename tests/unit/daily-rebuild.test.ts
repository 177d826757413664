// The scheduled function that rebuilds the site once a day (netlify/functions/daily-rebuild.mjs), against
// a build hook of our own on 127.0.0.1 standing in for Netlify's.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import dailyRebuild, { config } from "../../netlify/functions/daily-rebuild.mjs";

let server: http.Server;
let calls: { method: string; body: string }[] = [];
let status = 200;
let hook = "";
beforeEach(async () => {
  calls = [];
  status = 200;
  server = http.createServer((req, res) => {
    let body = "";
    req.on("data", (d) => (body += d));
    req.on("end", () => {
      calls.push({ method: req.method!, body });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  hook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/abc123`;
  vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise((resolve) => server.close(resolve));
});

const run = (env: Record<string, string | undefined>) => dailyRebuild(new Request("http://localhost/.netlify/functions/daily-rebuild"), { env });

describe("the daily rebuild", () => {
  it("runs once a day, early in Maryland's morning", () => {
    expect(config.schedule).toBe("0 10 * * *");
  });

  it("asks the build hook for one production build", async () => {
    const response = await run({ BUILD_HOOK_URL: hook });
    expect(response.status).toBe(202);
    expect(calls).toEqual([{ method: "POST", body: "{}" }]);
  });

  it("says so when the build hook refuses, and when none is set", async () => {
    status = 404;
    expect((await run({ BUILD_HOOK_URL: hook })).status).toBe(502);
    const unset = await run({});
    expect(unset.status).toBe(500);
    expect(await unset.text()).toBe("BUILD_HOOK_URL is not set");
    expect(calls).toHaveLength(1);
  });
});
