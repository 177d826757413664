// The browser editor's configuration (Sveltia CMS, served at /admin/), derived from the schemas and the
// collections' definitions so that the editor and the validator can never disagree, and the form the editor
// writes a file in. Pure rules: `npx content cms` (scripts/cli/cms.ts) reads the files and writes the result.
import YAML from "yaml";
import { COLLECTIONS, extensionOf, fileOf, type AnyCollection } from "./collections.ts";
import { unwrittenKeys } from "./editor-form.ts";
import { FRONT_MATTER } from "./loaders/markdown.ts";
import { followRef, type SchemaNode } from "./schema-ref.ts";

/** Every schema file, parsed, by file name. */
export type Schemas = Map<string, SchemaNode>;

/** One field of the CMS configuration (Sveltia CMS, Decap-compatible). */
export interface CmsField {
  name: string;
  label: string;
  widget: "string" | "text" | "markdown" | "select" | "list" | "object" | "image" | "number" | "boolean" | "datetime";
  hint?: string;
  required?: false;
  pattern?: [string, string];
  minlength?: number;
  maxlength?: number;
  type?: "email";
  options?: (string | number)[];
  min?: number;
  max?: number;
  value_type?: "int" | "float";
  field?: CmsField;
  fields?: CmsField[];
  choose_url?: false;
  collapsed?: boolean;
  /** A date picker's: how the date is written in the file (Day.js tokens), and no time of day. */
  format?: string;
  time_format?: false;
}

export type CmsCollection = Record<string, unknown> & {
  name: string;
  label: string;
  fields?: CmsField[];
  files?: { name: string; label: string; file: string; fields: CmsField[] }[];
};

export interface CmsConfig {
  backend: Record<string, unknown>;
  media_folder: string;
  public_folder: string;
  site_url?: string;
  display_url?: string;
  logo?: { src: string };
  app_title: string;
  media_libraries: Record<string, unknown>;
  output: Record<string, unknown>;
  collections: CmsCollection[];
}


/** What the configuration takes from content/site.yaml: where the production editor commits (docs/deploying.md, decision 016: change it there) and the company's name. */
export interface EditorSettings {
  repository: string;
  branch: string;
  name: string;
}

/**
 * The `editor` group and the name of content/site.yaml's text. The configuration is generated even from a
 * site.yaml that does not validate (the dev server serves it while an editor fixes the file): a missing
 * value stays empty, and `content validate` names the field to fill in.
 */
export function editorSettingsOf(siteYaml: string): EditorSettings {
  let site: Record<string, unknown> = {};
  try {
    const parsed: unknown = YAML.parse(siteYaml);
    if (parsed && typeof parsed === "object") site = parsed as Record<string, unknown>;
  } catch {
    // Reported by `content validate`.
  }
  const editor = site.editor && typeof site.editor === "object" ? (site.editor as Record<string, unknown>) : {};
  const str = (value: unknown) => (typeof value === "string" ? value : "");
  return { repository: str(editor.repository), branch: str(editor.branch) || "main", name: str(site.name) };
}

/** Follows `$ref` (to another file's definitions or this file's own) until a node without one. */
const resolve = (schemas: Schemas, file: string, node: SchemaNode) => followRef((f) => schemas.get(f), file, node);

