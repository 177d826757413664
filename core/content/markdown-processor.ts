// The markdown pipeline itself: markdown to safe HTML with the sanitizer's schema, and the plain text and
// word count from the same tree; the link check (links.ts) walks the same tree. No Node API, so the same
// module runs in the content CLI (markdown.ts, its worker threads) and in the browser (the editor's
// previews at /admin/, src/admin-preview/).
import type { Element, Root as HastRoot, RootContent } from "hast";
import { raw } from "hast-util-raw";
import type { Root as MdastRoot } from "mdast";
import { toString } from "mdast-util-to-string";
import rehypeExternalLinks from "rehype-external-links";
import rehypeSanitize from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { VFile as VFileClass, type VFile } from "vfile";
import type { BuiltImageFields } from "./images.ts";
import { CLOBBER_PREFIX, SANITIZE_SCHEMA } from "./sanitize-schema.ts";

/** The built pictures by their reference in content (`/images/foo.svg`): the CLI's ImageTable, or the preview's. */
export type ImageTable = ReadonlyMap<string, BuiltImageFields>;

const schema = SANITIZE_SCHEMA;

/**
 * What the page is made from, up to the sanitizer (`FRONT` below): markdown to a syntax tree (with GitHub's tables,
 * strikethrough and autolinks), then to HTML's tree, with the raw HTML (styled spans, image blocks) parsed
 * by an HTML parser. The link check (links.ts) walks this same tree, so what it checks is what is published.
 * Footnote ids get no prefix here: the sanitizer adds its own, once (`prefixedFragments` follows it).
 */
const REHYPE_OPTIONS = { allowDangerousHtml: true, clobberPrefix: "" };

/** `FRONT`: the pipeline up to the sanitizer, which the link check (links.ts) walks too. */
const front = unified().use(remarkParse).use(remarkGfm).use(remarkRehype, REHYPE_OPTIONS).use(parseRawHtml).freeze();

/**
 * The rest, built once: `FRONT`'s tree made safe HTML. It is frozen, so it can be shared by every call; the
 * pictures of the build reach `responsiveImages` through the file's data.
 */
const back = unified()
  // Everything from here on is trusted: scripts, handlers, iframes and unsafe URLs are dropped, and every
  // id and name gets the sanitizer's prefix (no `name="querySelectorAll"` replaces a DOM method).
  .use(rehypeSanitize, schema)
  .use(prefixedFragments)
  // Heading ids are made here, from the heading's text, after the sanitizer: /blog/post#heading keeps working.
  .use(rehypeSlug)
  .use(rehypeExternalLinks, { rel: ["noopener", "noreferrer"] })
  .use(responsiveImages)
  // Each body cell names its column, so a table can be read as stacked cards on a phone (post.css).
  .use(tableCellLabels)
  .use(rehypeStringify)
  .freeze();

/**
 * The markdown's syntax tree and the HTML tree made from it before sanitizing, with positions in the
 * markdown (the raw HTML's elements at their place in the source too).
 */
export interface PublishedTrees {
  mdast: MdastRoot;
  hast: HastRoot;
}

/** A markdown text's `PublishedTrees`, as the link check walks them and the render makes the page from them. */
export function publishedTree(markdown: string): PublishedTrees {
  const mdast = front.parse(markdown) as MdastRoot;
  const hast = front.runSync(mdast, new VFileClass(markdown)) as HastRoot;
  return { mdast, hast };
}

/** Calls `fn` on every element of the tree, parents before their children: one plain walk, for the steps below. */
function eachElement(node: HastRoot | Element, fn: (el: Element) => void): void {
  for (const child of node.children) {
    if (child.type !== "element") continue;
    fn(child);
    eachElement(child, fn);
  }
}

/**
 * A link to `#x` inside the document (a footnote and its back link) points at `#user-content-x` once the
 * sanitizer has prefixed the id it names.
 */
function prefixedFragments() {
  return (tree: HastRoot) => {
    const ids = new Set<string>();
    const fragmentLinks: Element[] = [];
    eachElement(tree, (node) => {
      if (typeof node.properties.id === "string") ids.add(node.properties.id);
      if (typeof node.properties.href === "string" && node.properties.href.startsWith("#")) fragmentLinks.push(node);
    });
    for (const node of fragmentLinks) {
      const id = (node.properties.href as string).slice(1);
      if (!ids.has(id) && ids.has(`${CLOBBER_PREFIX}${id}`)) node.properties.href = `#${CLOBBER_PREFIX}${id}`;
    }
  };
}

