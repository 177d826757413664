// The scheduled function that rebuilds the site once a day (netlify/functions/daily-rebuild.mjs), against
// build hooks of our own on 127.0.0.1 standing in for Netlify's: one that answers, one that hangs, one that
// refuses the connection, one that answers 500 and one that redirects. Every run logs one line, and the
// hook's URL (a secret: whoever has it can start builds) is in no line and no answer.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import dailyRebuild, { config, HOOK_TIMEOUT_SECONDS } from "../../netlify/functions/daily-rebuild.mjs";

/** The secret part of every hook's address here. */
const SECRET = "5f3a9c0e7b1d2468ace0";

let servers: http.Server[] = [];
let calls: { method: string; body: string; path: string }[] = [];
let log: ReturnType<typeof vi.spyOn>;

/** A hook on 127.0.0.1 that records each request and answers it with `answer` (which may never answer). */
async function hook(answer: (res: http.ServerResponse) => unknown = (res) => res.writeHead(200).end()): Promise<string> {
  const server = http.createServer((req, res) => {
    // Recorded as it arrives: a hook that never answers has still been asked.
    const call = { method: req.method!, body: "", path: req.url! };
    calls.push(call);
    req.on("data", (d) => (call.body += d));
    req.on("end", () => answer(res));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  servers.push(server);
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/build_hooks/${SECRET}`;
}

beforeEach(() => {
  calls = [];
  servers = [];
  log = vi.spyOn(console, "log").mockImplementation(() => {});
});
afterEach(async () => {
  vi.restoreAllMocks();
  for (const server of servers) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

const run = (env: Record<string, string | undefined>, timeoutSeconds?: number) =>
  dailyRebuild(new Request("http://localhost/.netlify/functions/daily-rebuild"), { env, timeoutSeconds });

/** Runs the function; its answer's status and text, and the one line it logged. Neither holds the hook's secret. */
async function outcome(env: Record<string, string | undefined>, timeoutSeconds?: number) {
  const response = await run(env, timeoutSeconds);
  const text = await response.text();
  expect(log).toHaveBeenCalledTimes(1);
  const line = String(log.mock.calls[0][0]);
  for (const said of [text, line]) {
    expect(said).not.toContain(SECRET);
    expect(said).not.toContain("127.0.0.1");
  }
  log.mockClear();
  return { status: response.status, text, line };
}

describe("the daily rebuild", () => {
  it("runs once a day, early in Maryland's morning, and waits seconds, not forever, for the hook", () => {
    expect(config.schedule).toBe("0 10 * * *");
    expect(HOOK_TIMEOUT_SECONDS).toBeGreaterThan(0);
    expect(HOOK_TIMEOUT_SECONDS).toBeLessThanOrEqual(30);
  });

  it("asks the build hook for one production build, and says so", async () => {
    const url = await hook();
    const { status, line } = await outcome({ BUILD_HOOK_URL: url });
    expect(status).toBe(202);
    expect(line).toBe("daily rebuild: production build requested (the build hook answered 200)");
    expect(calls).toEqual([{ method: "POST", body: "{}", path: `/build_hooks/${SECRET}` }]);
  });

  it("says so when no hook is set", async () => {
    const { status, line } = await outcome({});
    expect(status).toBe(500);
    expect(line).toBe("daily rebuild: BUILD_HOOK_URL is not set, so scheduled posts wait for the next deploy");
  });

  it("says the setting is malformed, without quoting it, when it is written with quotes or is no web address", async () => {
    const url = await hook();
    const quoted = await outcome({ BUILD_HOOK_URL: `"${url}"` });
    expect(quoted.status).toBe(500);
    expect(quoted.line).toBe(
      "daily rebuild: BUILD_HOOK_URL is not a web address (it has quotes or spaces around it: set the address alone), so no build was requested",
    );
    const scheme = await outcome({ BUILD_HOOK_URL: `ftp://api.netlify.com/build_hooks/${SECRET}` });
    expect(scheme.line).toBe("daily rebuild: BUILD_HOOK_URL must start with https://, so no build was requested");
    const plain = await outcome({ BUILD_HOOK_URL: `http://api.netlify.com/build_hooks/${SECRET}` });
    expect(plain.line).toBe("daily rebuild: BUILD_HOOK_URL must start with https://, so no build was requested");
    expect(calls).toEqual([]);
  });

  it("gives up on a hook that never answers, within its time limit", async () => {
    const url = await hook(() => false);
    const started = performance.now();
    const { status, line } = await outcome({ BUILD_HOOK_URL: url }, 2);
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(status).toBe(502);
    expect(line).toBe("daily rebuild: the build hook did not answer within 2 seconds, so no build was requested");
    expect(calls).toHaveLength(1);
  });

  it("says so when the hook refuses the connection", async () => {
    const url = await hook();
    const server = servers.pop()!;
    await new Promise((resolve) => server.close(resolve));
    const { status, line } = await outcome({ BUILD_HOOK_URL: url });
    expect(status).toBe(502);
    expect(line).toBe("daily rebuild: the build hook refused the connection, so no build was requested");
  });

  it("says what the hook answered when it fails", async () => {
    const url = await hook((res) => res.writeHead(500).end("internal error"));
    const { status, line } = await outcome({ BUILD_HOOK_URL: url });
    expect(status).toBe(502);
    expect(line).toBe("daily rebuild: the build hook answered 500, so no build was requested");
  });

  it("does not follow a redirect, which would send the request elsewhere", async () => {
    const elsewhere = await hook();
    const url = await hook((res) => res.writeHead(302, { location: elsewhere }).end());
    const { status, line } = await outcome({ BUILD_HOOK_URL: url });
    expect(status).toBe(502);
    expect(line).toBe("daily rebuild: the build hook answered 302 (a redirect, not followed), so no build was requested: check BUILD_HOOK_URL");
    expect(calls).toHaveLength(1);
  });
});
