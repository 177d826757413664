// `npm run bench:editor [-- --rounds 3]`: typing in the editor at /admin (decision 049), in headless Chromium
// on the built site, on a copy of content/ in the browser's private file system (as the e2e tests drive it).
// On the longest shipped post, 44 characters are typed at 10 per second at the end of its text in the
// editor's own text box (rich text, as it opens), then the same into a plain textarea added to the same
// page; per keystroke, the time from the key's event to the next frame drawn after it. Then a link to no
// page is typed (in the markdown view) and the time from the last key to the site check's message naming it; then a
// word is added to the title and the time from its last key to the preview showing it. Prints the median
// and p90 of each, and the difference against the textarea. Figures, not a test: exits 0 either way
// unless the site is missing. The e2e tests check that messages and the preview follow an edit; how soon is
// measured here.
import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { chromium, type Page } from "@playwright/test";
import { chromiumLaunch } from "../../playwright.config.ts";
import { createHost } from "../host/host.ts";
import { ROOT } from "../lib/root.ts";

const roundsArg = process.argv.indexOf("--rounds");
const ROUNDS = roundsArg > 0 ? Math.max(1, Number(process.argv[roundsArg + 1]) || 3) : 3;
const TYPED = " The market restocks twice a week, all year.";
const LINK = " See [our other post](/blog/no-such-post).";
const TITLE_WORD = " today";
/** 10 characters a second. */
const DELAY_MS = 100;

const SITE = path.join(ROOT, "build", "client");
const POST = fs
  .readdirSync(path.join(ROOT, "content/posts"))
  .map((name) => `content/posts/${name}`)
  .sort((a, b) => fs.statSync(path.join(ROOT, b)).size - fs.statSync(path.join(ROOT, a)).size)[0];
const front = (field: string) => new RegExp(`^${field}: (.*)$`, "m").exec(fs.readFileSync(path.join(ROOT, POST), "utf8"))![1].replace(/^["']|["']$/g, "");

/** The folder of the browser's private file system the replaced folder picker hands the editor. */
const REPO = "repository";

/** content/ and an empty .git in the browser's private file system, as the e2e tests give it to the editor. */
async function fillRepository(page: Page): Promise<void> {
  const files: Record<string, string> = {};
  for (const entry of fs.readdirSync(path.join(ROOT, "content"), { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const rel = path.relative(ROOT, path.join(entry.parentPath, entry.name)).split(path.sep).join("/");
    files[rel] = fs.readFileSync(path.join(ROOT, rel)).toString("base64");
  }
  await page.evaluate(
    async ({ files, repoName }) => {
      const repo = await (await navigator.storage.getDirectory()).getDirectoryHandle(repoName, { create: true });
      await repo.getDirectoryHandle(".git", { create: true });
      for (const [rel, base64] of Object.entries(files)) {
        const parts = rel.split("/");
        let dir = repo;
        for (const name of parts.slice(0, -1)) dir = await dir.getDirectoryHandle(name, { create: true });
        const writable = await (await dir.getFileHandle(parts.at(-1)!, { create: true })).createWritable();
        await writable.write(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)));
        await writable.close();
      }
    },
    { files, repoName: REPO },
  );
}

const quantile = (values: number[], q: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))];
};
const ms = (n: number) => `${Math.round(n)} ms`;

/** Every key's time to the next frame, recorded in the page from the key's own event time. */
function recordKeys() {
  const w = window as unknown as { __keys: number[]; __lastKey: number };
  w.__keys = [];
  w.__lastKey = 0;
  document.addEventListener(
    "keydown",
    (event) => {
      const start = event.timeStamp;
      w.__lastKey = start;
      requestAnimationFrame(() => setTimeout(() => w.__keys.push(performance.now() - start), 0));
    },
    { capture: true },
  );
}

const takeKeys = (page: Page) => page.evaluate(() => (window as unknown as { __keys: number[] }).__keys.splice(0));

async function openPost(page: Page): Promise<void> {
  await page.addInitScript((repoName) => {
    (window as unknown as Record<string, unknown>).showDirectoryPicker = async () => (await navigator.storage.getDirectory()).getDirectoryHandle(repoName);
  }, REPO);
  await page.addInitScript(recordKeys);
  await page.goto("/robots.txt");
  await fillRepository(page);
  await page.goto("/admin/");
  await page.getByRole("button", { name: "Work with Local Repository" }).click();
  await page.getByRole("tree", { name: "Collection List" }).getByRole("treeitem", { name: "Blog posts" }).click({ timeout: 30_000 });
  await page.getByRole("gridcell", { name: `${front("title")} (${front("date")})`, exact: true }).click();
  await page.frameLocator("iframe").first().locator("main").waitFor({ timeout: 30_000 });
  // The check's worker has read the content, the entry's first check is in.
  await page.locator("[data-site-check]").filter({ hasNotText: "Checking" }).waitFor({ timeout: 30_000 });
}

