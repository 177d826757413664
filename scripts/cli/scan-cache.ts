import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { ROOT } from "../lib/root.ts";
import { readJsonCache } from "../lib/cache-check.mjs";
import { writeWhole } from "../lib/output.ts";
import type { Scan } from "../../core/content/links.ts";

/** What a scan depends on besides the text: the code that reads the tree, and the parsers that make it. */
const SOURCES = ["core/content/links.ts", "core/content/markdown-processor.ts", "core/content/sanitize-schema.ts"];
const PACKAGES = ["micromark", "remark-parse", "remark-gfm", "remark-rehype", "mdast-util-to-hast", "hast-util-raw", "parse5"];

function codeKey(): string {
  const hash = createHash("sha256");
  for (const rel of SOURCES) hash.update(fs.readFileSync(path.join(ROOT, rel)));
  for (const pkg of PACKAGES) {
    // A package nested elsewhere (or gone) changes the key rather than failing the check.
    hash.update(
      fs.existsSync(path.join(ROOT, "node_modules", pkg, "package.json")) ? fs.readFileSync(path.join(ROOT, "node_modules", pkg, "package.json")) : pkg,
    );
  }
  return hash.digest("hex");
}

/** An entry of the cache as `scanMarkdown` returns it. */
function isScan(value: unknown): value is Scan {
  if (typeof value !== "object" || value === null) return false;
  const { refs, tags, tooLong } = value as Record<string, unknown>;
  return Array.isArray(refs) && Array.isArray(tags) && Array.isArray(tooLong);
}

/**
 * The link scan of each markdown text, by its text. Scans of texts seen before come from one file in the
 * content cache, keyed by the text, the scanning code and the parsers' versions: checking unchanged content
 * loads no markdown parser (loading it costs more than checking the whole shipped content). The file is
 * rewritten with this run's texts only.
 */
export async function scanAll(texts: Iterable<string>, cacheDir?: string): Promise<Map<string, Scan>> {
  const unique = [...new Set(texts)];
  const file = cacheDir ? path.join(cacheDir, "link-scans.json") : undefined;
  const base = file ? codeKey() : "";
  const key = (text: string) => createHash("sha256").update(base).update(text).digest("hex").slice(0, 32);
  // No cache yet: every text is scanned. Cut short, garbled, or entries of the wrong shape: dropped with a note.
  let damaged = false;
  const cached: Record<string, Scan> = file
    ? await readJsonCache(file, isScan, (line) => {
        console.warn(line);
        damaged = true;
      })
    : {};
  const scans = new Map<string, Scan>();
  const kept: Record<string, Scan> = {};
  const missing = unique.filter((text) => !(file && Object.hasOwn(cached, key(text))));
  const scanned = missing.length ? await (await import("./markdown.ts")).scanTexts(missing) : [];
  const fresh = new Map(missing.map((text, i) => [text, scanned[i]]));
  for (const text of unique) {
    const k = key(text);
    const found = fresh.get(text) ?? cached[k];
    scans.set(text, found);
    kept[k] = found;
  }
  if (file && (missing.length || damaged || Object.keys(cached).length !== Object.keys(kept).length)) {
    // Only a cache: one that cannot be written costs time, not the check.
    await writeWhole(file, JSON.stringify(kept)).catch(() => {});
  }
  return scans;
}
