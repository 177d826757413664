// The app's content getters (core/content-api.ts) over its two readers: the route loaders read dist-content/
// from disk, the editor's previews from the content they are given. The same files give the same answers.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { contentApi, type ContentApi } from "../../core/content-api.ts";
import { readContent as readFromEditor, setContent, setOverrides } from "../../src/admin-preview/store.ts";

const FILES: Record<string, unknown> = {
  "site.json": { name: "Example Vending" },
  "posts/index.json": [{ slug: "first-post", title: "First post" }],
  "posts/first-post.json": { slug: "first-post", title: "First post", body: "<p>Hello</p>" },
  "redirects.json": [{ from: "/solutions/smart-store", to: "/solutions/smart-stores" }],
};

let dir: string;
let readers: [string, ContentApi][];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), "content-api-"));
  for (const [rel, value] of Object.entries(FILES)) {
    fs.mkdirSync(path.dirname(path.join(dir, "dist-content", rel)), { recursive: true });
    fs.writeFileSync(path.join(dir, "dist-content", rel), JSON.stringify(value));
  }
  // The route loaders' reader finds dist-content/ in the folder the build starts in, when it is loaded: loaded
  // afresh here, whichever test file of this worker loaded it before.
  vi.spyOn(process, "cwd").mockReturnValue(dir);
  vi.resetModules();
  const { readContent: readFromDisk } = await import("../../src/content/dist.server.ts");
  vi.restoreAllMocks();
  setContent(FILES);
  setOverrides(new Map());
  readers = [
    ["the route loaders (disk)", contentApi(readFromDisk)],
    ["the editor's previews", contentApi(readFromEditor)],
  ];
});

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the content getters", () => {
  it("answer the same from the same files, on disk and in the editor", async () => {
    for (const [, api] of readers) {
      expect(await api.getSite()).toEqual(FILES["site.json"]);
      expect(await api.getPosts()).toEqual(FILES["posts/index.json"]);
      expect(await api.getPost("first-post")).toEqual(FILES["posts/first-post.json"]);
      expect(await api.getRedirect("/solutions/smart-store/")).toMatchObject({ location: "/solutions/smart-stores" });
      expect(await api.getRedirect("/about")).toBeUndefined();
    }
  });

  it("find no record for an unknown slug or one that is not a slug, on both sides", async () => {
    for (const [who, api] of readers) {
      for (const slug of [undefined, "", "no-such-post", "../site", "First-Post", "first-post/"]) {
        expect(await api.getPost(slug), `${who}: ${String(slug)}`).toBeUndefined();
      }
    }
  });

  it("name the missing file and how to mend it when the build did not write one", async () => {
    for (const [, api] of readers) {
      await expect(api.getServiceMap()).rejects.toThrow("dist-content/map.json is missing: run the build");
      await expect(api.getTowns()).rejects.toThrow("dist-content/towns/index.json is missing: run the build");
    }
  });

  it("show the entry being edited over the built one in the editor", async () => {
    const [, editor] = readers[1];
    setOverrides(new Map([["posts/first-post.json", { slug: "first-post", title: "Edited title" }]]));
    try {
      expect(await editor.getPost("first-post")).toMatchObject({ title: "Edited title" });
      expect(await editor.getSite()).toEqual(FILES["site.json"]);
    } finally {
      setOverrides(new Map());
    }
  });
});