/** `metaTitle` → `Meta title`: only for a property without a title (the unit test wants none). */
const humanize = (name: string) => {
  const words = name.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** Hints are markdown: a placeholder such as `<slug>` would be taken for an HTML tag and vanish. */
const markdownSafe = (text: string) => text.replace(/<[^<>\s]+>/g, (m) => `\`${m}\``);

/** Plain-text properties that are a few words: a one-line input; any other text is a text area. */
const SHORT_TEXT =
  /^(slug|id|name|shortName|title|heading|subheading|label|linkLabel|alt|imageAlt|question|author|point|street|city|region|country|network|formHeading|benefitsHeading|phonePrompt|tagline)$/;
/** Properties written in markdown (FAQ answers; a post's body is its own field). */
const MARKDOWN = (file: string, name: string) => file === "faq.schema.json" && name === "answer";
/** The pattern of the picture paths: such a field is an image widget. */
const IMAGE_PATH_DEF = "imagePath";
const PICTURE_HINT = "Choose one of the site's pictures, or upload one (SVG, PNG, JPEG or WebP).";

/** The field for one schema property (`own` may carry a $ref and a title or description beside it). */
function fieldFor(schemas: Schemas, file: string, name: string, own: SchemaNode, required: boolean): CmsField {
  const { node, file: at, def } = resolve(schemas, file, own);
  const field: CmsField = { name, label: own.title ?? humanize(name), widget: "string" };
  // The property's own words first; a shared shape's description when it says more than "some text". A
  // picture is chosen in the media library, so the path rule of the picture files is no hint.
  const hint = own.description ?? (def === IMAGE_PATH_DEF ? PICTURE_HINT : def && def !== "text" ? node.description : undefined);
  if (hint) field.hint = markdownSafe(hint);
  if (!required) field.required = false;

  if (node.enum) {
    field.widget = "select";
    field.options = node.enum;
  } else if (node.type === "object") {
    field.widget = "object";
    field.fields = fieldsOf(schemas, at, node);
  } else if (node.type === "array") {
    field.widget = "list";
    const items = resolve(schemas, at, node.items ?? {});
    if (items.node.type === "object") field.fields = fieldsOf(schemas, items.file, items.node);
    else field.field = fieldFor(schemas, at, singular(name), { ...node.items, title: node.items?.title ?? singularLabel(field.label) }, true);
    if (node.minItems !== undefined && node.minItems > 0) field.min = node.minItems;
    if (node.maxItems !== undefined) field.max = node.maxItems;
  } else if (node.type === "integer" || node.type === "number") {
    field.widget = "number";
    field.value_type = node.type === "integer" ? "int" : "float";
    if (node.minimum !== undefined) field.min = node.minimum;
    if (node.maximum !== undefined) field.max = node.maximum;
  } else if (node.type === "boolean") {
    field.widget = "boolean";
  } else if (def === IMAGE_PATH_DEF) {
    field.widget = "image";
    field.choose_url = false;
  } else {
    field.widget = MARKDOWN(file, name)
      ? "markdown"
      : SHORT_TEXT.test(name) || (node.maxLength ?? Infinity) <= 70 || node.pattern || node.format
        ? "string"
        : "text";
    if (node.format === "email") field.type = "email";
    // The schema's own message, as the validator prints it ("must be 5 digits, ...").
    if (node.pattern) field.pattern = [node.pattern, node.description?.startsWith("must") ? node.description : `must match ${node.pattern}`];
    if (node.minLength !== undefined && node.minLength > 1) field.minlength = node.minLength;
    if (node.maxLength !== undefined) field.maxlength = node.maxLength;
  }
  return field;
}

const singular = (name: string) => (name.endsWith("ies") ? `${name.slice(0, -3)}y` : name.endsWith("s") ? name.slice(0, -1) : `${name}Item`);
const singularLabel = (label: string) => label.replace(/ies$/, "y").replace(/(?<!s)s$/, "");

/** One field per property of an object schema, in the schema's order (the order the files are written in). */
function fieldsOf(schemas: Schemas, file: string, node: SchemaNode): CmsField[] {
  const required = new Set(node.required ?? []);
  // A readOnly property follows from another (an industry's path from its slug) and is never typed.
  return Object.entries(node.properties ?? {})
    .filter(([, own]) => !(own as { readOnly?: boolean }).readOnly)
    .map(([name, own]) => fieldFor(schemas, file, name, own, required.has(name)));
}


/** The whole configuration: one collection per kind of content, every field from the schemas. */
export function cmsConfigOf(schemas: Schemas, editor: EditorSettings): CmsConfig {
  const top = (file: string) => {
    const schema = schemas.get(file);
    if (!schema) throw new Error(`schemas/${file} is missing`);
    return fieldsOf(schemas, file, schema);
  };
  /** A file's fields from its schema, a date as a date picker, and a markdown file's body. */
  const fieldsFor = (c: AnyCollection, file: string): CmsField[] => {
    const { dateField, body } = c.editor;
    const own = top(c.schema(file)).map((f) => (f.name === dateField ? datePicker(f) : f));
    return c.format === "markdown"
      ? [...own, { name: "body", label: body?.label ?? "Text", widget: "markdown", ...(body?.hint ? { hint: body.hint } : {}) }]
      : own;
  };

  return {
    backend: {
      name: "github",
      repo: editor.repository,
      branch: editor.branch,
      commit_messages: {
        create: "Create {{collection}} “{{slug}}” (editor)",
        update: "Update {{collection}} “{{slug}}” (editor)",
        delete: "Delete {{collection}} “{{slug}}” (editor)",
        uploadMedia: "Upload “{{path}}” (editor)",
        deleteMedia: "Delete “{{path}}” (editor)",
      },
    },
    app_title: editor.name ? `${editor.name}: content editor` : "Content editor",
    media_folder: "content/images",
    public_folder: "/images",
    // Stock photo services are other origins, and the site's pictures live in content/images only.
    media_libraries: { stock_assets: false },
    output: { omit_empty_optional_fields: true, yaml: { indent_size: 2, indent_sequences: true, quote: "none" } },
    collections: COLLECTIONS.map((c): CmsCollection => {
      const fields = (file: string) => fieldsFor(c, file);
      const { editor: words } = c;
      const format = c.format === "markdown" ? "frontmatter" : "yaml";
      if (c.files)
        return {
          name: c.name,
          label: words.label,
          description: words.description,
          ...(c.format === "markdown" ? { format } : {}),
          files: c.files.map((file) => ({
            name: file,
            label: words.fileLabels?.[file] ?? humanize(file),
            file: fileOf(c, file),
            fields: fields(file),
          })),
        };
      return {
        name: c.name,
        label: words.label,
        label_singular: words.labelSingular,
        description: words.description,
        folder: `content/${c.folder}`,
        extension: extensionOf(c),
        format,
        create: true,
        identifier_field: words.identifier,
        slug: "{{fields.slug}}",
        ...words.list,
        fields: fields(""),
      };
    }),
  };
}

/** How the site writes a date (July 31, 2025), in Day.js tokens: what the date picker writes into a post. */
const SITE_DATE_FORMAT = "MMMM D, YYYY";

/** A post's date as a date picker that writes the site's format; the pattern is the picker's to keep. */
function datePicker({ pattern: _pattern, ...field }: CmsField): CmsField {
  const hint = "The day the post is dated. A day after today schedules it: the post goes live on that day.";
  return { ...field, widget: "datetime", format: SITE_DATE_FORMAT, time_format: false, hint };
}

const HEADER = "# GENERATED by `npx content cms` from schemas/ (core/content/cms-config.ts). Do not edit: change the schemas instead.\n";

/** The configuration as the YAML file /admin/config.yml. */
export const cmsConfigYaml = (config: CmsConfig) => HEADER + YAML.stringify(config, { lineWidth: 0, aliasDuplicateObjects: false });

// --- The form the editor writes ---------------------------------------------------------------------

/**
 * Sveltia CMS 0.221 writes YAML with `yaml`'s stringify and these options (its `output.yaml` defaults:
 * two-space indent, indented sequences, no forced quotes, no line folding), keys in the order of the
 * configuration's fields, which is the schema's order.
 */
const EDITOR_YAML: YAML.ToStringOptions = { indent: 2, indentSeq: true, lineWidth: 0, defaultKeyType: "PLAIN", defaultStringType: "PLAIN", singleQuote: true };

/** `value` with its keys in the schema's order, recursively; keys the schema does not know keep their place at the end. */
function orderLike(schemas: Schemas, file: string, own: SchemaNode, value: unknown): unknown {
  const { node, file: at } = resolve(schemas, file, own);
  if (Array.isArray(value)) return node.items ? value.map((v) => orderLike(schemas, at, node.items!, v)) : value;
  if (!value || typeof value !== "object" || !node.properties) return value;
  const obj = value as Record<string, unknown>;
  const known = Object.keys(node.properties).filter((k) => k in obj);
  const rest = Object.keys(obj)
    .filter((k) => !(k in node.properties!))
    .sort();
  return Object.fromEntries([...known, ...rest].map((k) => [k, k in node.properties! ? orderLike(schemas, at, node.properties![k], obj[k]) : obj[k]]));
}

/** A YAML file's text as the editor would save it; `collection` names the switches left out when off (core/content/editor-form.ts). */
export function formatYaml(schemas: Schemas, schemaFile: string, text: string, collection = ""): string {
  const data: unknown = YAML.parse(text);
  if (data && typeof data === "object" && !Array.isArray(data))
    for (const key of unwrittenKeys(collection, data as Record<string, unknown>)) delete (data as Record<string, unknown>)[key];
  return `${YAML.stringify(orderLike(schemas, schemaFile, { $ref: schemaFile }, data), EDITOR_YAML).trim()}\n`;
}

/** A post's (or a legal page's) text as the editor would save it: the front matter re-written, the markdown body as it is. */
export function formatPost(schemas: Schemas, text: string, schemaFile = "post.schema.json"): string {
  const match = FRONT_MATTER.exec(text);
  if (!match) return text;
  const collection = COLLECTIONS.find((c) => c.format === "markdown" && c.schema("") === schemaFile)?.name;
  const yaml = formatYaml(schemas, schemaFile, match[1], collection).trim();
  const md = text
    .slice(match[0].length)
    .replace(/^\s*\n/, "")
    .trimEnd();
  return `---\n${yaml}\n---\n${md ? `\n${md}\n` : ""}`;
}
