// `npm run bench:host`: the local host (`npm run serve`, Netlify's engines) under the clients a public server meets.
// Starts the server on build/client (BENCH_PORT, else E2E_PORT + 2, else 5301) and prints figures rather than pass/fail:
//   - open file descriptors before and after 100 downloads of the largest script aborted mid-body;
//   - requests per second for that script with brotli, over keep-alive connections;
//   - one line per probe (ranges, 304, the CSP of HTML answers, slash forms, 404.html, a dripped request,
//     SIGTERM) with what it answered.
import { spawn } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { ROOT } from "../lib/root.ts";

/** BENCH_PORT, else two above E2E_PORT (each engineer's own range), else 5301. */
const PORT = Number(process.env.BENCH_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 2 : 5301));
const HOST = "127.0.0.1";
const client = path.join(ROOT, "build", "client");
if (!fs.existsSync(path.join(client, "sitemap.xml"))) {
  console.error("No build/client: run `npm run build` first.");
  process.exit(1);
}

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function request(target: string, headers: Record<string, string> = {}, agent: http.Agent | false = false, method = "GET"): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: HOST, port: PORT, path: target, headers, agent, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      res.on("error", reject);
    });
    req.on("error", reject);
    req.end();
  });
}

/** Whether an HTML answer carries a policy: the header, or the <meta> of 404.html. */
const csp = (a: Answer) => (a.headers["content-security-policy"] || /http-equiv="Content-Security-Policy"/.test(a.body.toString()) ? "yes" : "no");
/** A contact form submission as a script would send it, with `fields` as given (no trimming). */
function postForm(fields: Record<string, string>): Promise<Answer> {
  const body = new URLSearchParams({
    "form-name": "contact",
    name: "Eve Adams",
    email: "eve@example.com",
    helpWith: "other",
    message: "Hello",
    ...fields,
  }).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: HOST,
        port: PORT,
        path: "/",
        method: "POST",
        agent: false,
        headers: { "Content-Type": "application/x-www-form-urlencoded", "Content-Length": Buffer.byteLength(body) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
const formProbe = async (fields: Record<string, string>) => {
  const a = await postForm(fields);
  return `${a.status} ${a.body.toString().split("\n")[0]}`;
};

const fdCount = (pid: number) => fs.readdirSync(`/proc/${pid}/fd`).length;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks for `target` without compression, reads the first bytes of the body, then drops the connection. */
function abortedDownload(target: string): Promise<void> {
  return new Promise((resolve) => {
    const req = http.request({ host: HOST, port: PORT, path: target, agent: false }, (res) => {
      res.once("data", () => {
        req.destroy();
        resolve();
      });
      res.once("end", resolve);
    });
    req.on("error", () => resolve());
    req.end();
  });
}

async function requestsPerSecond(target: string, seconds: number, connections: number): Promise<number> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const until = performance.now() + seconds * 1000;
  let done = 0;
  const worker = async () => {
    while (performance.now() < until) {
      const a = await request(target, { "Accept-Encoding": "br" }, agent);
      if (a.status !== 200 || a.headers["content-encoding"] !== "br") throw new Error(`${target}: ${a.status} ${a.headers["content-encoding"]}`);
      done += 1;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: connections }, worker));
  agent.destroy();
  return done / ((performance.now() - started) / 1000);
}

/** Sends a request's headers one byte every `every` ms; resolves with how long the server kept the socket open. */
function drip(every: number, limitMs: number): Promise<{ closedAfterMs: number | undefined; reply: string }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(PORT, HOST);
    const text = "GET / HTTP/1.1\r\nHost: localhost\r\nX-Slow: " + "a".repeat(10_000);
    let i = 0;
    let reply = "";
    const timer = setInterval(() => {
      if (!socket.destroyed && i < text.length) socket.write(text[i++]);
    }, every);
    const finish = (closedAfterMs: number | undefined) => {
      clearInterval(timer);
      clearTimeout(limit);
      socket.destroy();
      resolve({ closedAfterMs, reply: reply.split("\r\n")[0] });
    };
    const limit = setTimeout(() => finish(undefined), limitMs);
    socket.on("data", (d) => (reply += d));
    socket.on("close", () => finish(performance.now() - started));
    socket.on("error", () => undefined);
  });
}

function startServer(): Promise<{ pid: number; stop: (signal: NodeJS.Signals) => Promise<number> }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, "scripts/host/main.ts")], {
      cwd: ROOT,
      env: { ...process.env, PORT: String(PORT), HOST, INBOX_FILE: path.join(os.tmpdir(), `bench-host-inbox-${process.pid}.jsonl`) },
      stdio: ["ignore", "pipe", "inherit"],
    });
    child.on("error", reject);
    child.stdout!.on("data", (d: Buffer) => {
      if (d.toString().includes("Serving")) {
        resolve({
          pid: child.pid!,
          stop: (signal) =>
            new Promise((done) => {
              const at = performance.now();
              child.once("exit", () => done(performance.now() - at));
              child.kill(signal);
            }),
        });
      }
    });
  });
}

const largestScript = fs
  .readdirSync(path.join(client, "assets"))
  .filter((f) => f.endsWith(".js"))
  .map((f) => ({ f, size: fs.statSync(path.join(client, "assets", f)).size }))
  .sort((a, b) => b.size - a.size)[0];
