import { ROUTES, expect, test } from "./fixtures.ts";

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];

test("every picture in the prerendered HTML reserves its size and has an alt text", async ({ request }) => {
  test.setTimeout(120_000);
  const problems: string[] = [];
  for (const route of ROUTES) {
    const html = await (await request.get(route)).text();
    for (const [tag] of html.matchAll(/<img\b[^>]*>/gi)) {
      const missing = ["width", "height", "alt"].filter((name) => attr(tag, name) === undefined);
      if (missing.length) problems.push(`${route}: ${tag.slice(0, 120)} has no ${missing.join(", ")}`);
    }
  }
  expect(problems).toEqual([]);
});

test("the site's icon answers at /favicon.ico too, for the files that name none (robots.txt, the feed)", async ({ page }) => {
  // The browser asks /favicon.ico itself for a document without an icon link; a missing one is a console error.
  await page.goto("/robots.txt");
  const icon = await page.evaluate(async () => {
    const response = await fetch("/favicon.ico");
    const picture = await createImageBitmap(await response.blob());
    return { status: response.status, type: response.headers.get("content-type"), width: picture.width, height: picture.height };
  });
  expect(icon).toEqual({ status: 200, type: expect.stringMatching(/^image\//), width: 32, height: 32 });
});
