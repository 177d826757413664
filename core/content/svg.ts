/**
 * SVG is a document that can run script, not just a picture: an SVG opened at its own address runs on the
 * site's origin. Pictures are untrusted input (decisions 012 and 023): each SVG is parsed by an XML parser
 * (saxes, with positions), and what it may hold is an allow-list. Anything that could run code or load from
 * elsewhere is refused at its line: script, foreignObject, event attributes, processing instructions of
 * any kind (an XSLT stylesheet can write a script), a DOCTYPE declaring more than namespace names, elements
 * of another namespace (XHTML's img, meta, a), references other than `#id` and data: pictures, and CSS that
 * imports, loads, uses image-set() or escapes. What passes is written out again from the parsed tree
 * (`writeSvg`), so a host serves what was checked, with or without `_headers`; design tools' metadata
 * (Inkscape, Illustrator, RDF) and unknown attributes are left out of it.
 */
import * as csstree from "css-tree";
import { SaxesParser, type SaxesAttributeNS, type SaxesTagNS } from "saxes";
import { escapeXml } from "../xml.ts";

export interface SvgProblem {
  line: number;
  message: string;
}

const SVG_NS = "http://www.w3.org/2000/svg";
const XLINK_NS = "http://www.w3.org/1999/xlink";
const XML_NS = "http://www.w3.org/XML/1998/namespace";
const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

/** Namespaces of design tools' metadata: their elements and attributes are dropped, not refused. */
const METADATA_NS = new Set([
  "http://www.inkscape.org/namespaces/inkscape",
  "http://sodipodi.sourceforge.net/DTD/sodipodi-0.dtd",
  "http://www.w3.org/1999/02/22-rdf-syntax-ns#",
  "http://creativecommons.org/ns#",
  "http://purl.org/dc/elements/1.1/",
  "http://ns.adobe.com/AdobeIllustrator/10.0/",
  "http://ns.adobe.com/AdobeSVGViewerExtensions/3.0/",
  "http://ns.adobe.com/Extensibility/1.0/",
  "http://ns.adobe.com/Graphs/1.0/",
  "http://ns.adobe.com/Variables/1.0/",
  "http://ns.adobe.com/SaveForWeb/1.0/",
  "http://ns.adobe.com/ImageReplacement/1.0/",
  "http://ns.adobe.com/GenericCustomNamespace/1.0/",
  "http://ns.adobe.com/XPath/1.0/",
  "http://www.bohemiancoding.com/sketch/ns",
]);

/** SVG elements that draw, group, define or describe: everything else of SVG's namespace is refused. */
const ELEMENTS = new Set(
  `svg g defs symbol use title desc metadata path rect circle ellipse line polyline polygon text tspan textPath
  linearGradient radialGradient stop pattern clipPath mask marker filter image style switch view a
  feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting feDisplacementMap
  feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR feGaussianBlur feImage feMerge
  feMergeNode feMorphology feOffset fePointLight feSpecularLighting feSpotLight feTile feTurbulence
  animate animateTransform animateMotion set mpath`.split(/\s+/),
);

/** Elements that run code or embed another document: named in their own message. */
const CODE_ELEMENTS = new Set(["script", "foreignObject", "iframe", "embed", "object", "handler", "listener", "audio", "video", "canvas"]);

/** Attributes an animation may change: none of them holds a URL, so no animation can turn a link into script. */
const ANIMATABLE = new Set(
  `opacity fill-opacity stroke-opacity stop-opacity flood-opacity fill stroke stroke-width stroke-dasharray
  stroke-dashoffset transform x y cx cy r rx ry width height d points offset stop-color flood-color visibility
  display font-size letter-spacing viewBox x1 y1 x2 y2 stdDeviation dx dy rotate`.split(/\s+/),
);

