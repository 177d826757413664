// `npm run build` (content build, React Router's build with its prerender, scripts/postbuild/) on a copy of the
// repo: what an editor sees after a build, and how it stops. One built site for every check here: the copy's
// content has, from its first build on, the red-team post validate accepts (helpers/red-team-post.ts), a draft, a
// scheduled post, and a post and an industry as an editor adds them; each later build changes it once.
import { execFile } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listFiles } from "../../scripts/lib/output.ts";
import { pageFile } from "../../scripts/lib/page-file.ts";
import { sitePaths } from "../../scripts/lib/site-paths.ts";
import { deferScripts } from "../../scripts/postbuild/defer-scripts.ts";
import { parsePage } from "../../scripts/postbuild/html.ts";
import { SaxesParser } from "saxes";
import sharp from "sharp";
import { parse5Reading, READ } from "./helpers/parse5-reading.ts";
import { addRedTeamPost, SLUG, TITLE } from "./helpers/red-team-post.ts";
import { addUnpublishedPosts, DRAFT, SCHEDULED } from "../helpers/unpublished-posts.ts";
import { repoCopy } from "./repo-copy.ts";

const exec = promisify(execFile);
const POST = "what-is-unattended-retail";

let dir = "";
/** What the first build printed, as a deploy's log shows it. */
let firstLog = "";
const client = (rel = "") => path.join(dir, "build", "client", rel);

async function run(cmd: string, args: string[]): Promise<{ code: number; out: string }> {
  try {
    const { stdout, stderr } = await exec(cmd, args, { cwd: dir, env: { ...process.env, FORCE_COLOR: "0" }, maxBuffer: 64 * 1024 * 1024 });
    return { code: 0, out: stdout + stderr };
  } catch (err: any) {
    return { code: err.code as number, out: `${err.stdout}${err.stderr}` };
  }
}
/**
 * The site build: the first one as the host runs it (`npm run build`, the command netlify.toml names), the ones
 * after it the script that command runs, on this Node (npm and the step that picks the project's Node start two
 * processes more for nothing a rebuild checks).
 */
const siteBuild = (how: "npm run build" | "again" = "again") =>
  how === "npm run build" ? run("npm", ["run", "--silent", "build"]) : run(process.execPath, ["scripts/tasks/build.ts"]);
/** What the editor's preview bundle's build prints (scripts/admin/preview-build.ts): shown only when it is built. */
const PREVIEW_BUILT = "admin preview: .cache/content/admin-preview/";
/** Where React Router writes its client build and the pages it prerenders (react-router.config.ts). */
const prerendered = (rel = "") => path.join(dir, ".cache", "site", "bundle", "client", rel);

/** Each file of build/client (or `folder`): a hash of its bytes (comparing megabytes of buffers in `toEqual` is slow), its time and inode. */
async function snapshot(folder = client()): Promise<Map<string, { sha256: string; mtimeMs: number; ino: number }>> {
  const out = new Map();
  for (const rel of await listFiles(folder)) {
    const stat = await fs.stat(path.join(folder, rel));
    out.set(rel, {
      sha256: createHash("sha256")
        .update(await fs.readFile(path.join(folder, rel)))
        .digest("hex"),
      mtimeMs: stat.mtimeMs,
      ino: stat.ino,
    });
  }
  return out;
}

/**
 * A copy of a cache other builds may be writing at the same time: without their files still being written
 * (`*.tmp`), and without the ones gone before their turn came.
 */
async function copyCache(from: string, to: string): Promise<void> {
  await fs.mkdir(to, { recursive: true });
  for (const entry of await fs.readdir(from, { withFileTypes: true })) {
    if (entry.name.endsWith(".tmp")) continue;
    const [source, target] = [path.join(from, entry.name), path.join(to, entry.name)];
    await (entry.isDirectory() ? copyCache(source, target) : fs.copyFile(source, target)).catch((err: NodeJS.ErrnoException) => {
      if (err.code !== "ENOENT") throw err;
    });
  }
}

/** The document's text parsed by an XML 1.0 parser: throws on anything ill-formed. */
function parseXml(xml: string): { texts: string[] } {
  const texts: string[] = [];
  const parser = new SaxesParser();
  parser.on("error", (err) => {
    throw err;
  });
  parser.on("text", (t) => texts.push(t));
  parser.write(xml).close();
  return { texts };
}

