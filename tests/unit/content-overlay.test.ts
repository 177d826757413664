import { EventEmitter } from "node:events";
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { contentReload } from "../../scripts/tasks/content-reload.ts";

/** The parts of Vite's dev server the plugin uses: its file watcher, its socket to the pages, its logger. */
function fakeServer(root: string) {
  const watcher = Object.assign(new EventEmitter(), { add: vi.fn() });
  const sockets = new EventEmitter();
  const sent: any[] = [];
  // React Router's server entry in the SSR environment: the reload rebuilds it (a page added is found).
  const entry = { id: "\0virtual:react-router/server-build" };
  const invalidated: unknown[] = [];
  const moduleGraph = { getModuleById: (id: string) => (id === entry.id ? entry : undefined), invalidateModule: (m: unknown) => invalidated.push(m) };
  const server = {
    config: { root, logger: { info: vi.fn() } },
    environments: { ssr: { moduleGraph } },
    watcher,
    ws: { clients: new Set(["an open page"]), send: (payload: any) => sent.push(payload), on: (event: string, fn: () => void) => sockets.on(event, fn) },
  };
  return { server, watcher, sockets, sent, invalidated, entry };
}

let root: string;
beforeEach(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), "overlay-test-"));
  vi.useFakeTimers();
});
afterEach(async () => {
  vi.useRealTimers();
  await fs.rm(root, { recursive: true, force: true });
});

describe("content errors in the dev server", () => {
  it("shows each error over the open page as file:line:col, and reloads the page once they are fixed", async () => {
    const report = path.join(root, "problems.json");
    const { server, watcher, sockets, sent, invalidated, entry } = fakeServer(root);
    (contentReload("dist-content", "problems.json") as any).configureServer(server);

    const line = 'content/towns/westminster.yaml:2:7  a value containing ": " must be in quotes: name: "Westminster: Maryland"';
    await fs.writeFile(report, JSON.stringify({ errors: [line] }));
    watcher.emit("all", "change", report);
    expect(sent).toHaveLength(1);
    expect(sent[0].type).toBe("error");
    expect(sent[0].err.message.split("\n")[0]).toBe(line);
    expect(sent[0].err.message).toContain("1 content error: the pages show the last content that built. Fix it and this goes away.");

    // A page opened while the error stands gets it too.
    sockets.emit("connection");
    vi.advanceTimersByTime(100);
    expect(sent.map((p) => p.type)).toEqual(["error", "error"]);

    // Fixed: even when the output is the same as before the error, the page reloads, which clears the overlay.
    await fs.writeFile(report, JSON.stringify({ errors: [] }));
    watcher.emit("all", "change", report);
    vi.advanceTimersByTime(300);
    expect(sent.map((p) => p.type)).toEqual(["error", "error", "full-reload"]);
    // ...and React Router's server entry is rebuilt on the next request, with the pages read again.
    expect(invalidated).toEqual([entry]);
    sockets.emit("connection");
    vi.advanceTimersByTime(100);
    expect(sent).toHaveLength(3);
  });

  it("reloads open pages after a swap, and sends nothing when no page is open (Vite would replay it to the next)", async () => {
    const { server, watcher, sent, invalidated, entry } = fakeServer(root);
    (contentReload("dist-content", "problems.json") as any).configureServer(server);
    const output = path.join(root, "dist-content", "posts.json");

    watcher.emit("all", "change", output);
    watcher.emit("all", "change", output);
    vi.advanceTimersByTime(300);
    expect(sent.map((p) => p.type)).toEqual(["full-reload"]);

    server.ws.clients.clear();
    watcher.emit("all", "change", output);
    vi.advanceTimersByTime(300);
    expect(sent).toHaveLength(1);
    // The next request still rebuilds React Router's server entry, so a page opened later is current.
    expect(invalidated).toEqual([entry, entry]);
  });
});
