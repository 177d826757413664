// The local host under clients a public server meets: downloads cut off, requests dripped, a shutdown
// with connections still open.
import { spawn } from "node:child_process";
import fs from "node:fs/promises";
import { readdirSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHost, stopHost } from "../../scripts/host/host.ts";

const TIMEOUT_MS = 600;
let dir: string;

/** A server of its own per test, with short timeouts. */
async function start(): Promise<{ server: http.Server; port: number }> {
  const server = createHost({
    root: dir,
    inboxFile: path.join(dir, "inbox.jsonl"),
    headersTimeoutMs: TIMEOUT_MS,
    requestTimeoutMs: TIMEOUT_MS * 2,
    keepAliveTimeoutMs: TIMEOUT_MS,
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return { server, port: (server.address() as AddressInfo).port };
}

const BIG = Buffer.alloc(4 * 1024 * 1024, "0123456789abcdef");
const fds = () => readdirSync("/proc/self/fd").length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "host-hostile-"));
  await fs.mkdir(path.join(dir, "assets"));
  await fs.writeFile(path.join(dir, "assets", "big-AbC.js"), BIG);
  await fs.writeFile(path.join(dir, "index.html"), "<h1>Home</h1>");
  await fs.writeFile(path.join(dir, "changing.txt"), "first version ".repeat(200));
});

afterAll(async () => {
  await fs.rm(dir, { recursive: true, force: true });
});

/** Opens a raw connection and sends `text` one character every `every` ms; resolves when the server closes it. */
function drip(port: number, text: string, every: number): Promise<{ ms: number; reply: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(port, "127.0.0.1");
    let reply = "";
    let i = 0;
    const timer = setInterval(() => !socket.destroyed && i < text.length && socket.write(text[i++]), every);
    socket.on("data", (d) => (reply += d));
    socket.on("error", () => undefined);
    socket.on("close", () => {
      clearInterval(timer);
      resolve({ ms: performance.now() - started, reply });
    });
  });
}

