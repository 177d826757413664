/**
 * SVG is a document that can run script, not just a picture: an SVG opened at its own address runs on the
 * site's origin. Pictures are untrusted input (decision 012): an SVG that could run code or load anything
 * from elsewhere is refused, naming the first such thing and its line. One pass over the text, no regex
 * that can backtrack: a hostile file costs time proportional to its size.
 */

/** Elements that run code, embed other documents, or (animate/set) can rewrite a link into a script URL. */
const REFUSED_ELEMENTS = new Set([
  "script",
  "foreignobject",
  "iframe",
  "embed",
  "object",
  "handler",
  "listener",
  "animate",
  "set",
  "animatemotion",
  "animatetransform",
  "audio",
  "video",
  "canvas",
]);

/** Attributes naming a URL: only a reference inside the same file (`#id`) is allowed. */
const URL_ATTRIBUTES = new Set(["href", "xlink:href", "src", "action", "formaction", "data", "from", "to", "values"]);

export interface SvgProblem {
  line: number;
  message: string;
}

const isSpace = (c: string) => c === " " || c === "\n" || c === "\t" || c === "\r" || c === "\f";
const isNameChar = (c: string) => !!c && !isSpace(c) && c !== "/" && c !== ">" && c !== "=" && c !== "<";

/** `&#106;avascript:` and `java\tscript:` are still javascript: to a browser. */
function normalizeUrl(value: string): string {
  return value
    .replace(/&#x([0-9a-f]{1,6});?/gi, (_, h) => String.fromCodePoint(Math.min(parseInt(h, 16), 0x10ffff)))
    .replace(/&#([0-9]{1,7});?/g, (_, d) => String.fromCodePoint(Math.min(Number(d), 0x10ffff)))
    .replace(/[\u0000-\u0020]/g, "")
    .toLowerCase();
}

/** A `url(...)` in a style that points outside the file (anything but `url(#id)`), found by `indexOf`. */
function externalUrlInCss(css: string): string | undefined {
  const lower = css.toLowerCase();
  if (lower.includes("@import")) return "@import";
  for (let i = lower.indexOf("url("); i >= 0; i = lower.indexOf("url(", i + 4)) {
    let k = i + 4;
    while (k < lower.length && (isSpace(lower[k]) || lower[k] === '"' || lower[k] === "'")) k++;
    if (lower[k] !== "#") return css.slice(i, Math.min(css.length, i + 40));
  }
  return undefined;
}

/** The problems that make an SVG unsafe to publish, each with its line; empty when it is safe. */
export function checkSvg(text: string): SvgProblem[] {
  const problems: SvgProblem[] = [];
  let line = 1;
  let i = 0;
  const n = text.length;
  const advance = (to: number) => {
    for (; i < to && i < n; i++) if (text[i] === "\n") line++;
  };
  const add = (at: number, message: string) => problems.push({ line: at, message });
  const lower = text.toLowerCase();
  // The line of a position inside the current tag, counted forward only once.
  let counted = 0;
  let countedLine = 1;
  const lineAt = (pos: number) => {
    if (pos < counted) return line;
    for (; counted < pos; counted++) if (text[counted] === "\n") countedLine++;
    return countedLine;
  };
  while (i < n) {
    const lt = text.indexOf("<", i);
    if (lt < 0) break;
    // Text between tags: only inside <style> does it matter (checked with its element).
    advance(lt);
    if (text.startsWith("<!--", i)) {
      const end = text.indexOf("-->", i + 4);
      advance(end < 0 ? n : end + 3);
      continue;
    }
    if (text.startsWith("<![CDATA[", i)) {
      const end = text.indexOf("]]>", i + 9);
      advance(end < 0 ? n : end + 3);
      continue;
    }
    if (text.startsWith("<!", i) || text.startsWith("<?", i)) {
      const end = text.indexOf(">", i + 2);
      const decl = text.slice(i, end < 0 ? n : end);
      // Entities can expand into a "billion laughs" or read local files (XXE).
      if (/^<!(?:doctype[^[]*\[|entity)/i.test(decl) || decl.toUpperCase().includes("<!ENTITY"))
        add(line, "declares entities (<!ENTITY ...>): remove the DOCTYPE");
      advance(end < 0 ? n : end + 1);
      continue;
    }
    // A tag: its name, then attributes up to the closing >.
    const tagLine = line;
    counted = i;
    countedLine = line;
    let k = i + 1;
    const closing = text[k] === "/";
    if (closing) k++;
    const nameStart = k;
    while (k < n && isNameChar(text[k])) k++;
    const rawName = text.slice(nameStart, k);
    const name = rawName.toLowerCase();
    const local = name.includes(":") ? name.slice(name.indexOf(":") + 1) : name;
    if (!closing && REFUSED_ELEMENTS.has(local)) add(tagLine, `contains a <${rawName}> element, which can run code or load other content: remove it`);
    // Attributes.
    while (k < n && text[k] !== ">") {
      while (k < n && (isSpace(text[k]) || text[k] === "/")) k++;
      if (k >= n || text[k] === ">") break;
      const attrStart = k;
      while (k < n && isNameChar(text[k])) k++;
      if (k === attrStart) {
        k++; // a stray character ("=" or "<"): skip it
        continue;
      }
      const attr = text.slice(attrStart, k).toLowerCase();
      let j = k;
      while (j < n && isSpace(text[j])) j++;
      let value = "";
      if (text[j] === "=") {
        j++;
        while (j < n && isSpace(text[j])) j++;
        const q = text[j];
        if (q === '"' || q === "'") {
          const end = text.indexOf(q, j + 1);
          value = text.slice(j + 1, end < 0 ? n : end);
          j = end < 0 ? n : end + 1;
        } else {
          const start = j;
          while (j < n && !isSpace(text[j]) && text[j] !== ">") j++;
          value = text.slice(start, j);
        }
      }
      const attrLine = lineAt(attrStart);
      const url = normalizeUrl(value);
      if (attr.startsWith("on")) add(attrLine, `has an event handler ${attr}="..." on <${name}>, which runs code: remove the attribute`);
      else if (url.includes("javascript:") || url.includes("vbscript:"))
        add(attrLine, `has a script URL in ${attr}="${value.slice(0, 40)}" on <${name}>: remove it`);
      else if (
        URL_ATTRIBUTES.has(attr) &&
        value.trim() &&
        !value.trim().startsWith("#") &&
        (attr.endsWith("href") || attr === "src" || attr === "data" || attr === "action" || attr === "formaction")
      ) {
        add(
          attrLine,
          `refers to another file or address (${attr}="${value.slice(0, 60)}" on <${name}>): only references inside the picture (#id) are allowed; embed or draw it instead`,
        );
      } else if (attr === "style" || (!URL_ATTRIBUTES.has(attr) && value.toLowerCase().includes("url("))) {
        const ext = externalUrlInCss(value);
        if (ext) add(attrLine, `refers to another file or address (${ext} in ${attr} on <${name}>): only url(#id) inside the picture is allowed`);
      }
      k = j;
    }
    advance(Math.min(n, k + 1));
    // The text of a <style> element is CSS: it may import or load from elsewhere.
    if (!closing && local === "style" && text[k - 1] !== "/") {
      const end = lower.indexOf("</style", i);
      const css = text.slice(i, end < 0 ? n : end);
      const ext = externalUrlInCss(css);
      if (ext) add(line, `refers to another file or address (${ext} in <style>): only url(#id) inside the picture is allowed`);
      advance(end < 0 ? n : end);
    }
  }
  return problems;
}
