// What a collection of content is, declared once (core/collections/<name>.ts): where its files are and their
// format, their schema, the address of each record's page, how a file becomes what the pages read, the
// order of its list and its list page. The loader, the content build, the CMS config, the app's routes,
// the editor's previews and the cross-checks iterate these definitions; none of them names a collection.
// Only the pages do, as they should: a page reads its collection with getEntry and getCollection (core/content-api.ts).
import type { Pages, SiteData } from "../content-types.ts";
import type { Site } from "../schema.generated.ts";
import type { SearchDocument } from "../search.ts";
import type { ImageTable, RenderedMarkdown } from "./markdown-processor.ts";
import type { Problems } from "./problems.ts";
import type { PostStatus } from "./publish.ts";
import type { SourceFile } from "./source.ts";

/** A page of the site: its address pattern (React Router's, one `:param` at most) and its route module under src/. */
export interface PageRoute {
  path: string;
  module: string;
}

/** What every record's transform may read besides its own file: the pictures, the site's facts and its fixed pages. */
export interface BuildContext {
  images: ImageTable;
  /** site.yaml as built (pictures resolved) and as written (for the values filled into legal pages). */
  site: SiteData;
  siteSource: Site;
  pages: Pages;
}

/** A file of a collection as its rules read it: parsed into fields, which its schema may have refused. */
export type CheckedFile = SourceFile & { data: Record<string, unknown> };

/** One file of a collection, as its transform gets it. */
export interface Entry<Data> {
  /** The file's name without its extension: a record's slug, or a named file's name. */
  name: string;
  data: Data;
  /** The markdown body of a markdown file ("" for YAML). */
  body: string;
  /** The texts `markdown` named, rendered, in its order. */
  rendered: Pick<RenderedMarkdown, "html" | "text" | "words" | "readingMinutes">[];
  /** The address of the file's page ("" when it has none of its own). */
  path: string;
  /** Set for a record this build or preview shows though it is not published (a draft, a post dated later). */
  status?: PostStatus;
}

/** What a file becomes: its page's data in dist-content/, its card in the list, its documents in the site search. */
export interface Output<Page, Summary> {
  page: Page;
  summary?: Summary;
  search?: SearchDocument[];
}

export interface CollectionDefinition<Data, Page, Summary> {
  /** The editor's collection, and the folder of content/ (and of dist-content/) its files live in. */
  name: string;
  /** What the validator and the content rules call one file of it. */
  kind: string;
  /** Its place in the editor's menu and in the content build, lowest first. */
  position: number;
  format: "yaml" | "markdown";
  /** The folder under content/ ("" for files at its top); `name` when not given. */
  folder?: string;
  /** A collection of named files, each required; without it, one file per record (`<slug>.<ext>`). */
  files?: readonly string[];
  /** The schema of a file (schemas/<schema>): one for all, or by the file's name. */
  schema: string | ((file: string) => string);
  /**
   * The editor's words for it: its name, one record's name and the field naming a record in lists, the
   * names of its files (a collection of named files), how its list is sorted, filtered and grouped, the
   * field a date picker writes, and the words on a markdown file's body.
   */
  editor: {
    label: string;
    description: string;
    labelSingular?: string;
    identifier?: string;
    fileLabels?: Record<string, string>;
    list?: object;
    dateField?: string;
    body?: { label: string; hint?: string };
  };
  /**
   * The page of each record (`/blog/:postId`, the only spelling of that address), or of each named file
   * (`/:name` filled in with the file's name), and its route module (one module for all the files' pages).
   */
  route?: PageRoute;
  /** The page listing the records' cards (fed by dist-content/<name>/index.json). */
  list?: PageRoute;
  /** The page the editor's preview shows a file on, when the file has no page of its own. */
  preview?: (name: string, read: (rel: string) => unknown) => string;
  /**
   * Fields of its YAML written in markdown, each a path with "*" for every item of a list (`["entries", "*",
   * "answer"]`): their links and pictures are checked, and they are rendered for `transform`, in order.
   */
  markdownFields?: readonly (readonly string[])[];
  /**
   * The texts rendered before `transform` (in one batch with every other); by default a markdown file's
   * body, or the values of `markdownFields`.
   */
  markdown?: (entry: { data: Data; body: string }, ctx: Pick<BuildContext, "siteSource">) => string[];
  /**
   * The ids its page may be linked to by (`/faq#payment-options`), at a path of its fields with "*" for every item
   * of a list, and what each is called there: a link to another is refused.
   */
  anchors?: { at: readonly string[]; name: string };
  /**
   * Its rules that a schema cannot state (an id unique within the file, a list naming another collection's
   * files, a date that is a real day), run on each of its files after the schema; `files` is all the content.
   * Problems go at the file's fields, in words an editor can act on.
   */
  check?: (f: CheckedFile, files: readonly SourceFile[], problems: Problems) => void;
  transform: (entry: Entry<Data>, ctx: BuildContext) => Output<Page, Summary>;
  /** The order of the list (and of the records in the site search); by file name when not given. */
  order?: (a: Output<Page, Summary>, b: Output<Page, Summary>, ctx: BuildContext) => number;
}

/** A collection as its consumers read it: every field with its default filled in. */
export interface Collection<Data = unknown, Page = unknown, Summary = unknown> extends CollectionDefinition<Data, Page, Summary> {
  folder: string;
  schema: (file: string) => string;
  markdown: NonNullable<CollectionDefinition<Data, Page, Summary>["markdown"]>;
}

/**
 * Each value at `path` in `data` ("*" for every item of a list), with its full path; undefined where an item
 * lacks the field, so that a list's values keep their items' places.
 */
export function valuesAt(data: unknown, path: readonly string[], at: (string | number)[] = []): { path: (string | number)[]; value: unknown }[] {
  if (!path.length) return [{ path: at, value: data }];
  const [key, ...rest] = path;
  if (key === "*") return Array.isArray(data) ? data.flatMap((item, i) => valuesAt(item, rest, [...at, i])) : [];
  return valuesAt(data && typeof data === "object" ? (data as Record<string, unknown>)[key] : undefined, rest, [...at, key]);
}

/** Declares a collection; its types follow the transform's. */
export function defineCollection<Data, Page, Summary = unknown>(def: CollectionDefinition<Data, Page, Summary>): Collection<Data, Page, Summary> {
  const { schema, markdownFields = [] } = def;
  const markdown =
    def.markdown ??
    (def.format === "markdown"
      ? ({ body }: { body: string }) => [body]
      : // A field not written yet (an entry half-written in the editor) renders as nothing, in its place.
        ({ data }: { data: Data }) => markdownFields.flatMap((p) => valuesAt(data, p).map((v) => (typeof v.value === "string" ? v.value : ""))));
  return { ...def, folder: def.folder ?? def.name, schema: typeof schema === "string" ? () => schema : schema, markdown };
}