/** Attributes kept (without a namespace); others are left out of the written file. */
const ATTRIBUTES = new Set(
  `id class style transform viewBox preserveAspectRatio width height x y x1 y1 x2 y2 cx cy r rx ry fx fy fr d
  points pathLength fill fill-opacity fill-rule stroke stroke-width stroke-linecap stroke-linejoin
  stroke-miterlimit stroke-dasharray stroke-dashoffset stroke-opacity opacity color display visibility
  overflow clip-path clip-rule clipPathUnits mask maskUnits maskContentUnits marker-start marker-mid
  marker-end markerWidth markerHeight markerUnits refX refY orient filter filterUnits primitiveUnits
  gradientUnits gradientTransform spreadMethod offset stop-color stop-opacity patternUnits
  patternContentUnits patternTransform font-family font-size font-style font-weight font-variant
  font-stretch text-anchor dominant-baseline alignment-baseline baseline-shift letter-spacing word-spacing
  text-decoration writing-mode direction unicode-bidi dx dy rotate textLength lengthAdjust startOffset
  method spacing side href in in2 result mode type values tableValues slope intercept amplitude exponent
  operator k1 k2 k3 k4 order kernelMatrix divisor bias targetX targetY edgeMode preserveAlpha
  surfaceScale diffuseConstant specularConstant specularExponent kernelUnitLength lighting-color
  flood-color flood-opacity stdDeviation scale xChannelSelector yChannelSelector radius baseFrequency
  numOctaves seed stitchTiles azimuth elevation pointsAtX pointsAtY pointsAtZ limitingConeAngle z
  color-interpolation color-interpolation-filters shape-rendering text-rendering image-rendering
  vector-effect paint-order mix-blend-mode isolation version baseProfile xml:space xml:lang lang
  attributeName attributeType begin dur end min max restart repeatCount repeatDur fill calcMode keyTimes
  keySplines keyPoints from to by additive accumulate path requiredFeatures requiredExtensions
  systemLanguage media role aria-label aria-hidden aria-labelledby aria-describedby focusable tabindex
  enable-background`.split(/\s+/),
);

/** Attributes whose value is CSS that may hold `url(...)`. */
const PAINT = new Set(["fill", "stroke", "clip-path", "mask", "filter", "marker-start", "marker-mid", "marker-end", "cursor", "style"]);

/** A data: picture of a raster format: the only address outside `#id` a picture may hold. */
const DATA_IMAGE = /^data:image\/(?:png|jpeg|webp|gif)[;,]/i;

/** `&#106;avascript:` and `java\tscript:` are still javascript: to a browser (the parser decoded the first). */
const squeeze = (value: string) => value.replace(/[\u0000-\u0020]/g, "").toLowerCase();

/** Why a reference is refused, or undefined: `#id`, or a raster `data:` picture where pictures go. */
function badReference(value: string, picture: boolean): string | undefined {
  const v = value.trim();
  if (/^(?:javascript|vbscript):/.test(squeeze(v))) return "script";
  if (v.startsWith("#") || v === "") return undefined;
  if (picture && DATA_IMAGE.test(v)) return undefined;
  return "outside";
}

