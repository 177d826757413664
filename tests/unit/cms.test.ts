// The /admin editor's configuration (core/content/cms-config.ts), generated from schemas/: every property of every
// schema has its field and nothing else does, the configuration is valid for the pinned Sveltia CMS, and
// the formatter writes what the editor writes.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Ajv } from "ajv";
import addFormats from "ajv-formats";
import YAML from "yaml";
import { describe, expect, it } from "vitest";
import { cmsConfig, loadSchemas } from "../../scripts/cli/cms.ts";
import { cmsConfigYaml, formatPost, formatYaml, type CmsField } from "../../core/content/cms-config.ts";
import type { SchemaNode } from "../../core/content/schema-ref.ts";
import { defaultPaths } from "../../scripts/cli/config.ts";
import { COLLECTIONS, LEGAL_NAMES, PAGE_NAMES } from "../../core/content/collections.ts";
import { ADMIN_POLICY, SELF_HOSTED, adminHtml, cmsBundle } from "../../scripts/admin/editor.ts";
import { robotsTxt } from "../../scripts/postbuild/host-files.ts";

const paths = defaultPaths();
const config = await cmsConfig(paths);
const schemas = await loadSchemas(paths.schemas);

/** Follows $ref as the generator must, independently of it. */
function deref(file: string, node: SchemaNode): [string, SchemaNode] {
  while (node.$ref) {
    const [target, pointer = ""] = node.$ref.split("#");
    if (target) file = target;
    node = pointer
      .split("/")
      .filter(Boolean)
      .reduce<any>((n, p) => n[p], schemas.get(file));
  }
  return [file, node];
}

/** Every property path of a schema (`entries[].answer`), with its title. */
function schemaPaths(file: string, node: SchemaNode, prefix = ""): [string, string | undefined][] {
  const [at, resolved] = deref(file, node);
  if (resolved.type === "array" && resolved.items) {
    const [itemFile, items] = deref(at, resolved.items);
    return items.type === "object" ? schemaPaths(itemFile, items, `${prefix}[]`) : [];
  }
  // A readOnly property (an industry's path) follows from another and has no field.
  return Object.entries(resolved.properties ?? {})
    .filter(([, prop]) => !(prop as { readOnly?: boolean }).readOnly)
    .flatMap(([name, prop]) => [
      [`${prefix}${prefix ? "." : ""}${name}`, prop.title] as [string, string | undefined],
      ...schemaPaths(at, prop, `${prefix}${prefix ? "." : ""}${name}`),
    ]);
}

/** The same for the configuration's fields. */
function fieldPaths(fields: CmsField[], prefix = ""): [string, string][] {
  return fields.flatMap((f) => {
    const here = `${prefix}${prefix ? "." : ""}${f.name}`;
    const nested = f.fields ? fieldPaths(f.fields, f.widget === "list" ? `${here}[]` : here) : [];
    return [[here, f.label] as [string, string], ...nested];
  });
}

const collection = (name: string) => config.collections.find((c) => c.name === name)!;
const fileFields = (collectionName: string, file: string) => collection(collectionName).files!.find((f) => f.name === file)!.fields;
/**
 * Each schema a collection's definition names and the fields the editor shows for it: a collection of named
 * files has a form per file (the first file of each schema stands for the others), a folder one form for all.
 * A markdown file's body is its text after the front matter, not a front-matter property.
 */
const KINDS: [schema: string, fields: CmsField[]][] = [];
for (const c of COLLECTIONS)
  for (const file of c.files ?? [undefined]) {
    const schema = c.schema(file ?? "");
    if (KINDS.some(([known]) => known === schema)) continue;
    const fields = file ? fileFields(c.name, file) : collection(c.name).fields!;
    KINDS.push([schema, c.format === "markdown" ? fields.filter((f) => f.name !== "body") : fields]);
  }

const findField = (fields: CmsField[], dotted: string): CmsField =>
  dotted.split(".").reduce<CmsField | undefined>((found, name) => (found ? found.fields : fields)?.find((f) => f.name === name), undefined)!;

