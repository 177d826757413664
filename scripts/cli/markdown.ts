import type { Element, Root as HastRoot } from "hast";
import type { Root as MdastRoot } from "mdast";
import { toString } from "mdast-util-to-string";
import rehypeExternalLinks from "rehype-external-links";
import rehypeRaw from "rehype-raw";
import rehypeSanitize, { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import rehypeSlug from "rehype-slug";
import rehypeStringify from "rehype-stringify";
import remarkGfm from "remark-gfm";
import remarkParse from "remark-parse";
import remarkRehype from "remark-rehype";
import { unified } from "unified";
import { visit } from "unist-util-visit";
import type { ImageTable } from "./images.ts";

/** Inline styles are allowed for the styled heading spans editors use, but never anything that loads or runs. */
const SAFE_STYLE = /^(?!.*(?:url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:|-moz-binding|\\))[^<>]*$/i;

const schema: SanitizeSchema = {
  ...defaultSchema,
  // Headings get their ids from rehype-slug after sanitizing, so no user-content- prefix is needed.
  clobberPrefix: "",
  clobber: [],
  attributes: {
    ...defaultSchema.attributes,
    "*": [...(defaultSchema.attributes?.["*"] ?? []), ["style", SAFE_STYLE] as [string, RegExp]],
    img: [...(defaultSchema.attributes?.img ?? []), "width", "height", "loading"],
  },
  protocols: { ...defaultSchema.protocols, src: ["https"] },
};

const parser = unified().use(remarkParse).use(remarkGfm);

/** The markdown syntax tree, with positions, for cross-checking links and pictures. */
export function parseMarkdown(markdown: string): MdastRoot {
  return parser.parse(markdown) as MdastRoot;
}

export function plainText(markdown: string): string {
  return toString(parseMarkdown(markdown)).replace(/\s+/g, " ").trim();
}

export interface RenderedMarkdown {
  html: string;
  words: number;
  readingMinutes: number;
}

const WORDS_PER_MINUTE = 200;

/** Compiles untrusted markdown to safe HTML. `images` sizes local pictures into responsive `<img>`. */
export async function renderMarkdown(markdown: string, images: ImageTable): Promise<RenderedMarkdown> {
  const processor = unified()
    // Markdown to a syntax tree, with GitHub's tables, strikethrough and autolinks.
    .use(remarkParse)
    .use(remarkGfm)
    // To HTML's tree, keeping raw HTML (styled spans, image blocks) for the next step to parse.
    .use(remarkRehype, { allowDangerousHtml: true })
    .use(rehypeRaw)
    // Everything from here on is trusted: scripts, handlers, iframes and unsafe URLs are dropped.
    .use(rehypeSanitize, schema)
    .use(rehypeSlug)
    .use(rehypeExternalLinks, { rel: ["noopener", "noreferrer"] })
    .use(responsiveImages, images)
    .use(rehypeStringify);
  const html = String(await processor.process(markdown));
  const words = plainText(markdown).split(" ").filter(Boolean).length;
  return { html, words, readingMinutes: Math.max(1, Math.round(words / WORDS_PER_MINUTE)) };
}

/** Local `/images/...` pictures become webp `srcset`s with their size reserved and lazy loading. */
function responsiveImages(images: ImageTable) {
  return (tree: HastRoot) => {
    visit(tree, "element", (node: Element) => {
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
