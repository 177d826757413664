import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";
import YAML from "yaml";
import { businessDay, postStatus } from "../../core/content/publish.ts";
import type { FaqData, PostData, PostSummary, SiteData } from "../../core/content-types.ts";

const read = <T>(rel: string): T => JSON.parse(fs.readFileSync(path.resolve("dist-content", rel), "utf8")) as T;

export const site = read<SiteData>("site.json");
export const posts = read<PostSummary[]>("posts/index.json");
export const post = (slug: string) => read<PostData>(`posts/${slug}.json`);
export const faq = read<FaqData>("faq.json");

/**
 * The slugs of the post files in content/posts/ that a live build publishes, read from the files themselves:
 * a title, not a draft, not dated after today.
 */
export function publishedPostFiles(): string[] {
  const dir = path.resolve("content", "posts");
  return fs
    .readdirSync(dir)
    .filter((file) => file.endsWith(".md"))
    .filter((file) => {
      const text = fs.readFileSync(path.join(dir, file), "utf8").replace(/^\uFEFF/, "");
      const front = YAML.parse(/^---[ \t]*\r?\n([\s\S]*?)\r?\n---/.exec(text)?.[1] ?? "") ?? {};
      return Boolean(front.title) && !postStatus(front, businessDay());
    })
    .map((file) => file.replace(/\.md$/, ""));
}

/**
 * Opens a page and waits until React has hydrated it, which the frame marks by recording the current
 * path, so clicks reach the components.
 */
export async function visit(page: Page, url: string) {
  await page.goto(url);
  const pathname = new URL(url, "http://x").pathname;
  // Checked at every frame, not at a poll's widening intervals. Generous: the machines that run these tests
  // are shared and sometimes slow to start scripts.
  await page.waitForFunction((path) => sessionStorage.getItem("currentPath") === path, pathname, { timeout: 20_000 });
}

/** Call before the visit: the page's clock stands still, so its timers run only when the test says so. */
export async function stopClock(page: Page) {
  const start = new Date("2025-11-03T09:00:00");
  await page.clock.install({ time: start });
  await page.clock.pauseAt(new Date(start.getTime() + 1000));
}

/** How long a first search may take: the index and the search library are fetched on first use. */
export const INDEX_LOAD = { timeout: 15_000 };

export const WIDTHS = [
  { name: "on a phone (375 px)", viewport: { width: 375, height: 800 } },
  { name: "on a wide screen (1280 px)", viewport: { width: 1280, height: 900 } },
] as const;
