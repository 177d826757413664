// `npm run dev`, as an editor uses it: the editor at /admin/; every page the build prerenders shows in the dev
// server, and a post or a town added while it runs shows without a restart (decision 056: one list of pages for
// both).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import path from "node:path";
import { cmsConfig } from "../../scripts/cli/cms.ts";
import { defaultPaths } from "../../scripts/cli/config.ts";
import { withSiteCheck } from "../../scripts/admin/site-check.ts";
import { cmsConfigYaml } from "../../core/content/cms-config.ts";
import { repoCopy } from "../unit/repo-copy.ts";
import { expect, test } from "./fixtures.ts";
import { sweep } from "./sweep.ts";

/** The pages of the built site's sitemap, as paths. */
const SITEMAP = [...fs.readFileSync(path.resolve("build/client/sitemap.xml"), "utf8").matchAll(/<loc>https?:\/\/[^/<]+([^<]*)<\/loc>/g)].map(
  (m) => m[1] || "/",
);
const NOT_FOUND = "Page Not Found";

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

let dir = "";
let dev: ChildProcess | undefined;
let origin = "";
let log = "";

test.beforeAll(async () => {
  test.setTimeout(240_000);
  dir = await repoCopy("dev-server-");
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  dev = spawn("npm", ["run", "dev", "--", "--port", String(port), "--strictPort", "--host", "127.0.0.1"], { cwd: dir, detached: true });
  dev.stdout!.on("data", (d) => (log += d));
  dev.stderr!.on("data", (d) => (log += d));
  await expect
    .poll(async () => (await fetch(`${origin}/`).catch(() => undefined))?.status, { timeout: 200_000, message: `the dev server did not answer:\n${log}` })
    .toBe(200);
});

test.afterAll(async () => {
  if (dev?.pid) process.kill(-dev.pid, "SIGTERM");
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
});

test.describe.configure({ mode: "serial" });

test("serves the editor at /admin/, configured from the schemas as they are", async () => {
  const admin = await fetch(`${origin}/admin/`);
  expect(admin.status).toBe(200);
  expect(await admin.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  const config = await fetch(`${origin}/admin/config.yml`);
  expect(config.status).toBe(200);
  expect(await config.text()).toBe(cmsConfigYaml(withSiteCheck(await cmsConfig(defaultPaths(dir)))));
});

test("shows the pages swept from the sitemap, each with its own heading", { tag: "@sweep" }, async ({ page }) => {
  test.setTimeout(300_000);
  expect(SITEMAP.length).toBeGreaterThan(40);
  const notFound: string[] = [];
  // One page of each template in `npm test`, every page in `npm run test:full` (./sweep.ts).
  for (const route of sweep(SITEMAP)) {
    await page.goto(`${origin}${route}`);
    const h1 = page.getByRole("heading", { level: 1 }).first();
    await expect(h1, route).toBeVisible();
    if ((await h1.textContent())?.includes(NOT_FOUND)) notFound.push(route);
  }
  expect(notFound, "pages the dev server shows as not found").toEqual([]);
});

test("shows a post, a draft with its banner and a town added while it runs, without a restart", async ({ page }) => {
  test.setTimeout(180_000);
  const from = log.length;
  const content = path.join(dir, "content");
  const post = fs
    .readFileSync(path.join(content, "posts", "what-is-unattended-retail.md"), "utf8")
    .replace(/^title: .*$/m, 'title: "Unattended Retail for Maryland Farm Markets"')
    .replace(/^slug: .*$/m, "slug: unattended-retail-farm-markets");
  fs.writeFileSync(path.join(content, "posts", "unattended-retail-farm-markets.md"), post);
  // A draft, which npm run dev shows as a preview does (decision 036).
  fs.writeFileSync(
    path.join(content, "posts", "farm-market-draft.md"),
    post.replace(/^slug: .*$/m, "slug: farm-market-draft").replace(/^title: .*$/m, 'title: "Farm Market Notes, Not Yet Published"\ndraft: true'),
  );
  const town = fs
    .readFileSync(path.join(content, "towns", "westminster.yaml"), "utf8")
    .replace(/^slug: .*$/m, "slug: finksburg")
    .replace(/^name: .*$/m, "name: Finksburg")
    .replace(/^path: .*$/m, "path: /service-area/finksburg");
  fs.writeFileSync(path.join(content, "towns", "finksburg.yaml"), town);

  const pages = [
    ["/blog/unattended-retail-farm-markets", "Unattended Retail for Maryland Farm Markets"],
    ["/service-area/finksburg", "Finksburg"],
    ["/blog/farm-market-draft", "Farm Market Notes, Not Yet Published"],
  ];
  // Asked without the browser until the content build has taken every new file in (a 404 before that):
  // a swap landing while the browser loads a page reloads it (content-reload.ts) and aborts the visit.
  for (const [route] of pages) {
    await expect
      .poll(async () => (await fetch(`${origin}${route}`)).status, { timeout: 90_000, message: `${route} after adding it:\n${log.slice(-2000)}` })
      .toBe(200);
  }
  // Then until the dev server has handled the swap of each build since the files were written: one reload of
  // open pages a swap, 200 ms after the watcher's last event, so it can come after the pages already answer.
  // Counted, not ordered: the two processes' lines interleave as they come, and the content build prints
  // its summary only after its swap, which the reload can come before on a busy machine.
  const count = (text: string) => log.slice(from).split(text).length - 1;
  await expect
    .poll(() => [count("dist-content/:") > 0, count("content changed: reloading open pages") >= count("dist-content/:")], {
      timeout: 20_000,
      message: `a reload for each content build:\n${log.slice(-2000)}`,
    })
    .toEqual([true, true]);
  // No page was open when the content changed: each page opened now loads once, with no reload after.
  const loads: string[] = [];
  let connected = false;
  page.on("request", (request) => request.isNavigationRequest() && loads.push(new URL(request.url()).pathname));
  page.on("console", (message) => (connected ||= message.text().includes("[vite] connected")));
  for (const [route, heading] of pages) {
    connected = false;
    await page.goto(`${origin}${route}`);
    await expect(page.getByRole("heading", { level: 1 }).first()).toContainText(heading);
    await expect.poll(() => connected, { message: `${route} connects to the dev server` }).toBe(true);
  }
  expect(loads, "pages requested, in order").toEqual(pages.map(([route]) => route));
  await expect(page.getByRole("status")).toHaveText("Draft: not published");
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
});
