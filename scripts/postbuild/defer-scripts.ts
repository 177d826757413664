// A documented HTML transform over each prerendered page (decision 022): its JavaScript is fetched once the
// page has been painted. Every page arrives whole in its HTML, so nothing a visitor sees waits for a script,
// but React Router's `<Scripts>` writes a `modulepreload` link for each script and an inline module that
// imports them, so the browser fetches ~125 KB of JavaScript beside the style sheets and, on a slow phone
// link (or in Lighthouse's simulation of one), the first paint shares the bandwidth with it: mobile
// performance 95-96 without this step against 99-100 with it (decision 022 has the figures).
//
// The transform reads the page with parse5 and never looks inside React Router's script: each inline
// module script becomes an inert data block (`type="text/x-after-paint"`) holding the same text, the
// modulepreload links become a list on it, and one constant loader (STARTER) puts them back once the
// browser has painted: at once in a hidden tab, without paint timing, when the address has a #fragment
// or when the page was opened scrolled (Firefox reports no paint entry then, decision 018); at once on a
// tap or key press; after PAINT_WAIT_MS at the latest. The re-created module script has the same text, so
// its hash (in the page's policy) allows it. React re-adds the preload links as hoisted elements on hydration.
import { createHash } from "node:crypto";
import { parse, type DefaultTreeAdapterMap } from "parse5";

type Node = DefaultTreeAdapterMap["node"];
type Element = DefaultTreeAdapterMap["element"];

export const AFTER_PAINT_TYPE = "text/x-after-paint";
/** How long the scripts wait at most for a paint entry that may never come. */
export const PAINT_WAIT_MS = 3000;

/** Runs right after each inert module: starts it (and its preloads) after the first paint. */
export const STARTER = `(() => {
  const boot = document.currentScript.previousElementSibling;
  const acts = ["pointerdown", "keydown", "visibilitychange"];
  let seen, timer;
  const start = () => {
    if (!boot.isConnected || boot.dataset.started) return;
    boot.dataset.started = "1";
    seen?.disconnect();
    clearTimeout(timer);
    for (const type of acts) removeEventListener(type, start, true);
    removeEventListener("load", afterLoad);
    for (const href of (boot.dataset.preload || "").split(" ").filter(Boolean)) document.head.append(Object.assign(document.createElement("link"), { rel: "modulepreload", href }));
    boot.after(Object.assign(document.createElement("script"), { type: "module", textContent: boot.textContent }));
  };
  const afterLoad = () => scrollY > 0 && start();
  const paint = typeof PerformanceObserver !== "undefined" && PerformanceObserver.supportedEntryTypes?.includes("paint");
  if (!paint || location.hash.length > 1 || document.visibilityState === "hidden" || performance.getEntriesByName("first-contentful-paint").length) return start();
  seen = new PerformanceObserver((list) => list.getEntriesByName("first-contentful-paint").length && start());
  timer = setTimeout(start, ${PAINT_WAIT_MS});
  seen.observe({ type: "paint", buffered: true });
  for (const type of acts) addEventListener(type, start, true);
  addEventListener("load", afterLoad);
})();`;

const attr = (el: Element, name: string) => el.attrs.find((a) => a.name === name)?.value;
const escapeAttr = (s: string) => s.replace(/&/g, "&amp;").replace(/"/g, "&quot;");

function* elements(node: Node): Generator<Element> {
  if ("tagName" in node) yield node;
  const children = "content" in node ? node.content.childNodes : "childNodes" in node ? node.childNodes : [];
  for (const child of children) yield* elements(child);
}

export interface Deferred {
  html: string;
  /** The CSP sources of the module scripts the starter re-creates. */
  scriptHashes: string[];
}

/** The page with its module scripts started after the first paint; a page without one is returned as is. */
export function deferScripts(html: string): Deferred {
  const found = [...elements(parse(html, { sourceCodeLocationInfo: true }))];
  const preloads = found.filter((el) => el.tagName === "link" && attr(el, "rel") === "modulepreload");
  const modules = found.filter((el) => el.tagName === "script" && attr(el, "type") === "module" && attr(el, "src") === undefined);
  if (!modules.length) return { html, scriptHashes: [] };
  const hrefs = preloads.map((el) => attr(el, "href") ?? "").join(" ");
  // Each edit replaces a range of the original text; applied from the end, the earlier offsets stay right.
  const edits: { from: number; to: number; text: string }[] = preloads.map((el) => ({
    from: el.sourceCodeLocation!.startOffset,
    to: el.sourceCodeLocation!.endOffset,
    text: "",
  }));
  const scriptHashes: string[] = [];
  for (const el of modules) {
    const loc = el.sourceCodeLocation!;
    const body = el.childNodes.map((c) => ("value" in c ? c.value : "")).join("");
    scriptHashes.push(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
    edits.push({
      from: loc.startTag!.startOffset,
      to: loc.startTag!.endOffset,
      text: `<script type="${AFTER_PAINT_TYPE}" data-preload="${escapeAttr(hrefs)}">`,
    });
    edits.push({ from: loc.endOffset, to: loc.endOffset, text: `<script>${STARTER}</script>` });
  }
  let out = html;
  for (const { from, to, text } of edits.sort((a, b) => b.from - a.from)) out = out.slice(0, from) + text + out.slice(to);
  return { html: out, scriptHashes };
}
