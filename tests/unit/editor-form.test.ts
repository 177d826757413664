// What the editor writes and keeps: a switch that is off is not written (by the editor's save or by
// `content cms --normalize`), the backup store's correction applies to the pinned release, and the page
// knows which entry an address opens.
import fs from "node:fs";
import path from "node:path";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { loadSchemas } from "../../scripts/cli/cms.ts";
import { formatPost } from "../../core/content/cms-config.ts";
import { defaultPaths } from "../../scripts/cli/config.ts";
import { BACKUP_STORE_FIX, cmsBundlePath } from "../../scripts/admin/editor.ts";
import { unwrittenKeys } from "../../core/content/editor-form.ts";
import { openEntry, withoutUnwritten } from "../../src/admin-preview/save-form.ts";

const schemas = await loadSchemas(defaultPaths().schemas);
const POST = fs.readFileSync(path.join(defaultPaths().content, "posts/what-is-unattended-retail.md"), "utf8");

/** The Immutable.js map a preSave listener receives, as far as the listener uses it. */
function entryMap(collection: string, data: Record<string, unknown>) {
  const map = (values: Record<string, unknown>) => ({
    get: (key: string) => values[key],
    set: (key: string, value: unknown) => map({ ...values, [key]: value }),
    delete: (key: string) => map(Object.fromEntries(Object.entries(values).filter(([k]) => k !== key))),
    toJS: () => values,
  });
  return map({ collection, data: map(data) });
}

describe("a switch that is off", () => {
  it("is left out of a post by the editor's save, and kept when on", () => {
    const off = withoutUnwritten({ entry: entryMap("posts", { title: "A", draft: false, date: "July 31, 2025" }) });
    expect((off!.get("data") as { toJS(): unknown }).toJS()).toEqual({ title: "A", date: "July 31, 2025" });
    expect(withoutUnwritten({ entry: entryMap("posts", { title: "A", draft: true }) })).toBeUndefined();
    // Other collections have no such switch: a false there is written as it is.
    expect(unwrittenKeys("towns", { draft: false })).toEqual([]);
  });

  it("is left out by content cms --normalize, so the file is what the editor saves", () => {
    const withOff = POST.replace(/^(date: .*)$/m, "$1\ndraft: false");
    expect(formatPost(schemas, withOff)).toBe(POST);
    const withOn = POST.replace(/^(date: .*)$/m, "$1\ndraft: true");
    expect(YAML.parse(formatPost(schemas, withOn).split("---")[1]).draft).toBe(true);
  });
});

describe("the editor's draft backups", () => {
  it("are corrected in the pinned release exactly once: the store is dropped only when there is no backend", () => {
    const bundle = fs.readFileSync(cmsBundlePath(), "utf8");
    const found = [...bundle.matchAll(BACKUP_STORE_FIX.from)];
    expect(found.length).toBe(1);
    const fixed = found[0][0].replace(BACKUP_STORE_FIX.from, BACKUP_STORE_FIX.to);
    expect(fixed).toMatch(/\}\}(\w+)\|\|\((\w+)=null\)\}\)$/);
    expect(fixed).toContain("`draft-backups`");
  });

  it("are looked up for the entry the address opens: an existing one by its slug, a new one by none", () => {
    expect(openEntry("#/collections/posts/entries/what-is-unattended-retail")).toEqual(["posts", "what-is-unattended-retail"]);
    expect(openEntry("#/collections/site/entries/site")).toEqual(["site", "site"]);
    expect(openEntry("#/collections/posts/new")).toEqual(["posts", ""]);
    expect(openEntry("#/collections/posts")).toBeUndefined();
    expect(openEntry("#/assets")).toBeUndefined();
  });
});