const asset = `/assets/${largestScript.f}`;

const server = await startServer();
console.log(`static host bench on http://${HOST}:${PORT}/ (pid ${server.pid}), asset ${asset} (${(largestScript.size / 1024).toFixed(0)} KB)\n`);

// Descriptors: a few warm-up requests first, so the count does not include the first use of anything.
await request(asset);
await request("/");
await sleep(200);
const before = fdCount(server.pid);
for (let i = 0; i < 100; i++) await abortedDownload(asset);
await sleep(1000);
const after = fdCount(server.pid);
console.log(`file descriptors: ${before} before, ${after} after 100 aborted downloads of ${asset}`);

const rps = await requestsPerSecond(asset, 5, 4);
console.log(`brotli ${asset}: ${rps.toFixed(0)} requests/s (4 keep-alive connections, 5 s)\n`);

const probes: [string, () => Promise<string>][] = [
  [
    "GET /about (canonical)",
    async () => {
      const a = await request("/about");
      return `${a.status}${a.headers.location ? ` -> ${a.headers.location}` : ""}, CSP ${csp(a)}`;
    },
  ],
  [
    "GET /about/ (other slash form)",
    async () => {
      const a = await request("/about/");
      return `${a.status}${a.headers.location ? ` -> ${a.headers.location}` : ""}`;
    },
  ],
  [
    "GET /blog (page beside its folder)",
    async () => {
      const a = await request("/blog");
      return `${a.status}${a.headers.location ? ` -> ${a.headers.location}` : ""}`;
    },
  ],
  [
    "GET /index.html",
    async () => {
      const a = await request("/index.html");
      return `${a.status}${a.headers.location ? ` -> ${a.headers.location}` : ""}, CSP ${csp(a)}`;
    },
  ],
  [
    "GET /about.html",
    async () => {
      const a = await request("/about.html");
      return `${a.status}${a.headers.location ? ` -> ${a.headers.location}` : ""}, CSP ${csp(a)}`;
    },
  ],
  [
    "GET /about/index.html",
    async () => {
      const a = await request("/about/index.html");
      return `${a.status}${a.headers.location ? ` -> ${a.headers.location}` : ""}, CSP ${csp(a)}`;
    },
  ],
  [
    "GET /forms/contact",
    async () => {
      const a = await request("/forms/contact");
      return `${a.status}, CSP ${csp(a)}`;
    },
  ],
  ["GET /404.html/", async () => `${(await request("/404.html/")).status}`],
  [
    "GET /no-such-page",
    async () => {
      const a = await request("/no-such-page");
      return `${a.status}, CSP ${csp(a)}`;
    },
  ],
  [
    `Range bytes=-10 on ${asset}`,
    async () => {
      const a = await request(asset, { Range: "bytes=-10" });
      const whole = fs.readFileSync(path.join(client, asset));
      return `${a.status} ${a.headers["content-range"] ?? ""}, ${a.body.equals(whole.subarray(-10)) ? "the last 10 bytes" : a.body.equals(whole.subarray(0, 10)) ? "the FIRST 10 bytes" : `${a.body.length} other bytes`}`;
    },
  ],
  [
    `Range bytes=0-1,5-6 on ${asset}`,
    async () => {
      const a = await request(asset, { Range: "bytes=0-1,5-6" });
      return `${a.status} ${a.headers["content-type"]}, ${a.body.length} bytes`;
    },
  ],
  [
    "304 of /about carries Cache-Control",
    async () => {
      const first = await request("/about");
      const again = await request("/about", { "If-None-Match": String(first.headers.etag) });
      return `${again.status}, Cache-Control ${again.headers["cache-control"] ?? "none"}`;
    },
  ],
  ['POST name "Eve\\r\\nBcc: x@example.com"', () => formProbe({ name: "Eve\r\nBcc: x@example.com" })],
  ["POST message with ESC [2J", () => formProbe({ message: "Hello \u001b[2J" })],
  [
    "headers dripped 1 byte / 100 ms",
    async () => {
      const { closedAfterMs, reply } = await drip(100, 20_000);
      return closedAfterMs === undefined ? "still open after 20 s" : `closed after ${(closedAfterMs / 1000).toFixed(1)} s${reply ? ` (${reply})` : ""}`;
    },
  ],
];
for (const [name, probe] of probes) console.log(`${name.padEnd(50)} ${await probe().catch((e: Error) => `failed: ${e.message}`)}`);

// SIGTERM with an idle keep-alive connection and a client still sending its headers: how long until the process is gone.
const idle = new http.Agent({ keepAlive: true });
await request("/", {}, idle);
const slow = net.connect(PORT, HOST);
slow.on("error", () => undefined);
slow.write("GET / HTTP/1.1\r\nHost: localhost\r\n");
await sleep(200);
const exitMs = await Promise.race([server.stop("SIGTERM"), sleep(15_000).then(() => undefined)]);
console.log(
  `${"SIGTERM, idle + half-sent request open".padEnd(50)} ${exitMs === undefined ? "still running after 15 s (killed)" : `exited after ${(exitMs / 1000).toFixed(2)} s`}`,
);
idle.destroy();
slow.destroy();
if (exitMs === undefined) process.kill(server.pid, "SIGKILL");
