// The launch check (scripts/cli/launch.ts): the content CLI runs it by itself when the host's environment
// asks (CONTEXT=production on a Netlify production deploy, LAUNCH=1 elsewhere), so a production build of
// the template's placeholders fails at their file:line:col and leaves the last good output; with real
// values it passes, and without the environment it passes either way.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchRequested, placeholderRepository, reservedHost, reservedPhone, unreachableUrl } from "../../scripts/cli/launch.ts";
import { checkContent } from "../../scripts/cli/pipeline.ts";
import { formatProblem } from "../../core/content/problems.ts";
import { listFiles } from "../../scripts/lib/output.ts";
import { ROOT } from "../../scripts/lib/root.ts";
import { edit, scratchSite } from "./content-helpers.ts";

const run = promisify(execFile);

/** The real CLI against a copy of the content, with only the environment a host would give it. */
async function cli(root: string, args: string[], env: Record<string, string> = {}) {
  const base: NodeJS.ProcessEnv = { ...process.env, CONTENT_ROOT: root, CI: "true", GITHUB_ACTIONS: "" };
  delete base.CONTEXT;
  delete base.LAUNCH;
  try {
    const { stdout } = await run(process.execPath, [path.join(ROOT, "scripts/content.mjs"), ...args], { env: { ...base, ...env } });
    return { code: 0, stdout };
  } catch (err) {
    const failed = err as { code: number; stdout: string };
    return { code: failed.code, stdout: failed.stdout };
  }
}

/** `file:line:col` of a top-level or nested key's value in a YAML file, found by its text. */
async function at(root: string, rel: string, pattern: RegExp): Promise<string> {
  const text = await fs.readFile(path.join(root, rel), "utf8");
  const m = pattern.exec(text);
  if (!m) throw new Error(`${rel} has no ${pattern}`);
  const offset = m.index + m[0].length;
  const before = text.slice(0, offset).split("\n");
  return `${rel}:${before.length}:${before.at(-1)!.length + 1}`;
}

/** The values an owner writes before launch: plausible, none of them reserved. */
async function setRealValues(root: Parameters<typeof edit>[0]) {
  await edit(root, "content/site.yaml", /^origin: .*$/m, "origin: https://www.patapscovending.com");
  await edit(root, "content/site.yaml", /^email: .*$/m, "email: info@patapscovending.com");
  await edit(root, "content/site.yaml", /^supportEmail: .*$/m, "supportEmail: support@patapscovending.com");
  await edit(root, "content/site.yaml", /^phone: .*$/m, "phone: (410) 871-2260");
  await edit(root, "content/site.yaml", /^ {2}repository: .*$/m, "  repository: patapsco-vending/website");
}

/** Every file of `dir` and a hash of its bytes (comparing the bytes themselves is slow in expect). */
async function snapshot(dir: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const rel of await listFiles(dir))
    out.set(
      rel,
      createHash("sha256")
        .update(await fs.readFile(path.join(dir, rel)))
        .digest("hex"),
    );
  return out;
}

