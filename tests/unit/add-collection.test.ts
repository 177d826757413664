// A new collection is four files: its definition (core/collections/), its schema, its route module and its
// content. A copy of the project gets a collection of notices that way and nothing else; the content build,
// React Router's route table, the page itself, the editor's configuration and preview, and the checks (its own
// rule, its links) all take it up.
import { execFile } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { repoCopy } from "./repo-copy.ts";

const run = promisify(execFile);

/** The four files, by their path in the project. */
const FILES: Record<string, string> = {
  "core/collections/notices.ts": `// content/notices/<slug>.yaml: short notices at /notices/<slug>.
import { defineCollection } from "../content/define.ts";
import type { Notice } from "../schema.generated.ts";

export default defineCollection<Notice, Notice & { path: string }, { slug: string; title: string; path: string }>({
  name: "notices",
  kind: "notice",
  position: 90,
  format: "yaml",
  schema: "notice.schema.json",
  editor: { label: "Notices", labelSingular: "Notice", identifier: "title", description: "Notices at /notices/…" },
  route: { path: "/notices/:noticeSlug", module: "routes/notice.tsx" },
  // Its text is markdown: its links and pictures are checked as a post's are.
  markdownFields: [["text"]],
  // A rule of its own, which no schema states: a title in capitals reads as shouting.
  check: ({ rel, doc, data }, _files, problems) => {
    const { title } = data;
    if (typeof title === "string" && /[A-Z]/.test(title) && title === title.toUpperCase())
      problems.error(rel, doc.locate(["title"]), "title is all in capitals: write it as a sentence");
  },
  transform: ({ data, path }) => ({
    page: { ...data, path },
    summary: { slug: data.slug, title: data.title, path },
    search: [{ id: \`notice:\${data.slug}\`, type: "Notice", title: data.title, url: path, text: data.text }],
  }),
});
`,
  "schemas/notice.schema.json": `${JSON.stringify(
    {
      $schema: "http://json-schema.org/draft-07/schema#",
      $id: "notice.schema.json",
      title: "Notice",
      description: "content/notices/<slug>.yaml: one notice, shown at /notices/<slug>.",
      type: "object",
      properties: {
        slug: { title: "Slug", $ref: "common.schema.json#/definitions/slug" },
        title: { title: "Title", type: "string", minLength: 1, maxLength: 80 },
        text: { title: "Text", type: "string", minLength: 1, maxLength: 400 },
      },
      required: ["slug", "title", "text"],
      additionalProperties: false,
    },
    null,
    2,
  )}\n`,
  "src/routes/notice.tsx": `import notices from "../../core/collections/notices.ts";
import { getEntry } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import type { Route } from "./+types/notice";

export async function loader({ params }: Route.LoaderArgs) {
  const notice = await getEntry(notices, params.noticeSlug);
  if (!notice) throw new Response("Notice not found", { status: 404 });
  return { notice };
}

// What every page carries: its title, description and keywords, canonical link, share tags and breadcrumbs.
export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
  const site = siteFromMatches(matches);
  const { title, text, path } = data.notice;
  return pageMeta(site, { title, description: text, keywords: [title], path, jsonLd: [breadcrumbs(site, [{ name: title, path }])] });
};

// Inside the site's frame, whose <main> holds every page.
export default function NoticePage({ loaderData }: Route.ComponentProps) {
  return (
    <section className="section">
      <div className="container">
        <h1>{loaderData.notice.title}</h1>
        <p>{loaderData.notice.text}</p>
      </div>
    </section>
  );
}
`,
  "content/notices/winter-restocking.yaml": `slug: winter-restocking
title: Winter restocking days
text: During the first snow week the route drivers restock every machine on Tuesdays and Fridays.
`,
};

let dir: string;

/** The copy's own content CLI, as a developer runs it there. */
const content = (...args: string[]) => run("node", ["scripts/content.mjs", ...args], { cwd: dir, env: { ...process.env, CI: "true", GITHUB_ACTIONS: "" } });

beforeAll(async () => {
  dir = await repoCopy("add-collection-", [
    "content",
    "schemas",
    "core",
    "src",
    "scripts",
    "package.json",
    "tsconfig.json",
    "vite.config.ts",
    "react-router.config.ts",
  ]);
  for (const [rel, text] of Object.entries(FILES)) {
    await fs.mkdir(path.dirname(path.join(dir, rel)), { recursive: true });
    await fs.writeFile(path.join(dir, rel), text);
  }
  await content("types");
  await content("build");
}, 240_000);

afterAll(() => fs.rm(dir, { recursive: true, force: true }));

const readJson = async (rel: string) => JSON.parse(await fs.readFile(path.join(dir, "dist-content", rel), "utf8"));