/**
 * One post and one industry more, as an editor adds them, each made from an existing record with a new slug and
 * name. The post has a picture of its own: a drawing made from a shipped one, in another colour.
 */
async function addPostAndIndustry(dir: string) {
  const posts = path.join(dir, "content", "posts");
  const images = path.join(dir, "content", "images");
  const drawing = await fs.readFile(path.join(images, "smart-cooler.svg"), "utf8");
  await fs.writeFile(path.join(images, "farm-market-cooler.svg"), drawing.replace(/#[0-9a-f]{6}/i, "#2f6b3a"));
  const post = (await fs.readFile(path.join(posts, `${POST}.md`), "utf8"))
    .replace(/^title: .*$/m, 'title: "Unattended Retail for Maryland Farm Markets"')
    .replace(/^slug: .*$/m, "slug: unattended-retail-farm-markets")
    .replace(/^imageUrl: .*$/m, "imageUrl: /images/farm-market-cooler.svg");
  await fs.writeFile(path.join(posts, "unattended-retail-farm-markets.md"), post);
  const industries = path.join(dir, "content", "industries");
  // One file: no path to type (it follows from the slug), no order list to add it to (it comes last).
  const industry = (await fs.readFile(path.join(industries, "office-buildings.yaml"), "utf8"))
    .replace(/^slug: .*$/m, "slug: municipal-buildings")
    .replace(/^name: .*$/m, 'name: "Municipal Buildings"');
  await fs.writeFile(path.join(industries, "municipal-buildings.yaml"), industry);
}

beforeAll(async () => {
  dir = await repoCopy("site-build-");
  await addPostAndIndustry(dir);
  await addRedTeamPost(dir);
  // A draft, and a post scheduled a year from the day the build runs: a production build publishes neither.
  const nextYear = new Date(Date.now() + 366 * 86_400_000);
  await addUnpublishedPosts(dir, nextYear.toLocaleDateString("en-US", { month: "long", day: "numeric", year: "numeric", timeZone: "UTC" }));
  const first = await siteBuild("npm run build");
  expect(first.code, first.out).toBe(0);
  firstLog = first.out;
}, 240_000);

afterAll(async () => {
  if (dir) await fs.rm(dir, { recursive: true, force: true });
});

describe("the site build", () => {
  it("logs no bundler warning that the owner deploying it could not act on", () => {
    // The heading font, which the stylesheets name from the site's own files; the framework's chunk, which every
    // page loads and no split makes smaller (each page's weight is held to its budget by budgets.spec.ts); the
    // bundler's note of its plugins' time on a slow machine.
    expect(firstLog).toContain("postbuild: ");
    expect(firstLog).not.toMatch(/didn't resolve at build time|chunks are larger than|PLUGIN_TIMINGS/);
  });

  it("writes every page, its route data, 404.html and the host's files", async () => {
    const routes: string[] = JSON.parse(await fs.readFile(path.join(dir, "dist-content", "routes.json"), "utf8"));
    for (const route of routes) {
      // <path>.html: Netlify, Cloudflare Pages and GitHub Pages serve it at /<path> with no redirect (decision 013).
      const html = await fs.readFile(client(route === "/" ? "index.html" : `${route.slice(1)}.html`), "utf8");
      expect(html, route).toMatch(/<h1[\s>]/);
      await fs.access(client(route === "/" ? "_.data" : `${route.slice(1)}.data`));
    }
    for (const file of ["404.html", "_headers", "_redirects", "sitemap.xml", "robots.txt", "rss.xml", "forms/contact.html"]) await fs.access(client(file));
    const files = await listFiles(client());
    expect(files.filter((f) => f.startsWith("404/") || f === "404.data" || f === "__spa-fallback.html")).toEqual([]);
    // No page as a folder's index.html: those hosts would answer its address with a 301 to the slash form.
    // The editor is the one folder index: it lives at /admin/, its slash form (decision 016).
    expect(files.filter((f) => f.endsWith("/index.html") && f !== "admin/index.html")).toEqual([]);
  });

  it("writes neither the draft nor the scheduled post, their addresses or their titles, into any file", async () => {
    const files = await listFiles(client());
    expect(files, "the build's files").toContain("blog.html");
    const names = new RegExp([DRAFT.slug, SCHEDULED.slug, DRAFT.title, SCHEDULED.title].join("|"));
    const named = [];
    for (const rel of files) if (names.test(await fs.readFile(client(rel), "latin1"))) named.push(rel);
    expect(named).toEqual([]);
  });

  it("has React Router prerender every page the content build lists, and no other", async () => {
    const pages = sitePaths(dir);
    const routes: string[] = JSON.parse(await fs.readFile(path.join(dir, "dist-content", "routes.json"), "utf8"));
    expect(pages).toEqual(expect.arrayContaining(routes));
    const written = (await listFiles(prerendered())).filter((f) => f.endsWith(".html")).sort();
    // Its SPA fallback is its own: the site serves 404.html at unknown addresses instead.
    expect(written).toEqual([...pages.map((p) => (p === "/" ? "index.html" : `${p.slice(1)}/index.html`)), "__spa-fallback.html"].sort());
    // Each page published as React Router wrote it, its scripts started after the first paint (a short path of old
    // links is a refresh page of the site's own, the not-found page 404.html).
    const redirects: { from: string }[] = JSON.parse(await fs.readFile(path.join(dir, "dist-content", "redirects.json"), "utf8"));
    const shortPaths = new Set(redirects.map((r) => r.from));
    for (const page of pages.filter((p) => p !== "/404" && !shortPaths.has(p))) {
      const theirs = await fs.readFile(prerendered(page === "/" ? "index.html" : `${page.slice(1)}/index.html`), "utf8");
      expect(await fs.readFile(client(pageFile(page)), "utf8"), page).toBe(deferScripts(parsePage(theirs)).html);
    }
  });

  it("reads on every page, as prerendered and as published, the scripts, preloads, share picture and charset parse5 finds, at the same places", async () => {
    /** The reading of html.ts, with the elements parse5's reading lists. */
    const tokenized = (html: string) => {
      const { html: _html, ...reading } = parsePage(html);
      return { ...reading, elements: reading.elements.filter((el) => READ.has(el.tagName)) };
    };
    const pages = [
      ...(await listFiles(prerendered())).filter((f) => f.endsWith(".html")).map((f) => prerendered(f)),
      ...(await listFiles(client())).filter((f) => f.endsWith(".html") && !f.startsWith("admin/")).map((f) => client(f)),
    ];
    const differing: string[] = [];
    // Every page but the refresh pages of old short paths has scripts to find, and a charset they come after.
    let withScripts = 0;
    for (const file of pages) {
      const html = await fs.readFile(file, "utf8");
      const reference = parse5Reading(html);
      if (reference.scriptHashes.length && reference.afterCharset !== undefined) withScripts++;
      if (JSON.stringify(tokenized(html)) !== JSON.stringify(reference)) differing.push(path.relative(dir, file));
    }
    expect(differing).toEqual([]);
    // Each route's page, as prerendered and as published.
    const routes: string[] = JSON.parse(await fs.readFile(path.join(dir, "dist-content", "routes.json"), "utf8"));
    expect(withScripts).toBeGreaterThanOrEqual(2 * routes.length);
  });

  it("publishes the three webp variants of every picture a page shows, and the share picture it names", async () => {
    const wanted = new Set<string>();
    for (const rel of (await listFiles(client())).filter((f) => f.endsWith(".html")))
      for (const [url] of (await fs.readFile(client(rel), "utf8")).matchAll(/\/(?:images\/[\w-]+_(?:small|medium|large)\.webp|share\/[\w-]+\.jpg)/g))
        wanted.add(url);
    // The content build leaves the variants to the build, which encodes them beside React Router's: every one must arrive,
    // each post's picture among them.
    const posts: { image: { srcSet: string } }[] = JSON.parse(await fs.readFile(path.join(dir, "dist-content", "posts", "index.json"), "utf8"));
    for (const post of posts) for (const [url] of post.image.srcSet.matchAll(/\/images\/\S+\.webp/g)) expect(wanted.has(url), url).toBe(true);
    for (const url of wanted) {
      const bytes = await fs.readFile(client(url.slice(1))).catch(() => Buffer.alloc(0));
      const kind = url.endsWith(".webp") ? bytes.subarray(8, 12).toString("latin1") : bytes.subarray(0, 3).toString("hex");
      expect(kind, url).toBe(url.endsWith(".webp") ? "WEBP" : "ffd8ff");
    }
  });

  it("shows the pages of a post and an industry an editor adds, one file each", async () => {
    const page = (route: string) => fs.readFile(client(`${route.slice(1)}.html`), "utf8");
    expect(await page("/blog/unattended-retail-farm-markets")).toMatch(/<h1[^>]*>Unattended Retail for Maryland Farm Markets</);
    expect(await page("/blog/unattended-retail-farm-markets")).toContain("/images/farm-market-cooler_large.webp 1200w");
    for (const suffix of ["small", "medium", "large"])
      expect((await fs.readFile(client(`images/farm-market-cooler_${suffix}.webp`))).subarray(8, 12).toString("latin1")).toBe("WEBP");
    expect(await page("/locations/municipal-buildings")).toContain("Municipal Buildings");
    expect(await page("/locations")).toContain('href="/locations/municipal-buildings"');
    // Its hero's Free Assessment link names its location type on the form, from the record.
    expect(await page("/locations/municipal-buildings")).toContain("/contact?from=/locations/municipal-buildings&amp;location=office#contact-form");
    expect(await page("/blog")).toContain('href="/blog/unattended-retail-farm-markets"');
    const sitemap = await fs.readFile(client("sitemap.xml"), "utf8");
    for (const route of ["/blog/unattended-retail-farm-markets", "/locations/municipal-buildings"]) expect(sitemap).toContain(`${route}</loc>`);
  });

  describe("what validate accepts of the red-team cases, published whole", () => {
    it("writes a well-formed feed and sitemap that carry the post's title and address as written", async () => {
      const feed = parseXml(await fs.readFile(client("rss.xml"), "utf8"));
      expect(feed.texts).toContain(TITLE);
      const sitemap = parseXml(await fs.readFile(client("sitemap.xml"), "utf8"));
      expect(sitemap.texts.some((t) => t.endsWith(`/blog/${SLUG}`))).toBe(true);
    });

    it("shows every picture the post names, each one published", async () => {
      const html = await fs.readFile(client(`blog/${SLUG}.html`), "utf8");
      for (const name of ["red-team-portrait", "red-team-embedded", "red-team_photo-2"]) expect(html).toContain(`/images/${name}_medium.webp`);
      const urls = [...html.matchAll(/\/images\/[^"\s,]+\.webp/g)].map((m) => m[0]);
      expect(urls.length).toBeGreaterThan(6);
      for (const url of new Set(urls)) await expect(fs.stat(client(url.slice(1))), url).resolves.toBeTruthy();
    });

    it("publishes the phone's portrait photo upright, red at the top, with no EXIF", async () => {
      const file = client("images/red-team-portrait_large.webp");
      const meta = await sharp(file).metadata();
      expect([meta.width, meta.height]).toEqual([1200, 1600]);
      expect(meta.exif).toBeUndefined();
      const top = await sharp(file).extract({ left: 500, top: 50, width: 1, height: 1 }).raw().toBuffer();
      const bottom = await sharp(file).extract({ left: 500, top: 1500, width: 1, height: 1 }).raw().toBuffer();
      expect(top[0]).toBeGreaterThan(180); // red
      expect(bottom[2]).toBeGreaterThan(100); // blue
      const html = await fs.readFile(client(`blog/${SLUG}.html`), "utf8");
      expect(html).toMatch(/red-team-portrait_medium\.webp"[^>]*width="1200"[^>]*height="1600"|width="1200"[^>]*height="1600"[^>]*red-team-portrait/);
    });
  });

  it("rewrites nothing when nothing changed", async () => {
    const before = await snapshot();
    const again = await siteBuild();
    expect(again.code, again.out).toBe(0);
    expect(again.out).toMatch(/build\/client: 0 written, \d+ unchanged, 0 removed/);
    expect(await snapshot()).toEqual(before);
    // The editor's preview bundle of this code is in the cache (the copy's files are all new, as on the host,
    // which restores the cache a deploy kept): it is not built again.
    expect(again.out).not.toContain(PREVIEW_BUILT);
  }, 120_000);

  describe("after an editor's edit and a change to the previews' code, in one build", () => {
    let before: Awaited<ReturnType<typeof snapshot>>;
    const sentence = "Our route drivers now restock every cooler before the morning shift arrives.";
    const previewCache = () => path.join(dir, ".cache", "content", "admin-preview");
    let result: { code: number; out: string };
    beforeAll(async () => {
      // From here on the copy has a cache of its own, a copy of the repository's as a deploy restores it: the
      // previews' code changes below, and the repository's cache keeps the bundle of its own code.
      const cache = path.join(dir, ".cache", "content");
      const shared = await fs.realpath(cache);
      await fs.rm(cache);
      await copyCache(shared, cache);
      before = await snapshot();
      await fs.appendFile(path.join(dir, "content", "posts", `${POST}.md`), `\n${sentence}\n`);
      await fs.appendFile(path.join(dir, "src", "admin-preview", "main.ts"), "\n// A change to the previews' code.\n");
      result = await siteBuild();
    }, 180_000);

    it("shows the edited post's new text, and keeps the pages whose data did not change", async () => {
      expect(result.code, result.out).toBe(0);
      expect(await fs.readFile(client(`blog/${POST}.html`), "utf8")).toContain(sentence);
      expect(await fs.readFile(client(`blog/${POST}.data`), "utf8")).toContain(sentence);
      // A page the edit does not touch is the very same file as before.
      const about = (await snapshot()).get("about.html")!;
      expect({ ino: about.ino, mtimeMs: about.mtimeMs }).toEqual({ ino: before.get("about.html")!.ino, mtimeMs: before.get("about.html")!.mtimeMs });
    });

    it("builds the editor's preview bundle again, as the host's kept cache finds it, and keeps only the new one", async () => {
      expect(result.code, result.out).toBe(0);
      expect(result.out).toContain(PREVIEW_BUILT);
      // React's production build whatever NODE_ENV the build ran with (this test runner's is `test`): a bundle with
      // the development JSX runtime's calls throws in the editor's previews, and the cache shares it by its code alone.
      const bundle = await fs.readFile(client("admin/preview/app.js"), "utf8");
      expect(process.env.NODE_ENV).toBe("test");
      expect(bundle.includes("jsxDEV"), "the preview bundle calls the development JSX runtime").toBe(false);
      // One bundle kept, the new code's: what the host saves for the next deploy does not grow.
      const kept = await fs.readdir(previewCache());
      expect(kept).toHaveLength(1);
      expect(await fs.readFile(client("admin/preview/app.js"))).toEqual(await fs.readFile(path.join(previewCache(), kept[0], "app.js")));
    });
  });

  it("stops at a content error, names its file and line, and leaves the last good site and content in place", async () => {
    const before = await snapshot();
    const content = await snapshot(path.join(dir, "dist-content"));
    // What React Router last wrote: it empties and writes its folder again each time it builds.
    const bundled = await snapshot(prerendered());
    const town = path.join(dir, "content", "towns", "westminster.yaml");
    const text = await fs.readFile(town, "utf8");
    // A county the site does not serve: the schema allows Carroll County and Baltimore County only.
    await fs.writeFile(town, text.replace(/^county: .*$/m, "county: Howard County"));
    const result = await siteBuild();
    await fs.writeFile(town, text);
    expect(result.code).not.toBe(0);
    expect(result.out).toMatch(/content\/towns\/westminster\.yaml:3:\d+ /);
    expect(result.out).toContain("build/client is unchanged.");
    expect(await snapshot(prerendered()), "React Router's build did not run").toEqual(bundled);
    expect(await snapshot()).toEqual(before);
    expect(await snapshot(path.join(dir, "dist-content"))).toEqual(content);
  }, 120_000);

  it("fails on a page that cannot be rendered, names it, and leaves the last good site in place", async () => {
    const before = await snapshot();
    // A loader that throws, as a broken record or a bug would make it: React Router's prerender, the build's second
    // step. The content build finds content/ as it last built it and leaves dist-content/ alone.
    const record = path.join(dir, "dist-content", "posts", `${POST}.json`);
    const text = await fs.readFile(record, "utf8");
    await fs.writeFile(record, "{ not json");
    const result = await siteBuild();
    await fs.writeFile(record, text);
    expect(result.code).not.toBe(0);
    expect(result.out).toContain(`build stopped: Prerender: Request failed for /blog/${POST}.data`);
    expect(result.out).toContain(`while prerendering the \`/blog/${POST}\` path`);
    expect(result.out).toContain("build/client is unchanged.");
    expect(await snapshot()).toEqual(before);
  }, 120_000);
});
