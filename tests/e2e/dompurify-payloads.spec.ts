// DOMPurify's own test payloads (tests/fixtures/vendor/dompurify/, with its licence), each published
// through the post pipeline, opened together as one page in Chromium: the page must parse no script (the
// debugger's count of scripts against an empty page's), open no dialog and ask no other origin for
// anything. tests/unit/dompurify-payloads.test.ts checks the same output HTML and the SVG check without a browser.
import { expect, test } from "@playwright/test";
import { renderMarkdown } from "../../core/content/markdown-processor.ts";

const vendored = new URL("../fixtures/vendor/dompurify/expect.mjs", import.meta.url).href;
const { default: payloads } = (await import(vendored)) as { default: { title: string; payload: unknown }[] };
const cases = payloads.filter((p): p is { title: string; payload: string } => typeof p.payload === "string");

test("DOMPurify's payloads, published as posts, run no script and ask no other origin for anything", async ({ browser }) => {
  test.setTimeout(120_000);
  const bodies: string[] = [];
  for (const { payload } of cases) bodies.push((await renderMarkdown(payload, new Map())).html);
  /** Scripts Chromium parsed and requests it made while showing `body`, and the dialogs scripts opened. */
  const open = async (body: string) => {
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    let scripts = 0;
    cdp.on("Debugger.scriptParsed", () => scripts++);
    await cdp.send("Debugger.enable");
    const requests: string[] = [];
    const dialogs: string[] = [];
    page.on("dialog", (d) => {
      dialogs.push(d.message());
      void d.dismiss();
    });
    await page.route("**/*", (route) => {
      if (route.request().url() === "http://payloads.test/") return route.fulfill({ contentType: "text/html", body });
      // A relative picture (`src="x"`) asks the page's own origin: no other origin learns anything.
      if (new URL(route.request().url()).origin !== "http://payloads.test") requests.push(route.request().url());
      return route.abort();
    });
    await page.goto("http://payloads.test/");
    // Handlers that fire late (a picture's onerror, an animation's onbegin, a timer).
    await page.waitForTimeout(1000);
    await page.close();
    return { scripts, requests, dialogs };
  };
  const page = (inner: string) => `<!doctype html><html lang="en"><meta charset="utf-8"><title>Payloads</title><body>${inner}</body></html>`;
  const empty = await open(page("<p>Nothing</p>"));
  const all = await open(page(bodies.join("\n<hr>\n")));
  expect({ ...all, scripts: all.scripts - empty.scripts }).toEqual({ scripts: 0, requests: [], dialogs: [] });
  // The hooks see what they look for: one inline handler and one outside picture.
  const hostile = await open(page('<img src="http://elsewhere.test/x.png" onerror="alert(1)">'));
  expect(hostile.requests).toEqual(["http://elsewhere.test/x.png"]);
  expect(hostile.scripts).toBeGreaterThan(empty.scripts);
});