/** What in a piece of CSS loads from elsewhere or hides something from this check; undefined when nothing. */
export function unsafeCss(css: string, context: "stylesheet" | "declarationList" | "value"): string | undefined {
  // An escape can spell url( or @import in a way a reader of the text does not see (u\72l, @\69mport).
  if (css.includes("\\")) return "a CSS escape (\\)";
  let ast: csstree.CssNode;
  try {
    ast = csstree.parse(css, { context, parseValue: true, parseAtrulePrelude: true, parseRulePrelude: false });
  } catch {
    return "CSS that cannot be read";
  }
  let found: string | undefined;
  csstree.walk(ast, (node) => {
    if (found) return;
    if (node.type === "Atrule" && !["media", "keyframes", "-webkit-keyframes", "supports"].includes(node.name.toLowerCase())) found = `@${node.name}`;
    else if (node.type === "Url" && badReference(node.value, true)) found = `url(${node.value.slice(0, 40)})`;
    else if (node.type === "Function" && /^(?:-webkit-)?(?:image-set|image|element|cross-fade|src)$/i.test(node.name)) found = `${node.name}()`;
    else if (node.type === "Raw" && /url\s*\(|@import/i.test(node.value)) found = node.value.slice(0, 40);
  });
  // What the CSS parser could not place (`url (`, a broken rule) is looked at as text too.
  if (!found && /@import|image-set\s*\(/i.test(css)) found = /@import/i.test(css) ? "@import" : "image-set()";
  return found;
}

interface SvgElement {
  name: string;
  line: number;
  attrs: [string, string][];
  children: (SvgElement | string)[];
}

const MAX_DEPTH = 200;
const MAX_ENTITIES = 32;

/**
 * The problems that make an SVG unsafe to publish, each with its line (none when it is safe), the data: pictures
 * it embeds, each with its line (their sizes are limited too), and the file written from its tree.
 */
export function parseSvg(text: string): { problems: SvgProblem[]; pictures: { line: number; url: string }[]; svg?: string } {
  const problems: SvgProblem[] = [];
  const pictures: { line: number; url: string }[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  const add = (message: string) => problems.push({ line: parser.line, message });
  const stack: SvgElement[] = [];
  let root: SvgElement | undefined;
  /** Depth inside an element left out (metadata): nothing under it is written. */
  let skipping = 0;
  let failed = false;

  parser.on("error", (err) => {
    if (!failed)
      problems.push({
        line: parser.line,
        message: `is not well-formed XML (${err.message.replace(/^[^:]*:\d+:\d+: /, "")}): save it again from the drawing program`,
      });
    failed = true;
  });
  parser.on("processinginstruction", (pi) => {
    add(`has a processing instruction <?${pi.target} ...?>, which can apply a stylesheet or run other code: remove it`);
  });
  parser.on("doctype", (doctype) => {
    const subset = /\[([\s\S]*)\]/.exec(doctype)?.[1];
    if (subset === undefined) return;
    const entities: Record<string, string> = {};
    const rest = subset.replace(/<!ENTITY\s+([A-Za-z_][\w.-]*)\s+"([^"<>&%]*)"\s*>/g, (_, name: string, value: string) => {
      if (/^https?:\/\/[^\s]*$/.test(value)) entities[name] = value;
      else add(`declares the entity ${name} as "${value.slice(0, 30)}", not a namespace address: remove it from the DOCTYPE`);
      return "";
    });
    if (rest.replace(/<!--[\s\S]*?-->/g, "").trim())
      add("declares more than namespace names in its DOCTYPE (<!ENTITY ...> of another kind, <!ELEMENT ...>): remove the DOCTYPE");
    else if (Object.keys(entities).length > MAX_ENTITIES) add(`declares more than ${MAX_ENTITIES} entities: remove the DOCTYPE`);
    else Object.assign(parser.ENTITIES, entities);
  });
  parser.on("opentag", (tag: SaxesTagNS) => {
    if (skipping) {
      skipping++;
      return;
    }
    const local = tag.local;
    if (stack.length >= MAX_DEPTH) {
      add(`nests elements more than ${MAX_DEPTH} deep: simplify the drawing`);
      skipping = 1;
      return;
    }
    if (tag.uri !== SVG_NS) {
      if (METADATA_NS.has(tag.uri)) {
        skipping = 1;
        return;
      }
      const ns = tag.uri === "http://www.w3.org/1999/xhtml" ? "HTML" : tag.uri ? `the namespace ${tag.uri}` : "no namespace";
      add(`contains a <${tag.name}> element of ${ns}, which an SVG picture does not need and which can load or run other content: remove it`);
      skipping = 1;
      return;
    }
    if (CODE_ELEMENTS.has(local)) {
      add(`contains a <${tag.name}> element, which can run code or load other content: remove it`);
      skipping = 1;
      return;
    }
    if (!ELEMENTS.has(local)) {
      add(`contains a <${tag.name}> element, which is not among the SVG elements a picture may use: remove it`);
      skipping = 1;
      return;
    }
    const attrs: [string, string][] = [];
    for (const attr of Object.values(tag.attributes) as SaxesAttributeNS[]) {
      const name = attr.uri === XLINK_NS ? `xlink:${attr.local}` : attr.uri === XML_NS ? `xml:${attr.local}` : attr.uri ? "" : attr.local;
      if (attr.uri === XMLNS_NS || attr.name === "xmlns" || attr.prefix === "xmlns") continue;
      if (/^on/i.test(attr.local)) {
        add(`has an event handler ${attr.name}="..." on <${tag.name}>, which runs code: remove the attribute`);
        continue;
      }
      const isRef = attr.local === "href" && (attr.uri === XLINK_NS || attr.uri === "");
      const bad = isRef
        ? badReference(attr.value, local === "image" || local === "feImage")
        : /^(?:javascript|vbscript):/.test(squeeze(attr.value))
          ? "script"
          : undefined;
      if (bad === "script") {
        add(`has a script URL in ${attr.name}="${attr.value.slice(0, 40)}" on <${tag.name}>: remove it`);
        continue;
      }
      if (bad) {
        add(
          `refers to another file or address (${attr.name}="${attr.value.slice(0, 60)}" on <${tag.name}>): only references inside the picture (#id) and data: pictures are allowed; embed or draw it instead`,
        );
        continue;
      }
      // A reference written under another prefix for the XLink namespace, or an attribute of another
      // namespace, is not kept (nor is anything that is not an SVG attribute).
      if (!name || (!isRef && !ATTRIBUTES.has(name))) continue;
      if (PAINT.has(name) || /url\s*\(/i.test(attr.value)) {
        const unsafe = unsafeCss(attr.value, name === "style" ? "declarationList" : "value");
        if (unsafe) {
          add(`refers to another file or address (${unsafe} in ${attr.name} on <${tag.name}>): only url(#id) inside the picture is allowed`);
          continue;
        }
      }
      attrs.push([name, attr.value]);
      if (isRef && DATA_IMAGE.test(attr.value.trim())) pictures.push({ line: parser.line, url: attr.value.trim() });
    }
    if (["animate", "set", "animateTransform", "animateMotion"].includes(local)) {
      const target = tag.attributes.attributeName as SaxesAttributeNS | undefined;
      if (local === "animate" || local === "set") {
        if (!target || !ANIMATABLE.has(target.value.trim()))
          add(
            `animates ${target ? `"${target.value}"` : "an unnamed attribute"} with <${tag.name}>, which could turn a link into script: animate opacity, colours or position only`,
          );
      }
    }
    const element: SvgElement = { name: local, line: parser.line, attrs, children: [] };
    if (stack.length) stack.at(-1)!.children.push(element);
    else root = element;
    stack.push(element);
  });
  parser.on("closetag", () => {
    if (skipping) {
      skipping--;
      return;
    }
    const element = stack.pop()!;
    // The CSS of a <style> is checked whole, as it is written out: a comment or CDATA section splitting
    // `@im<!-- -->port` into two texts hides nothing.
    if (element.name === "style") {
      const css = element.children.filter((c): c is string => typeof c === "string").join("");
      element.children = [css];
      const unsafe = unsafeCss(css, "stylesheet");
      if (unsafe)
        problems.push({ line: element.line, message: `refers to another file or address (${unsafe} in <style>): only url(#id) inside the picture is allowed` });
    }
  });
  const addText = (t: string) => {
    if (!skipping && stack.length) stack.at(-1)!.children.push(t);
  };
  parser.on("text", addText);
  parser.on("cdata", addText);
  try {
    parser.write(text).close();
  } catch {
    // Reported through the error handler.
  }
  if (!failed && root?.name !== "svg") problems.push({ line: 1, message: "does not start with an <svg> element: save it again as SVG" });
  return problems.length ? { problems, pictures } : { problems, pictures, svg: write(root!) };
}

/** The checked tree as an SVG file: the SVG and XLink namespaces declared on the root, nothing else. */
function write(root: SvgElement): string {
  const out: string[] = ['<?xml version="1.0" encoding="UTF-8"?>\n'];
  const walk = (el: SvgElement, top: boolean) => {
    out.push(`<${el.name}`);
    if (top) out.push(` xmlns="${SVG_NS}" xmlns:xlink="${XLINK_NS}"`);
    for (const [name, value] of el.attrs) out.push(` ${name}="${escapeXml(value)}"`);
    if (!el.children.length) {
      out.push("/>");
      return;
    }
    out.push(">");
    for (const child of el.children) {
      if (typeof child === "string") out.push(escapeXml(child));
      else walk(child, false);
    }
    out.push(`</${el.name}>`);
  };
  walk(root, true);
  out.push("\n");
  return out.join("");
}

/** The SVG as it is published: written from its parsed tree. Throws if the SVG is refused. */
export function writeSvg(text: string): string {
  const { problems, svg } = parseSvg(text);
  if (!svg) throw new Error(`the SVG is refused: line ${problems[0].line} ${problems[0].message}`);
  return svg;
}