async function main(): Promise<void> {
  if (!fs.existsSync(path.join(SITE, "admin", "index.html"))) {
    console.error("bench:editor: build/client/admin is missing: run `npm run build` first");
    process.exit(1);
  }
  const server = createHost({ root: SITE, inboxFile: path.join(os.tmpdir(), "editor-bench-inbox.jsonl") });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const browser = await chromium.launch(chromiumLaunch);
  const editor: number[] = [];
  const plain: number[] = [];
  const toMessage: number[] = [];
  const checks: number[] = [];
  const toPreview: number[] = [];
  console.log(
    `editor: ${POST} (${fs.statSync(path.join(ROOT, POST)).size} bytes), ${TYPED.length} characters at ${1000 / DELAY_MS} a second, ${ROUNDS} rounds`,
  );
  try {
    for (let round = 0; round < ROUNDS; round++) {
      const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 900 } });
      const page = await context.newPage();
      await openPost(page);
      // The post's text as the editor opens it (rich text), the caret at its end.
      const body = page.locator("section[data-key-path='body'] [contenteditable='true']").first();
      await body.click();
      await page.keyboard.press("Control+End");
      await page.waitForTimeout(500);
      await takeKeys(page);
      await page.keyboard.type(TYPED, { delay: DELAY_MS });
      await page.waitForTimeout(1000);
      editor.push(...(await takeKeys(page)));

      // A plain textarea on the same page, holding the same text, under the same load.
      await page.evaluate(
        (text) => {
          const area = document.createElement("textarea");
          area.id = "bench-plain";
          area.value = text;
          area.setAttribute("style", "position:fixed;z-index:2147483647;top:60px;right:16px;width:400px;height:200px");
          document.body.append(area);
        },
        fs.readFileSync(path.join(ROOT, POST), "utf8"),
      );
      await page.locator("#bench-plain").click();
      await page.keyboard.press("Control+End");
      await page.waitForTimeout(500);
      await takeKeys(page);
      await page.keyboard.type(TYPED, { delay: DELAY_MS });
      await page.waitForTimeout(1000);
      plain.push(...(await takeKeys(page)));
      await page.evaluate(() => document.getElementById("bench-plain")?.remove());

      // A link to no page, typed as markdown (the rich text box escapes brackets): from the last key to the message naming it.
      await page.getByRole("button", { name: "Edit in Markdown" }).click();
      const markdown = page.getByRole("textbox", { name: "Text of the post" });
      await markdown.click();
      await page.keyboard.press("Control+End");
      await page.keyboard.type(LINK, { delay: DELAY_MS });
      const shown = await page.waitForFunction(
        () => document.getElementById("site-check-panel")?.textContent?.includes("/blog/no-such-post") && performance.now(),
        undefined,
        { timeout: 30_000, polling: "raf" },
      );
      const lastKey = await page.evaluate(() => (window as unknown as { __lastKey: number }).__lastKey);
      toMessage.push(((await shown.jsonValue()) as number) - lastKey);
      checks.push(Number(await page.locator("#site-check-panel").getAttribute("data-check-ms")));

      // A word added to the title: from its last key to the preview's page showing the new title.
      await page.getByRole("textbox", { name: "Title", exact: true }).click();
      await page.keyboard.press("End");
      await page.keyboard.type(TITLE_WORD, { delay: DELAY_MS });
      const previewed = await page.waitForFunction(
        (title) => [...document.querySelectorAll("iframe")].some((frame) => frame.contentDocument?.body?.textContent?.includes(title)) && performance.now(),
        `${front("title")}${TITLE_WORD}`,
        { timeout: 30_000, polling: "raf" },
      );
      const titleKey = await page.evaluate(() => (window as unknown as { __lastKey: number }).__lastKey);
      toPreview.push(((await previewed.jsonValue()) as number) - titleKey);
      await context.close();
    }
  } finally {
    await browser.close();
    server.close();
  }
  const row = (name: string, values: number[]) =>
    `${name.padEnd(18)} median ${ms(quantile(values, 0.5)).padStart(7)}   p90 ${ms(quantile(values, 0.9)).padStart(7)}   (${values.length} keys)`;
  console.log(row("editor (post text)", editor));
  console.log(row("plain textarea", plain));
  console.log(
    `difference         median ${ms(quantile(editor, 0.5) - quantile(plain, 0.5)).padStart(7)}   p90 ${ms(quantile(editor, 0.9) - quantile(plain, 0.9)).padStart(7)}   (one frame: 17 ms)`,
  );
  console.log(
    `time to message    median ${ms(quantile(toMessage, 0.5)).padStart(7)}   max ${ms(Math.max(...toMessage)).padStart(7)}   (from the last key; each: ${toMessage.map(ms).join(", ")})`,
  );
  console.log(`  of which change to answer (pause of 250 ms and check): ${checks.map(ms).join(", ")}`);
  console.log(
    `time to preview    median ${ms(quantile(toPreview, 0.5)).padStart(7)}   max ${ms(Math.max(...toPreview)).padStart(7)}   (from the last key; each: ${toPreview.map(ms).join(", ")})`,
  );
}

await main();