describe("the local host under hostile clients", () => {
  it("keeps no file descriptor after 100 downloads aborted mid-body", async () => {
    const { server, port } = await start();
    try {
      const abort = () =>
        new Promise<void>((resolve) => {
          const req = http.get({ host: "127.0.0.1", port, path: "/assets/big-AbC.js", agent: false }, (res) => {
            res.once("data", () => {
              req.destroy();
              resolve();
            });
          });
          req.on("error", () => resolve());
        });
      await abort(); // first use of everything
      await sleep(100);
      const before = fds();
      for (let i = 0; i < 100; i++) await abort();
      // The server notices each hang-up on its next write; give the closes a moment.
      let after = fds();
      for (let t = 0; t < 20 && after > before; t++) {
        await sleep(100);
        after = fds();
      }
      expect(after).toBeLessThanOrEqual(before);
    } finally {
      await stopHost(server, 0);
    }
  });

  it("answers 408 and closes a connection whose headers are dripped past the timeout", async () => {
    const { server, port } = await start();
    try {
      const { ms, reply } = await drip(port, `GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: ${"a".repeat(500)}`, 20);
      expect(reply).toMatch(/^HTTP\/1\.1 408 /);
      expect(ms).toBeGreaterThanOrEqual(TIMEOUT_MS - 50);
      expect(ms).toBeLessThan(TIMEOUT_MS + 2_500);
    } finally {
      await stopHost(server, 0);
    }
  });

  it("closes a form submission whose body is dripped past the request timeout, storing nothing", async () => {
    const { server, port } = await start();
    try {
      const body = "form-name=contact&name=Slow+Sam&email=sam%40example.com&helpWith=other&message=" + "x".repeat(400);
      const head = `POST / HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: ${body.length}\r\n\r\n`;
      const started = performance.now();
      const socket = net.connect(port, "127.0.0.1");
      socket.on("error", () => undefined);
      socket.write(head);
      const { ms } = await new Promise<{ ms: number }>((resolve) => {
        let i = 0;
        const timer = setInterval(() => !socket.destroyed && i < body.length && socket.write(body[i++]), 20);
        socket.on("close", () => {
          clearInterval(timer);
          resolve({ ms: performance.now() - started });
        });
      });
      expect(ms).toBeLessThan(TIMEOUT_MS * 2 + 2_500);
      await expect(fs.access(path.join(dir, "inbox.jsonl"))).rejects.toThrow();
    } finally {
      await stopHost(server, 0);
    }
  });

  it("stops at once with only idle connections, and within the grace time with a request still arriving", async () => {
    const { server, port } = await start();
    const agent = new http.Agent({ keepAlive: true });
    await new Promise<void>((resolve) => http.get({ host: "127.0.0.1", port, path: "/", agent }, (res) => res.resume().on("end", resolve)));
    const idleStarted = performance.now();
    const { server: second, port: secondPort } = await start();
    const slow = net.connect(secondPort, "127.0.0.1");
    slow.on("error", () => undefined);
    slow.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    await sleep(50);

    await stopHost(server, 5_000);
    expect(performance.now() - idleStarted).toBeLessThan(1_000);
    const slowStarted = performance.now();
    await stopHost(second, 300);
    const slowMs = performance.now() - slowStarted;
    expect(slowMs).toBeGreaterThanOrEqual(250);
    expect(slowMs).toBeLessThan(1_500);
    agent.destroy();
    slow.destroy();
  });

  it("npm run serve exits within a few seconds of SIGTERM, even with a client still sending its request", async () => {
    const free = net.createServer();
    await new Promise<void>((resolve) => free.listen(0, "127.0.0.1", resolve));
    const port = (free.address() as AddressInfo).port;
    await new Promise((resolve) => free.close(resolve));
    const child = spawn(process.execPath, [path.resolve("scripts/host/main.ts")], {
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", INBOX_FILE: path.join(dir, "serve-inbox.jsonl") },
      stdio: ["ignore", "pipe", "inherit"],
    });
    await new Promise<void>((resolve) => child.stdout!.on("data", (d: Buffer) => d.toString().includes("Serving") && resolve()));
    const slow = net.connect(port, "127.0.0.1");
    slow.on("error", () => undefined);
    slow.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
    await sleep(100);
    const started = performance.now();
    const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
    child.kill("SIGTERM");
    const code = await Promise.race([exited, sleep(8_000).then(() => "still running" as const)]);
    slow.destroy();
    if (code === "still running") child.kill("SIGKILL");
    expect(code).toBe(0);
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it("npm run serve on a port already in use says so in one line, with the way out, and exits 1", async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, "127.0.0.1", resolve));
    const port = (taken.address() as AddressInfo).port;
    try {
      const child = spawn(process.execPath, [path.resolve("scripts/host/main.ts")], {
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", INBOX_FILE: path.join(dir, "serve-inbox.jsonl") },
        stdio: ["ignore", "pipe", "pipe"],
      });
      let output = "";
      child.stdout!.on("data", (d) => (output += d));
      child.stderr!.on("data", (d) => (output += d));
      const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
      expect(code).toBe(1);
      expect(output.trim()).toBe(
        `Port ${port} on 127.0.0.1 is in use (another npm start or npm run serve?): stop what uses it, or choose another, as PORT=${port + 1} npm run serve`,
      );
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it("answers every malformed request with a 4xx and keeps serving, never a crash or a file outside the site", async () => {
    const { server, port } = await start();
    const raw = (request: string) =>
      new Promise<string>((resolve) => {
        const socket = net.connect(port, "127.0.0.1");
        let reply = "";
        socket.on("data", (d) => (reply += d));
        socket.on("error", () => resolve(reply));
        socket.on("close", () => resolve(reply));
        socket.write(request);
      });
    try {
      const targets = [
        "/a%zz", // a broken %-escape: Netlify's redirect matcher would throw decoding it
        "/%E0%A4%A", // a cut UTF-8 sequence
        "/images/..%2f..%2fetc%2fpasswd",
        "/..%5c..%5cetc%5cpasswd",
        "/%00index.html",
        "http://evil.example/index.html", // the absolute form names no file of this site
        "*",
        `/${"a".repeat(20_000)}`,
      ];
      for (const target of targets) {
        const reply = await raw(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
        expect(reply, target).toMatch(/^HTTP\/1\.1 4\d\d /);
        expect(reply, target).not.toContain("root:");
      }
      for (const request of ["GARBAGE\r\n\r\n", "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n", "GET / HTTP/9.9\r\n\r\n"]) {
        expect(await raw(request), JSON.stringify(request)).toMatch(/^HTTP\/1\.1 4\d\d /);
      }
      expect(await raw("GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n")).toMatch(/^HTTP\/1\.1 200 /);
    } finally {
      await stopHost(server, 0);
    }
  });

  it("compresses a file again once it changes (compressed copies are kept by content)", async () => {
    const { server, port } = await start();
    try {
      const get = () =>
        new Promise<Buffer>((resolve) =>
          http.get({ host: "127.0.0.1", port, path: "/changing.txt", agent: false, headers: { "Accept-Encoding": "br" } }, (res) => {
            const chunks: Buffer[] = [];
            res.on("data", (c) => chunks.push(c)).on("end", () => resolve(zlib.brotliDecompressSync(Buffer.concat(chunks))));
          }),
        );
      expect((await get()).toString()).toBe("first version ".repeat(200));
      expect((await get()).toString()).toBe("first version ".repeat(200));
      await fs.writeFile(path.join(dir, "changing.txt"), "second version, longer ".repeat(200));
      expect((await get()).toString()).toBe("second version, longer ".repeat(200));
    } finally {
      await stopHost(server, 0);
    }
  });
});