describe("a collection added as its definition, schema, route module and one content file", () => {
  it("is listed for every consumer and typed from its schema", async () => {
    expect(await fs.readFile(path.join(dir, "core/collections.generated.ts"), "utf8")).toContain('import notices from "./collections/notices.ts";');
    expect(await fs.readFile(path.join(dir, "core/schema.generated.ts"), "utf8")).toMatch(/export interface Notice \{/);
    // Its route, for the pages that link to a record without loading the definitions (core/routes.ts).
    expect(await fs.readFile(path.join(dir, "core/routes.generated.ts"), "utf8")).toContain('notices: "/notices/:noticeSlug",');
  });

  it("is built into its record, its list and the site's pages", async () => {
    expect(await readJson("notices/winter-restocking.json")).toEqual({
      slug: "winter-restocking",
      title: "Winter restocking days",
      text: "During the first snow week the route drivers restock every machine on Tuesdays and Fridays.",
      path: "/notices/winter-restocking",
    });
    expect(await readJson("notices/index.json")).toEqual([{ slug: "winter-restocking", title: "Winter restocking days", path: "/notices/winter-restocking" }]);
    const routes: string[] = await readJson("routes.json");
    expect(routes).toContain("/notices/winter-restocking");
    // The pages that were there are all still there.
    expect(routes).toEqual(expect.arrayContaining(["/", "/blog", "/faq", "/privacy"]));
    expect(await fs.readFile(path.join(dir, "dist-content/public/search-index.json"), "utf8")).toContain("Winter restocking days");
  });

  it("has its page in React Router's route table", async () => {
    const { stdout } = await run("npx", ["react-router", "routes", "--json"], { cwd: dir });
    const [root] = JSON.parse(stdout) as { children: { path?: string; file: string }[] }[];
    expect(root.children).toContainEqual(expect.objectContaining({ path: "notices/:noticeSlug", file: "routes/notice.tsx" }));
  });

  it("gives its page what every page carries: its title, description, canonical link and breadcrumbs", async () => {
    // Loaded as the page loads it: its loader's modules read the copy's dist-content/ (see the next test).
    vi.spyOn(process, "cwd").mockReturnValue(dir);
    const { meta } = await import(path.join(dir, "src/routes/notice.tsx"));
    vi.restoreAllMocks();
    const site = await readJson("site.json");
    const tags: Record<string, string>[] = meta({
      loaderData: { notice: await readJson("notices/winter-restocking.json") },
      matches: [{ id: "root", loaderData: { site } }],
    });
    expect(tags.find((t) => "title" in t)?.title).toContain("Winter restocking days");
    expect(tags).toContainEqual(expect.objectContaining({ name: "description", content: expect.stringContaining("restock every machine") }));
    expect(tags).toContainEqual(expect.objectContaining({ tagName: "link", rel: "canonical", href: `${site.origin}/notices/winter-restocking` }));
    expect(JSON.stringify(tags)).toContain('"BreadcrumbList"');
  });

  it("renders its page, in the site's frame, as the editor's preview shows it", async () => {
    // The copy's route loaders read the copy's dist-content/, found from the folder the build starts in.
    vi.spyOn(process, "cwd").mockReturnValue(dir);
    const { templateFor } = await import(path.join(dir, "src/admin-preview/templates.ts"));
    const { renderPage } = await import(path.join(dir, "src/admin-preview/render.tsx"));
    vi.restoreAllMocks();
    const target = templateFor("notices", "notices").page("winter-restocking", () => undefined);
    expect(target).toMatchObject({ url: "/notices/winter-restocking", pattern: "notices/:noticeSlug", params: { noticeSlug: "winter-restocking" } });
    const html: string = await renderPage(target);
    expect(html).toContain("<h1>Winter restocking days</h1>");
    expect(html).toContain("restock every machine on Tuesdays and Fridays");
    // The frame around it: the site's header and footer.
    expect(html).toMatch(/<header[\s\S]*<\/header>[\s\S]*<h1>Winter restocking days[\s\S]*<footer/);
  });

  it("is offered in the editor with the fields of its schema", async () => {
    const { cmsConfig } = await import(path.join(dir, "scripts/cli/cms.ts"));
    const { collections } = await cmsConfig({ schemas: path.join(dir, "schemas"), content: path.join(dir, "content") });
    const notices = collections.find((c: { name: string }) => c.name === "notices");
    expect(notices).toMatchObject({ label: "Notices", folder: "content/notices", extension: "yaml", create: true, identifier_field: "title" });
    expect(notices.fields.map((f: { name: string }) => f.name)).toEqual(["slug", "title", "text"]);
  });

  it("refuses a notice that its schema, its own rule or its links refuse, each at its file and line", async () => {
    const bad = {
      "blank.yaml": "slug: blank\ntitle: A notice without text\n",
      "shouting.yaml": "slug: shouting\ntitle: CLOSED MONDAY\ntext: See [the hours](/no-such-page) for the week.\n",
    };
    for (const [name, text] of Object.entries(bad)) await fs.writeFile(path.join(dir, "content/notices", name), text);
    const failed = await content("validate").then(
      () => undefined,
      (err: { stdout: string }) => err.stdout,
    );
    for (const name of Object.keys(bad)) await fs.rm(path.join(dir, "content/notices", name));
    expect(failed).toMatch(/content\/notices\/blank\.yaml:1:1 +.*text/);
    expect(failed).toMatch(/content\/notices\/shouting\.yaml:2:8 +title is all in capitals/);
    expect(failed).toMatch(/content\/notices\/shouting\.yaml:3:\d+ +link \/no-such-page leads to no page of this site/);
  });
});