describe("what the launch check refuses", () => {
  it("phone numbers reserved for fiction or impossible in North America", () => {
    expect(reservedPhone("410", "555", "0142")).toMatch(/reserved for films/);
    expect(reservedPhone("410", "555", "0100")).toBeDefined();
    expect(reservedPhone("410", "555", "0199")).toBeDefined();
    expect(reservedPhone("410", "555", "0200")).toBeUndefined();
    expect(reservedPhone("410", "123", "4567")).toMatch(/starts with 0 or 1/);
    expect(reservedPhone("000", "000", "0000")).toBeDefined();
    expect(reservedPhone("410", "871", "2260")).toBeUndefined();
  });

  it("reserved, local and numeric hosts for e-mails and addresses", () => {
    for (const host of [
      "patapsco-vending.example",
      "shop.test",
      "a.invalid",
      "x.localhost",
      "localhost",
      "example.com",
      "www.example.org",
      "mail.example.net",
      "127.0.0.1",
    ]) {
      expect(reservedHost(host), host).toBeDefined();
    }
    for (const host of ["patapscovending.com", "examples.com", "www.facebook.com", "carrollcountychamber.org"])
      expect(reservedHost(host), host).toBeUndefined();
  });

  it("the template's editor repository, not a real one", () => {
    expect(placeholderRepository("your-github-account/patapsco-website")).toMatch(/still the template's/);
    expect(placeholderRepository("owner/name")).toBeDefined();
    expect(placeholderRepository("example-co/site")).toBeDefined();
    expect(placeholderRepository("patapsco-vending/website")).toBeUndefined();
  });

  it("runs for a production deploy or when asked, and not for previews or local builds", () => {
    expect(launchRequested({ CONTEXT: "production" })).toBe("CONTEXT=production");
    expect(launchRequested({ LAUNCH: "1" })).toBe("LAUNCH=1");
    expect(launchRequested({ CONTEXT: "deploy-preview" })).toBeUndefined();
    expect(launchRequested({ CONTEXT: "branch-deploy" })).toBeUndefined();
    expect(launchRequested({})).toBeUndefined();
  });
});

describe("addresses a live site can use", () => {
  it("takes an https address of a real domain on the web's port, and names what is wrong with others", () => {
    expect(unreachableUrl("https://www.patapscovending.com")).toBeUndefined();
    expect(unreachableUrl("https://.")).toMatch(/is not a domain name/);
    expect(unreachableUrl("https://www.patapscovending.com:99999")).toBe("it is not a web address");
    expect(unreachableUrl("https://www.patapscovending.com:8443")).toMatch(/port 8443 is not the web's/);
    expect(unreachableUrl("http://www.patapscovending.com")).toMatch(/https:\/\//);
    expect(unreachableUrl("https://user:secret@patapscovending.com")).toMatch(/user name or password/);
    expect(unreachableUrl("https://localhost-")).toMatch(/is not a domain name/);
  });
});

describe("the launch check on the content", () => {
  it("refuses, launch or not, an origin no browser can open and an e-mail address that carries more than a mailbox", async () => {
    const site = await scratchSite();
    try {
      const origin = await edit(site, "content/site.yaml", /^origin: .*$/m, "origin: https://www.patapscovending.com:99999");
      const email = await edit(site, "content/site.yaml", /^email: .*$/m, 'email: "info@patapscovending.com?bcc=list@patapscovending.com"');
      for (const launch of [true, false]) {
        const lines = (await checkContent(site, { launch })).problems.errors.map(formatProblem);
        expect(lines).toContainEqual(
          expect.stringMatching(
            new RegExp(`^content/site\\.yaml:${origin}:\\d+  origin https://www\\.patapscovending\\.com:99999 is not a web address a browser can open`),
          ),
        );
        // Said once: the schema's own message, at the field.
        expect(lines.filter((l) => l.startsWith(`content/site.yaml:${email}:`))).toEqual([
          expect.stringMatching(/ {2}email must be an e-mail address \(found "info@patapscovending\.com\?bcc=list@patapscovending\.com"\)$/),
        ]);
      }
    } finally {
      await site.dispose();
    }
  });

  it("reports unfinished copy at its line in a post and a page, only when asked", async () => {
    const site = await scratchSite();
    try {
      const rel = "content/posts/what-is-unattended-retail.md";
      const line = await edit(site, rel, /^## /m, "TODO: check these figures. Lorem ipsum.\n\n## ");
      await edit(site, "content/pages/faq.yaml", /^(\s+title: )(.*)$/m, "$1TBD $2");
      expect((await checkContent(site)).problems.errors).toEqual([]);
      const lines = (await checkContent(site, { launch: true })).problems.errors.map(formatProblem);
      expect(lines).toContain(`${rel}:${line}:1  the text contains "TODO": unfinished copy (TODO) must not go live`);
      expect(lines).toContain(`${rel}:${line}:28  the text contains "Lorem ipsum": unfinished copy (lorem ipsum) must not go live`);
      expect(lines.some((l) => /^content\/pages\/faq\.yaml:\d+:\d+ {2}\S+ contains "TBD"/.test(l))).toBe(true);
    } finally {
      await site.dispose();
    }
  });
});

describe("content build with CONTEXT=production", () => {
  let site: Awaited<ReturnType<typeof scratchSite>>;
  beforeAll(async () => {
    site = await scratchSite({ sharedCache: false });
    // The repo's picture cache, so the copy encodes only what the repo's own build has not.
    await fs.mkdir(path.join(ROOT, ".cache", "content"), { recursive: true });
    await fs.mkdir(path.dirname(site.cache), { recursive: true });
    await fs.symlink(path.join(ROOT, ".cache", "content"), site.cache);
  });
  afterAll(async () => site.dispose());

  it("passes without CONTEXT on the shipped placeholders", async () => {
    const { code, stdout } = await cli(site.root, ["build"]);
    expect(stdout).not.toContain("launch check");
    expect(code, stdout).toBe(0);
  }, 180_000);

  it("fails on the shipped content, listing the phone, each e-mail, the origin and the repository at file:line:col, and leaves the last good output", async () => {
    const before = await snapshot(site.out);
    const { code, stdout } = await cli(site.root, ["build"], { CONTEXT: "production" });
    expect(code, stdout).toBe(1);
    const lines = stdout.split("\n");
    const expected = [
      [await at(site.root, "content/site.yaml", /^origin: /m), "origin https://patapsco-vending.example is not the live address"],
      [await at(site.root, "content/site.yaml", /^email: /m), "email: the e-mail address info@patapsco-vending.example cannot receive mail"],
      [await at(site.root, "content/site.yaml", /^supportEmail: /m), "supportEmail: the e-mail address support@patapsco-vending.example cannot receive mail"],
      [await at(site.root, "content/site.yaml", /^phone: /m), "phone: the phone number (410) 555-0142 is not a real one"],
      [await at(site.root, "content/site.yaml", /^ {2}repository: /m), 'editor/repository "your-github-account/patapsco-website" is still the template\'s'],
    ];
    for (const [where, message] of expected)
      expect(
        lines.some((l) => l.startsWith(`${where}  ${message}`)),
        `${where}  ${message}\n${stdout}`,
      ).toBe(true);
    expect(stdout).toMatch(/✖ 5 errors in 1 file/);
    expect(stdout).toContain("dist-content/ was left as it was.");
    expect(await snapshot(site.out)).toEqual(before);

    // LAUNCH=1 does the same on any other host, and `validate` checks the same as `build`.
    const validate = await cli(site.root, ["validate"], { LAUNCH: "1" });
    expect(validate.code).toBe(1);
    expect(validate.stdout).toMatch(/✖ 5 errors in 1 file/);
  }, 180_000);

  it("passes with real values, warning about what makes the launch weaker; and still passes without CONTEXT", async () => {
    await setRealValues(site);
    const launch = await cli(site.root, ["build"], { CONTEXT: "production" });
    expect(launch.code, launch.stdout).toBe(0);
    expect(launch.stdout).toContain("launch check on (CONTEXT=production)");
    expect(launch.stdout).toMatch(/content\/pages\/home\.yaml:\d+:\d+ {2}warning: no testimonials/);
    expect(launch.stdout).toMatch(/warning: no photos/);
    expect(JSON.parse(await fs.readFile(path.join(site.out, "site.json"), "utf8")).origin).toBe("https://www.patapscovending.com");
    const plain = await cli(site.root, ["build"]);
    expect(plain.code, plain.stdout).toBe(0);
  }, 180_000);
});
