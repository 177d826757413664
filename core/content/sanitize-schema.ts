import { defaultSchema, type Options as SanitizeSchema } from "rehype-sanitize";
import { DOM_PROPERTY_NAMES } from "./dom-names.ts";

/** One raw HTML element as the markdown's HTML tree has it: its attributes as written (names lower-cased). */
export interface FoundTag {
  name: string;
  attrs: { name: string; value: string }[];
  line: number;
  col: number;
  offset: number;
}

/**
 * Inline styles are allowed for the styled heading spans editors use, but never anything that loads or
 * runs. `[\s\S]` rather than `.`: a line break inside the attribute must not hide a `url(` after it.
 */
export const SAFE_STYLE = /^(?![\s\S]*(?:url\s*\(|expression\s*\(|javascript:|@import|behavior\s*:|-moz-binding|\\))[^<>]*$/i;

/**
 * Put before every `id` and `name` (and the aria attributes naming an id) of post and FAQ HTML: an element
 * named `querySelectorAll` would otherwise replace `document.querySelectorAll` for the whole app.
 */
export const CLOBBER_PREFIX = "user-content-";

/** `name` is kept on no element: posts hold no forms, and a named picture or form shadows `document`'s properties. */
const withoutName = (list: SanitizeSchema["attributes"]) =>
  Object.fromEntries(Object.entries(list ?? {}).map(([tag, attrs]) => [tag, (attrs ?? []).filter((a) => (typeof a === "string" ? a : a[0]) !== "name")]));

/** What the sanitizer keeps of the raw HTML in markdown (GitHub's rules, plus styles and sized pictures). */
export const SANITIZE_SCHEMA: SanitizeSchema = {
  ...defaultSchema,
  // Heading ids are made after the sanitizer (rehype-slug, from the heading's text); ids written in raw HTML
  // and footnote ids get the prefix.
  clobberPrefix: CLOBBER_PREFIX,
  clobber: ["ariaDescribedBy", "ariaLabelledBy", "id", "name"],
  attributes: withoutName({
    ...defaultSchema.attributes,
    "*": [...(defaultSchema.attributes?.["*"] ?? []), ["style", SAFE_STYLE] as [string, RegExp]],
    img: [...(defaultSchema.attributes?.img ?? []), "width", "height", "loading"],
  }),
  // tel: links are valid content links (crosscheck.ts) and how the legal pages give the phone number.
  protocols: { ...defaultSchema.protocols, href: [...(defaultSchema.protocols?.href ?? []), "tel"], src: ["https"] },
};

/** An HTML attribute name as the schema names it (`colspan` → `colspan`, `class` → `classname`), lower-cased. */
const key = (name: string) => ({ class: "classname", for: "htmlfor" })[name] ?? name.replace(/-/g, "").toLowerCase();

/**
 * What the sanitizer removes from one raw HTML tag, in words: the element, or each attribute it drops.
 * Empty when the tag is published as written.
 */
export function removedByTheSanitizer(tag: FoundTag, schema: SanitizeSchema = SANITIZE_SCHEMA): string[] {
  if (!(schema.tagNames ?? []).includes(tag.name)) {
    return [(schema.strip ?? []).includes(tag.name) ? `<${tag.name}> with everything in it` : `<${tag.name}> (the text inside it stays)`];
  }
  const allowed = [...(schema.attributes?.[tag.name] ?? []), ...(schema.attributes?.["*"] ?? [])];
  const removed: string[] = [];
  for (const attr of tag.attrs) {
    const rule = allowed.find((a) => key(typeof a === "string" ? a : a[0]) === key(attr.name));
    let kept = rule !== undefined;
    if (Array.isArray(rule) && rule.length > 1) {
      const values = rule.slice(1);
      kept = values.some((v) => (v instanceof RegExp ? v.test(attr.value) : String(v) === attr.value));
    }
    const protocols = (schema.protocols as Record<string, string[]> | undefined)?.[attr.name === "href" ? "href" : attr.name === "src" ? "src" : ""];
    const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(attr.value.replace(/[\u0000-\u0020]/g, ""))?.[1]?.toLowerCase();
    if (kept && protocols && scheme && !protocols.includes(scheme)) kept = false;
    if (!kept) removed.push(`${attr.name}="${attr.value.length > 30 ? `${attr.value.slice(0, 30)}...` : attr.value}" on <${tag.name}>`);
  }
  return removed;
}

/**
 * Why a raw `id` or `name` is refused: it equals a property of `document` or `window` (`querySelectorAll`,
 * `defaultView`), which a named element can shadow. The sanitizer's prefix already makes it harmless on
 * the page; the editor still hears of it, since an element named so is a mistake or an attack.
 */
export function clobberingName(tag: FoundTag): { attr: string; message: string } | undefined {
  for (const attr of tag.attrs) {
    if ((attr.name === "id" || attr.name === "name") && DOM_PROPERTY_NAMES.has(attr.value.trim())) {
      const message = `${attr.name}="${attr.value.trim()}" on <${tag.name}> is the name of a property of the page's document or window, which the element would replace: choose another ${attr.name}`;
      return { attr: attr.name, message };
    }
  }
  return undefined;
}
