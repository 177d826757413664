import { describe, expect, it } from "vitest";
import { pageFile } from "../../scripts/lib/page-file.ts";
import { resolvePath } from "../../scripts/server/host-rules.ts";

// The site slorber/trailing-slash-guide deployed to every host, and what Netlify answered (default
// settings and Pretty URLs on: the same table); decision 013 cites it.
const GUIDE_SITE = new Set(["index.html", "file.html", "folder/index.html", "both.html", "both/index.html"]);
const isFile = async (rel: string) => GUIDE_SITE.has(rel);

const NETLIFY: [string, string][] = [
  ["/file", "200 file.html"],
  ["/file/", "301 /file"],
  ["/file.html", "200 file.html"],
  ["/folder", "301 /folder/"],
  ["/folder/", "200 folder/index.html"],
  ["/folder/index.html", "200 folder/index.html"],
  ["/both", "200 both.html"],
  ["/both/", "301 /both"],
  ["/both.html", "200 both.html"],
  ["/both/index.html", "200 both/index.html"],
  ["/", "200 index.html"],
  ["/index.html", "200 index.html"],
  ["/nothing", "404"],
  ["/nothing/", "404"],
  ["/file.html/", "404"],
];

describe("the host's address rules", () => {
  it.each(NETLIFY)("answers %s as Netlify does: %s", async (pathname, expected) => {
    const r = await resolvePath(pathname, isFile);
    expect(r.kind === "file" ? `200 ${r.file}` : r.kind === "redirect" ? `301 ${r.location}` : "404").toBe(expected);
  });

  it("writes each page where its canonical address is served with no redirect", async () => {
    for (const page of ["/", "/about", "/blog", "/blog/some-post", "/contact/thanks"]) {
      const files = new Set([pageFile(page), "blog/some-post.html"]);
      const r = await resolvePath(page, async (rel) => files.has(rel));
      expect(r, page).toEqual({ kind: "file", file: pageFile(page) });
    }
    expect(pageFile("/blog")).toBe("blog.html");
    expect(pageFile("/")).toBe("index.html");
  });
});
