import { execFileSync, spawn } from "node:child_process";
import fs from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createHost } from "../../scripts/host/host.ts";
import { readInbox } from "../../scripts/host/inbox-store.ts";
import { encodeForm, EMPTY_CONTACT, type ContactValues } from "../../core/contact.ts";
import { formatEntry } from "../../scripts/host/inbox.ts";

const FORM = "application/x-www-form-urlencoded";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

interface Request {
  method?: string;
  path?: string;
  headers?: Record<string, string | number>;
  /** Sent in one piece, or piece by piece (chunked, no length) when given as a list. */
  body?: string | Buffer | Buffer[];
}

let dir: string;
let inboxFile: string;
let server: http.Server;
let port: number;

/** One request on its own connection; the answer even when the server stops reading the body early. */
function send({ method = "POST", path: target = "/", headers = {}, body }: Request, to = port): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: "127.0.0.1", port: to, method, path: target, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks).toString("utf8") }));
    });
    // Writing the rest of a refused body may hit a closed socket; only the answer matters.
    req.on("error", (err) => (req.headersSent ? undefined : reject(err)));
    if (Array.isArray(body)) {
      const write = (i: number) => (i < body.length && !req.destroyed ? req.write(body[i], () => write(i + 1)) : req.end());
      write(0);
    } else {
      req.end(body);
    }
  });
}

const post = (body: string | Buffer, headers: Record<string, string> = {}) => send({ headers: { "Content-Type": FORM, ...headers }, body });

const visitor = (n: number): ContactValues => ({
  ...EMPTY_CONTACT,
  name: `Visitor ${n}`,
  email: `visitor${n}@example.com`,
  phone: "(410) 555-0100",
  helpWith: "location-assessment",
  location: "warehouse",
  businessName: `Warehouse ${n} & Sons`,
  solutions: ["micro-market", "smart-store"],
  message: `Line one of ${n}\nLine two: "quoted", 100% sure & more`,
  source: "/service-area/hampstead",
});

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), "form-server-"));
  const root = path.join(dir, "client");
  await fs.mkdir(path.join(root, "contact"), { recursive: true });
  await fs.writeFile(path.join(root, "index.html"), "<h1>Home</h1>");
  await fs.writeFile(path.join(root, "contact", "thanks.html"), "<h1>Thanks</h1>");
  inboxFile = path.join(dir, "data", "inbox.jsonl");
  server = createHost({ root, inboxFile });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
  await fs.rm(dir, { recursive: true, force: true });
});

beforeEach(async () => {
  await fs.rm(inboxFile, { force: true });
});

/** The server still serves pages and still takes a good submission. */
async function expectStillServing() {
  expect((await send({ method: "GET" })).status).toBe(200);
  expect((await post(encodeForm(visitor(0)))).status).toBe(200);
}

