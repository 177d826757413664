// DOMPurify's own test payloads (test/fixtures/expect.mjs, vendored under tests/fixtures/vendor/dompurify/
// with its licence), fed to the post pipeline as a post body and, where they hold an <svg>, to the SVG
// check: nothing published may run script or load from another origin. Checked here in the output HTML and
// SVG; tests/e2e/dompurify-payloads.spec.ts opens one page holding every published payload in Chromium.
import type { Element, Root as HastRoot } from "hast";
import { raw } from "hast-util-raw";
import { visit } from "unist-util-visit";
import { describe, expect, it } from "vitest";
import { renderMarkdown } from "../../core/content/markdown-processor.ts";
import { parseSvg } from "../../core/content/svg.ts";
const vendored = new URL("../fixtures/vendor/dompurify/expect.mjs", import.meta.url).href;
const { default: payloads } = (await import(vendored)) as { default: { title: string; payload: unknown }[] };
const cases = payloads.filter((p): p is { title: string; payload: string } => typeof p.payload === "string");

/** Elements that run script, embed a document, load a style or change where the page goes. */
const ACTIVE = new Set([
  "script",
  "iframe",
  "frame",
  "object",
  "embed",
  "applet",
  "style",
  "link",
  "meta",
  "base",
  "form",
  "svg",
  "math",
  "template",
  "noscript",
  "foreignobject",
]);
/** Attributes that make the browser fetch their URL as the page loads. */
const LOADS = new Set(["src", "srcSet", "poster", "background", "data", "action", "formAction", "ping", "cite", "lowsrc", "dynsrc"]);

/** What in a piece of published HTML could run script or load from elsewhere. */
function dangers(html: string): string[] {
  const tree = raw({ type: "root", children: [{ type: "raw", value: html }] } as HastRoot) as HastRoot;
  const found: string[] = [];
  visit(tree, "element", (node: Element) => {
    if (ACTIVE.has(node.tagName.toLowerCase())) found.push(`<${node.tagName}>`);
    for (const [prop, value] of Object.entries(node.properties)) {
      const text = Array.isArray(value) ? value.join(" ") : String(value);
      // Controls and spaces inside a URL are dropped by the browser (`java\tscript:`).
      const squeezed = [...text]
        .filter((c) => c.charCodeAt(0) > 0x20)
        .join("")
        .toLowerCase();
      if (/^on/i.test(prop)) found.push(`${prop} on <${node.tagName}>`);
      const isUrl = LOADS.has(prop) || prop === "href" || prop === "xLinkHref";
      if (isUrl && /^(?:javascript|vbscript|data):/.test(squeezed) && !(prop === "src" && /^data:image\/(?:png|jpeg|gif|webp)/.test(squeezed)))
        found.push(`${prop}="${text}"`);
      if (LOADS.has(prop) && /^(?:[a-z][a-z0-9+.-]*:|\/\/|\\\\)/i.test(text.trim())) found.push(`${prop}="${text}" on <${node.tagName}> loads from elsewhere`);
      if (prop === "style" && /url\s*\(|expression\s*\(|@import|\\/i.test(text)) found.push(`style="${text}"`);
    }
  });
  return found;
}

/** What in a published SVG could run script or load from elsewhere, read from its text. */
function svgDangers(svg: string): string[] {
  const found: string[] = [];
  if (/<script|<foreignObject|<\?xml-stylesheet|<!ENTITY|<h:|xhtml/i.test(svg)) found.push("active element");
  if (/\son[a-z]+\s*=/i.test(svg)) found.push("event attribute");
  for (const m of svg.matchAll(/href="([^"]*)"/g)) if (!/^(?:#|data:image\/(?:png|jpeg|webp|gif)[;,])/.test(m[1])) found.push(`href=${m[1]}`);
  for (const m of svg.matchAll(/url\(\s*['"]?([^)'"]*)/gi)) if (!m[1].startsWith("#")) found.push(`url(${m[1]})`);
  if (/@import|image-set|javascript:/i.test(svg)) found.push("import or script URL");
  return found;
}

describe("DOMPurify's payloads", () => {
  it("are vendored, and the checks below see what they look for", () => {
    expect(cases.length).toBeGreaterThan(200);
    expect(dangers('<p><img src="https://example.com/x.png" onerror="go()"><a href="javascript:go()">x</a></p>')).toHaveLength(3);
    expect(svgDangers('<svg><image href="https://example.com/x.png"/><rect style="fill:url(https://example.com/x)"/></svg>')).toHaveLength(2);
  });

  it("run no script and load nothing from elsewhere once through the post pipeline", { timeout: 300_000 }, async () => {
    const bad: string[] = [];
    for (const { title, payload } of cases) {
      const { html } = await renderMarkdown(payload, new Map());
      const found = dangers(html);
      if (found.length) bad.push(`${title}: ${found.join(", ")}`);
    }
    expect(bad).toEqual([]);
  });

  it("are refused or written harmless by the SVG check", () => {
    const bad: string[] = [];
    let refused = 0;
    let written = 0;
    for (const { title, payload } of cases) {
      const start = payload.search(/<svg/i);
      if (start < 0) continue;
      // A picture file: the payload's <svg> with the SVG namespace, as a drawing program would save it.
      const svg = payload.slice(start).replace(/^<svg/i, '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"');
      const result = parseSvg(svg);
      if (!result.svg) refused++;
      else {
        written++;
        const found = svgDangers(result.svg);
        if (found.length) bad.push(`${title}: ${found.join(", ")}`);
      }
    }
    expect(bad).toEqual([]);
    expect(refused + written).toBeGreaterThan(30);
  });
});