describe("the editor's configuration", () => {
  it("has one collection per kind of content and one file per fixed page", () => {
    // Every definition of core/collections/ and nothing else, in the menu's order (`position`): the shipped
    // site's begins with its facts and its pages.
    expect(config.collections.map((c) => c.name)).toEqual(COLLECTIONS.map((c) => c.name));
    expect(config.collections.slice(0, 2).map((c) => c.name)).toEqual(["site", "pages"]);
    expect(collection("pages").files!.map((f) => f.file)).toEqual(PAGE_NAMES.map((p) => `content/pages/${p}.yaml`));
    expect(collection("legal").files!.map((f) => f.file)).toEqual(LEGAL_NAMES.map((p) => `content/legal/${p}.md`));
    expect(collection("legal")).toMatchObject({ format: "frontmatter" });
    expect(fileFields("legal", "accessibility").at(-1)).toMatchObject({ name: "body", widget: "markdown" });
    expect(collection("posts")).toMatchObject({ folder: "content/posts", extension: "md", format: "frontmatter", slug: "{{fields.slug}}", create: true });
    expect(collection("towns")).toMatchObject({ folder: "content/towns", extension: "yaml", format: "yaml", slug: "{{fields.slug}}" });
    expect(schemas.size, "a schema without a collection").toBe(KINDS.length + 1); // + common.schema.json
  });

  it("commits to the repository and branch of editor in content/site.yaml, and names the company, not values written in code", async () => {
    const site = YAML.parse(fs.readFileSync(path.join(paths.content, "site.yaml"), "utf8"));
    expect(config.backend).toMatchObject({ name: "github", repo: site.editor.repository, branch: site.editor.branch });
    expect(config.app_title).toBe(`${site.name}: content editor`);
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "cms-repo-"));
    try {
      fs.mkdirSync(path.join(dir, "content"));
      fs.writeFileSync(path.join(dir, "content", "site.yaml"), "name: X\neditor:\n  repository: acme-vending/site\n  branch: live\n");
      expect((await cmsConfig({ schemas: paths.schemas, content: path.join(dir, "content") })).backend).toMatchObject({
        repo: "acme-vending/site",
        branch: "live",
      });
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each(KINDS)("%s: a field for every property, in the schema's order, and nothing else", (schema, fields) => {
    const expected = schemaPaths(schema, schemas.get(schema)!);
    expect(fieldPaths(fields).map(([p]) => p)).toEqual(expected.map(([p]) => p));
  });

  it.each(KINDS)("%s: every label is the property's title, written in the schema", (schema, fields) => {
    const titles = schemaPaths(schema, schemas.get(schema)!);
    expect(
      titles.filter(([, title]) => !title).map(([p]) => p),
      "properties without a title",
    ).toEqual([]);
    expect(fieldPaths(fields)).toEqual(titles);
  });

  it("follows each property's type and rules", () => {
    const town = collection("towns").fields!;
    expect(findField(town, "county")).toMatchObject({ widget: "select", options: ["Carroll County", "Baltimore County"] });
    expect(findField(town, "zipCodes")).toMatchObject({
      widget: "list",
      min: 1,
      field: { widget: "string", label: "ZIP code", pattern: ["^\\d{5}$", 'must be 5 digits, in quotes, e.g. "21157"'] },
    });
    expect(findField(town, "longDescription")).toMatchObject({ widget: "list", min: 2, max: 2, field: { widget: "text" } });
    expect(findField(town, "metaTitle")).toMatchObject({ widget: "string", minlength: 10, maxlength: 70 });
    expect(findField(town, "geoCoordinates.latitude")).toMatchObject({ widget: "number", value_type: "float", min: -90, max: 90 });
    expect(findField(town, "image")).toMatchObject({ widget: "object" });
    expect(findField(town, "image.src")).toMatchObject({ widget: "image", required: false });
    expect(findField(town, "image.pexelsId")).toMatchObject({ widget: "number", value_type: "int", required: false });
    expect(findField(town, "solutionScenarios")).toMatchObject({ widget: "list", min: 3, max: 3 });
    expect(findField(town, "description").required, "required follows the schema").toBeUndefined();

    const faq = fileFields("faq", "faq");
    expect(findField(faq, "entries.answer")).toMatchObject({ widget: "markdown" });
    expect(findField(faq, "entries.category")).toMatchObject({ widget: "select", options: ["general", "solutions", "process", "products"] });

    const post = collection("posts").fields!;
    expect(findField(post, "imageUrl")).toMatchObject({ widget: "image", choose_url: false });
    // A date picker that writes the site's way of writing a date (July 31, 2025).
    expect(findField(post, "date")).toMatchObject({ widget: "datetime", format: "MMMM D, YYYY", time_format: false });
    expect(findField(post, "date").pattern).toBeUndefined();
    expect(findField(post, "author").required).toBe(false);
    expect(findField(post, "body")).toMatchObject({ widget: "markdown" });
    expect(findField(fileFields("site", "site"), "email")).toMatchObject({ widget: "string", type: "email" });
    expect(config).toMatchObject({ media_folder: "content/images", public_folder: "/images", media_libraries: { stock_assets: false } });
  });

  it("is valid for Sveltia CMS: checked with ajv against the JSON Schema its package publishes", () => {
    const published = JSON.parse(fs.readFileSync(path.join(paths.root, "node_modules/@sveltia/cms/schema/sveltia-cms.json"), "utf8"));
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats.default(ajv);
    ajv.addFormat("regex", { validate: (s: string) => (new RegExp(s), true) });
    const validate = ajv.compile(published);
    const parsed = YAML.parse(cmsConfigYaml(config));
    expect(validate(parsed) ? [] : validate.errors).toEqual([]);
    // And the check can fail (an unknown widget name would pass: the schema allows custom widgets).
    const broken = structuredClone(parsed);
    broken.output.yaml.quote = "smart";
    broken.collections[4].folder = 42;
    expect(validate(broken)).toBe(false);
    expect(validate.errors!.map((e) => e.instancePath)).toEqual(expect.arrayContaining(["/output/yaml/quote", "/collections/4/folder"]));
  });
});

describe("the form the editor saves", () => {
  it("is the schema's key order, plain scalars, quotes only where YAML needs them, and no folded lines", () => {
    const text = [
      "name: Eldersburg",
      "slug: eldersburg",
      "description: >-",
      "  Eldersburg is Carroll County's most populous community,",
      "  an unincorporated suburb.",
      "zipCodes:",
      '  - "21784"',
      "geoCoordinates: { longitude: -76.9515, latitude: 39.4008 }",
      "landmarks: [\"Liberty Road (MD 26) and MD 32 crossroads\", 'Carrolltown Center: shops']",
    ].join("\n");
    expect(formatYaml(schemas, "town.schema.json", text)).toBe(
      [
        "slug: eldersburg",
        "name: Eldersburg",
        "description: Eldersburg is Carroll County's most populous community, an unincorporated suburb.",
        "landmarks:",
        "  - Liberty Road (MD 26) and MD 32 crossroads",
        "  - 'Carrolltown Center: shops'",
        "zipCodes:",
        "  - '21784'",
        "geoCoordinates:",
        "  latitude: 39.4008",
        "  longitude: -76.9515",
        "",
      ].join("\n"),
    );
  });

  it("leaves a post's markdown body as written and writes one blank line after the front matter", () => {
    const post = '---\ntitle: "A: title"\nslug: a-title\n---\n\n\nSome *markdown*.\n\n';
    expect(formatPost(schemas, post)).toBe("---\ntitle: 'A: title'\nslug: a-title\n---\n\nSome *markdown*.\n");
  });

  it("is stable: a formatted file formats to itself", () => {
    for (const rel of ["content/towns/westminster.yaml", "content/faq.yaml", "content/pages/home.yaml", "content/site.yaml"]) {
      const schema =
        rel === "content/faq.yaml"
          ? "faq.schema.json"
          : rel === "content/site.yaml"
            ? "site.schema.json"
            : rel.includes("/pages/")
              ? "page-home.schema.json"
              : "town.schema.json";
      const once = formatYaml(schemas, schema, fs.readFileSync(path.join(paths.root, rel), "utf8"));
      expect(formatYaml(schemas, schema, once), rel).toBe(once);
      expect(YAML.parse(once), `${rel}: same data`).toEqual(YAML.parse(fs.readFileSync(path.join(paths.root, rel), "utf8")));
    }
  });
});

describe("/admin/ in the build", () => {
  it("loads the bundle from /admin only, with no inline script, and is not indexed", () => {
    const html = adminHtml(`Tom's Snacks & "Sodas" <Westminster>`);
    expect(html).toContain('<meta name="robots" content="noindex, nofollow">');
    // Named as the site record names the business, escaped.
    expect(html).toContain("<title>Content editor · Tom&apos;s Snacks &amp; &quot;Sodas&quot; &lt;Westminster&gt;</title>");
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0])).toEqual([
      expect.stringMatching(/^<script src="\/admin\/sveltia-cms\.js\?v=\d+\.\d+\.\d+">$/),
      '<script src="/admin/preview.js">',
      '<script src="/admin/preview/app.js">',
    ]);
    expect(robotsTxt("https://example.com")).toContain("Disallow: /admin/");
    expect(ADMIN_POLICY).toContain("script-src 'self';");
    expect(ADMIN_POLICY).not.toMatch(/unsafe-eval|cdn\.jsdelivr|unpkg|githubstatus/);
  });

  it("serves the bundle's fonts, update check and GitHub status from /admin instead of other origins", () => {
    const bundle = cmsBundle().toString("utf8");
    // (Booleans: a failure should not print two megabytes of bundle.)
    for (const { from, to } of SELF_HOSTED) expect([from, bundle.includes(from), bundle.includes(to)]).toEqual([from, false, true]);
    expect(bundle.includes("cdn.jsdelivr.net"), "a font still on the CDN").toBe(false);
  });
});