/** Whether a node holds raw HTML anywhere inside it. */
const holdsRaw = (node: RootContent): boolean => node.type === "raw" || ("children" in node && node.children.some(holdsRaw));

/**
 * Parses the raw HTML in the tree with an HTML parser (hast-util-raw, as rehype-raw does), block by block.
 * Editors' raw HTML is mostly a styled span inside a heading: running the whole post through the parser
 * for it cost a sixth of the markdown stage. Raw HTML inside a block (a heading, a paragraph, a table cell)
 * is parsed with that block alone, so an element it leaves open ends with the block (parsing the whole
 * post, an unclosed `<div>` in one paragraph would take in every block after it). An HTML block of its own
 * may open an element that a later one closes (`<div>`, markdown, `</div>`): then the whole tree is parsed.
 */
function parseRawHtml() {
  return (tree: HastRoot, file: VFile): HastRoot => {
    if (tree.children.some((block) => block.type === "raw")) return raw(tree, { file }) as HastRoot;
    tree.children = tree.children.flatMap((block) => (holdsRaw(block) ? (raw({ type: "root", children: [block] }, { file }) as HastRoot).children : [block]));
    return tree;
  };
}

/** The markdown syntax tree, with positions, for cross-checking links and pictures. */
export function parseMarkdown(markdown: string): MdastRoot {
  return front.parse(markdown) as MdastRoot;
}

/** The text of a syntax tree, its white space collapsed to single spaces. */
const textOf = (tree: MdastRoot) => toString(tree).replace(/\s+/g, " ").trim();

export function plainText(markdown: string): string {
  return textOf(parseMarkdown(markdown));
}

export interface RenderedMarkdown {
  html: string;
  words: number;
  readingMinutes: number;
  /** The plain text, white space collapsed: what search indexes. */
  text: string;
}

const WORDS_PER_MINUTE = 200;

/**
 * Compiles untrusted markdown to safe HTML. `images` sizes local pictures into responsive `<img>`.
 * The markdown is parsed once: the word count and the plain text come from the same tree as the HTML. Its trees
 * may be given, as `publishedTree` made them for the link check; they are used up.
 */
export async function renderMarkdown(markdown: string, images: ImageTable, trees = publishedTree(markdown)): Promise<RenderedMarkdown> {
  const text = textOf(trees.mdast);
  // The file `process()` would make: the source as its value, and the pictures for `responsiveImages`.
  const hast = await back.run(trees.hast, new VFileClass({ value: markdown, data: { images } }));
  const html = String(back.stringify(hast));
  const words = text.split(" ").filter(Boolean).length;
  return { html, words, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)), text };
}

function tableCellLabels() {
  return (tree: HastRoot) => {
    eachElement(tree, (table) => {
      if (table.tagName !== "table") return;
      const headings: string[] = [];
      eachElement(table, (th) => {
        if (th.tagName === "th") headings.push(hastText(th).trim());
      });
      eachElement(table, (row) => {
        if (row.tagName !== "tr") return;
        row.children
          .filter((c): c is Element => c.type === "element" && c.tagName === "td")
          .forEach((td, i) => {
            if (headings[i]) td.properties = { ...td.properties, dataLabel: headings[i] };
          });
      });
    });
  };
}

const hastText = (node: Element | RootContent): string =>
  node.type === "text" ? node.value : "children" in node ? node.children.map((c) => hastText(c as RootContent)).join("") : "";

/** Local `/images/...` pictures become webp `srcset`s with their size reserved and lazy loading. */
function responsiveImages() {
  return (tree: HastRoot, file: { data: Record<string, unknown> }) => {
    const images = file.data.images as ImageTable | undefined;
    if (!images) return;
    eachElement(tree, (node) => {
      if (node.tagName !== "img" || typeof node.properties.src !== "string") return;
      const built = images.get(node.properties.src);
      if (!built) return;
      node.properties = {
        ...node.properties,
        src: built.src,
        srcSet: built.srcSet,
        sizes: "(min-width: 800px) 800px, 100vw",
        width: built.width,
        height: built.height,
        loading: "lazy",
        decoding: "async",
      };
    });
  };
}