describe("the local form handler", () => {
  it("stores a submission from the script as one JSON line and answers 200", async () => {
    const answer = await post(encodeForm(visitor(1)), { Accept: "*/*" });
    expect(answer.status).toBe(200);
    const { entries, unreadable } = await readInbox(inboxFile);
    expect(unreadable).toBe(0);
    expect(entries).toEqual([
      {
        receivedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        form: "contact",
        subject: "Visitor 1 - Location Assessment - Warehouse 1 & Sons - Smart Store, Micro Market",
        name: "Visitor 1",
        email: "visitor1@example.com",
        phone: "(410) 555-0100",
        helpWith: "location-assessment",
        location: "warehouse",
        businessName: "Warehouse 1 & Sons",
        solutions: ["smart-store", "micro-market"],
        message: 'Line one of 1\nLine two: "quoted", 100% sure & more',
        source: "/service-area/hampstead",
      },
    ]);
  });

  it("sends a browser without JavaScript on to the confirmation page, from / and from the form's action", async () => {
    const nativeBody =
      "form-name=contact&subject=New+Contact+Form+Submission&name=Pat+Lee&email=pat%40example.com&phone=&helpWith=general-inquiry&location=&businessName=&solutions=smart-store&solutions=smart-traditional-vending&message=Hi&bot-field=";
    for (const target of ["/", "/contact/thanks"]) {
      const answer = await send({ path: target, headers: { "Content-Type": FORM, Accept: "text/html,application/xhtml+xml,*/*;q=0.8" }, body: nativeBody });
      expect(answer.status).toBe(303);
      expect(answer.headers.location).toBe("/contact/thanks");
    }
    const { entries } = await readInbox(inboxFile);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({
      subject: "Pat Lee - General Inquiry - Smart Store, Smart Traditional Vending",
      solutions: ["smart-store", "smart-traditional-vending"],
    });
  });

  it("drops a submission whose honeypot is filled without storing anything", async () => {
    const answer = await post(encodeForm({ ...visitor(2), botField: "http://spam.example" }));
    expect(answer.status).toBe(200);
    await expect(fs.access(inboxFile)).rejects.toThrow();
  });

  const big = "a".repeat(70 * 1024);
  const refusals: [string, Request, number][] = [
    ["a JSON body", { headers: { "Content-Type": "application/json" }, body: JSON.stringify({ name: "x" }) }, 415],
    ["a multipart body", { headers: { "Content-Type": "multipart/form-data; boundary=x" }, body: "--x--" }, 415],
    ["a body without a content type", { body: encodeForm(visitor(3)) }, 415],
    ["a body that declares more than 64 KB", { headers: { "Content-Type": FORM }, body: `form-name=contact&message=${big}` }, 413],
    [
      "a chunked body that grows past 64 KB",
      {
        headers: { "Content-Type": FORM },
        body: [Buffer.from("form-name=contact&message="), ...Array.from({ length: 10 }, () => Buffer.from("b".repeat(16 * 1024)))],
      },
      413,
    ],
    [
      "a body naming another form",
      { headers: { "Content-Type": FORM }, body: encodeForm(visitor(4)).replace("form-name=contact", "form-name=newsletter") },
      400,
    ],
    ["a body without a form name", { headers: { "Content-Type": FORM }, body: encodeForm(visitor(4)).replace("form-name=contact&", "") }, 400],
    ["a broken %-escape", { headers: { "Content-Type": FORM }, body: `${encodeForm(visitor(5))}&message=%E2%82` }, 400],
    [
      "raw bytes that are not UTF-8",
      { headers: { "Content-Type": FORM }, body: Buffer.concat([Buffer.from("form-name=contact&name="), Buffer.from([0xff, 0xfe])]) },
      400,
    ],
    ["a field sent twice", { headers: { "Content-Type": FORM }, body: `${encodeForm(visitor(6))}&email=other%40example.com` }, 400],
    ["a submission that fails validation", { headers: { "Content-Type": FORM }, body: encodeForm({ ...visitor(7), email: "nope", businessName: "AB" }) }, 422],
    ["a PUT to the form's address", { method: "PUT", headers: { "Content-Type": FORM }, body: encodeForm(visitor(8)) }, 405],
  ];

  for (const [what, request, status] of refusals) {
    it(`refuses ${what} with ${status}, stores nothing and keeps serving`, async () => {
      const answer = await send(request);
      expect(answer.status).toBe(status);
      expect(answer.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(answer.body.length).toBeGreaterThan(0);
      expect(answer.body.length).toBeLessThan(300);
      await expect(fs.access(inboxFile)).rejects.toThrow();
      await expectStillServing();
    });
  }

  /** A body exactly as a client may send it, bypassing encodeForm's trimming. */
  const raw = (fields: Partial<Record<string, string>>) =>
    new URLSearchParams({
      "form-name": "contact",
      name: "Eve Adams",
      email: "eve@example.com",
      phone: "",
      helpWith: "other",
      message: "Hello",
      ...fields,
    } as Record<string, string>).toString();
  const controls: [string, Record<string, string>, string][] = [
    [
      "CR LF in the name (a header injection in the subject)",
      { name: "Eve\r\nBcc: all@example.com" },
      "Please remove line breaks and other control characters from this field",
    ],
    ["a line break at the end of the name", { name: "Eve\r\n" }, "Please remove line breaks and other control characters from this field"],
    [
      "ESC in the business name",
      { helpWith: "general-inquiry", businessName: "Acme \u001b[31mred", solutions: "smart-store" },
      "Please remove line breaks and other control characters from this field",
    ],
    ["BEL in the phone number", { phone: "410\u0007555" }, "Please remove line breaks and other control characters from this field"],
    ["LF in the e-mail address", { email: "eve@example.com\nbcc@example.com" }, "Please remove line breaks and other control characters from this field"],
    ["NUL in the message", { message: "Hi\u0000there" }, "Please remove control characters (other than line breaks) from your message"],
  ];
  for (const [what, fields, message] of controls) {
    it(`refuses ${what} with 422 and says so, storing nothing`, async () => {
      const answer = await post(raw(fields));
      expect(answer.status).toBe(422);
      expect(answer.body.split("\n")).toContain(message);
      await expect(fs.access(inboxFile)).rejects.toThrow();
    });
  }

  it("keeps the line breaks of a message as a textarea sends them (CR LF)", async () => {
    expect((await post(raw({ message: "First line\r\nSecond line\tend" }))).status).toBe(200);
    expect((await readInbox(inboxFile)).entries[0].message).toBe("First line\r\nSecond line\tend");
  });

  it("starts a new entry on its own line after a last line that was cut off, which is reported, not merged", async () => {
    await fs.mkdir(path.dirname(inboxFile), { recursive: true });
    const whole = `${JSON.stringify({ ...visitor(1), receivedAt: "2026-11-20T10:00:00.000Z", form: "contact", subject: "s" })}\n`;
    await fs.writeFile(inboxFile, whole + whole.slice(0, 40));
    expect((await post(encodeForm(visitor(2)))).status).toBe(200);
    expect((await post(encodeForm(visitor(3)))).status).toBe(200);
    const { entries, unreadable } = await readInbox(inboxFile);
    expect(entries.map((e) => e.name)).toEqual(["Visitor 1", "Visitor 2", "Visitor 3"]);
    expect(unreadable).toBe(1);
  });

  it("answers 507 and keeps the inbox as it was when the entry cannot be written whole (file-size limit)", async () => {
    const limited = path.join(dir, "limited.jsonl");
    const first = `${JSON.stringify({ ...visitor(1), receivedAt: "2026-11-20T10:00:00.000Z", form: "contact", subject: "s" })}\n`;
    await fs.writeFile(limited, first + "x".repeat(1000 - first.length - 1) + "\n");
    const child = spawn(process.execPath, [path.resolve("tests/unit/helpers/host-child.ts"), path.join(dir, "client"), limited], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    try {
      const childPort = await new Promise<number>((resolve, reject) => {
        child.stdout.on("data", (d: Buffer) => /port (\d+)/.test(d.toString()) && resolve(Number(/port (\d+)/.exec(d.toString())![1])));
        child.on("exit", (code) => reject(new Error(`the host exited (${code})`)));
      });
      // The server process may now write files of at most 1,024 bytes: the entry fits only in part.
      execFileSync("prlimit", [`--pid=${child.pid}`, "--fsize=1024:1024"]);
      const answer = await send({ headers: { "Content-Type": FORM }, body: encodeForm(visitor(2)) }, childPort);
      expect(answer.status).toBe(507);
      expect(answer.body).toMatch(/not stored/);
      expect((await fs.stat(limited)).size).toBe(1000);
    } finally {
      child.kill("SIGTERM");
    }
  });

  it("npm run inbox shows control characters as escapes, never raw", () => {
    const shown = formatEntry({
      ...visitor(1),
      solutions: [],
      receivedAt: "2026-11-20T10:00:00.000Z",
      form: "contact",
      subject: "Eve\u001b]0;pwned\u0007 - Other",
      name: "Eve\u202eevil",
      message: "line one\r\nline two \u001b[2J\rover\u0000",
    });
    expect(shown).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202e]/);
    expect(shown).toContain("Eve\\x1b]0;pwned\\x07 - Other");
    expect(shown).toContain("Eve\\u202eevil");
    expect(shown).toContain("line two \\x1b[2J\\x0dover\\x00");
  });

  it("names what is wrong when a submission fails validation", async () => {
    const answer = await post(encodeForm({ ...visitor(9), email: "nope", businessName: "AB", solutions: [] }));
    expect(answer.body.split("\n")).toEqual([
      "Please enter a valid email address (e.g., name@company.com)",
      "Business name must be at least 3 characters long",
      "Please select at least one solution you are interested in",
    ]);
  });

  it("survives a client that hangs up halfway through its body", async () => {
    await new Promise<void>((resolve) => {
      const req = http.request({ host: "127.0.0.1", port, method: "POST", path: "/", agent: false, headers: { "Content-Type": FORM, "Content-Length": 5000 } });
      req.on("error", () => resolve());
      req.write("form-name=contact&name=Half", () => setTimeout(() => req.destroy(), 20));
      req.on("close", () => resolve());
    });
    await expectStillServing();
  });

  it("lands 200 concurrent submissions as 200 intact lines", async () => {
    const count = 200;
    const answers = await Promise.all(Array.from({ length: count }, (_, i) => post(encodeForm(visitor(i + 100)))));
    expect(answers.map((a) => a.status)).toEqual(Array(count).fill(200));

    const lines = (await fs.readFile(inboxFile, "utf8")).split("\n");
    expect(lines.pop()).toBe("");
    expect(lines).toHaveLength(count);
    const entries = lines.map((line) => JSON.parse(line));
    const names = entries.map((e) => e.name).sort();
    expect(names).toEqual(Array.from({ length: count }, (_, i) => `Visitor ${i + 100}`).sort());
    for (const e of entries) expect(e.message).toBe(`Line one of ${e.name.slice(8)}\nLine two: "quoted", 100% sure & more`);
  });
});
