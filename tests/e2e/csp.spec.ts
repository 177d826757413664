import type { BrowserContext, Page } from "@playwright/test";
import { ROUTES, expect, hydrated, test } from "./fixtures.ts";
import { sweep } from "./sweep.ts";

const EXTERNAL = /^https?:\/\/(?!127\.0\.0\.1|localhost)/;

/**
 * Collects every Content-Security-Policy violation: the `securitypolicyviolation` events of the page and
 * its frames, and Chromium's console reports. A request the test itself blocks (the maps service, share
 * targets: this machine has no internet) is not a violation and is not reported as one.
 */
async function watchCsp(context: BrowserContext, page: Page): Promise<string[]> {
  const violations: string[] = [];
  await context.route(EXTERNAL, (route) => route.abort("blockedbyclient"));
  await context.exposeBinding("__reportCsp", ({ frame }, text: string) => violations.push(`${frame.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI || "inline"} (${e.sourceFile}:${e.lineNumber})`,
      );
    });
  });
  page.on("console", (msg) => {
    if (/Content[- ]Security[- ]Policy/i.test(msg.text())) violations.push(`console: ${msg.text()}`);
  });
  return violations;
}

test.describe("Content Security Policy", () => {
  test(
    "the pages swept and the not-found page run under a policy without unsafe scripts, and nothing is blocked",
    { tag: "@sweep" },
    async ({ page, context }) => {
      test.setTimeout(180_000);
      const violations = await watchCsp(context, page);
      // The not-found page answers 404, which Chromium reports as a console error: serve it to this test as a
      // 200 with the very same headers and body, so the page still runs under its own policy.
      await page.route("**/no-such-page", async (route) => {
        const original = await route.fetch();
        await route.fulfill({ response: original, status: 200 });
      });
      // Run in the browser: one page of each template in `npm test`, every page in `npm run test:full`
      // (./sweep.ts); every page's policy is read from its headers below.
      for (const route of [...sweep(ROUTES), "/no-such-page"]) {
        const response = await page.goto(route);
        const header = (await response?.allHeaders())?.["content-security-policy"];
        const policy = header ?? (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute("content"));
        expect(policy, `${route} has a Content-Security-Policy`).toBeTruthy();
        const scriptSrc = /script-src ([^;]*)/.exec(policy!)?.[1] ?? "";
        expect(scriptSrc, route).not.toMatch(/'unsafe-inline'|'unsafe-eval'|\*/);
        expect(policy, route).toContain("object-src 'none'");
        expect(policy, route).toContain("base-uri 'self'");
        if (header) expect(header, route).toContain("frame-ancestors 'none'");
        await hydrated(page);
      }
      expect(violations).toEqual([]);
    },
  );

  test("every page's own policy allows no unsafe script and no framing", async ({ request }) => {
    for (const route of ROUTES) {
      const policy = (await request.get(route)).headers()["content-security-policy"] ?? "";
      expect(/script-src ([^;]*)/.exec(policy)?.[1], route).toMatch(/^'self'/);
      expect(policy, route).not.toMatch(/script-src[^;]*('unsafe-inline'|'unsafe-eval'|\*)/);
      for (const directive of ["object-src 'none'", "base-uri 'self'", "frame-ancestors 'none'"]) expect(policy, route).toContain(directive);
    }
  });

  test("every response carries the security headers", async ({ request }) => {
    for (const route of ["/", "/faq", "/no-such-page", "/favicon.svg", "/rss.xml"]) {
      const headers = (await request.get(route)).headers();
      expect(headers["x-content-type-options"], route).toBe("nosniff");
      expect(headers["referrer-policy"], route).toBe("strict-origin-when-cross-origin");
      expect(headers["permissions-policy"], route).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      expect(headers["strict-transport-security"], route).toMatch(/max-age=\d{7,}/);
    }
  });

  test("the favicon opened at its own address runs no script and loads nothing", async ({ request }) => {
    const response = await request.get("/favicon.svg");
    expect(response.headers()["content-type"]).toContain("image/svg+xml");
    expect(response.headers()["content-security-policy"]).toBe("default-src 'none'; style-src 'unsafe-inline'; img-src data:; sandbox");
  });

  test("showing a map, searching, sharing and navigating break no policy", async ({ page, context }) => {
    test.setTimeout(120_000);
    const violations = await watchCsp(context, page);

    for (const route of ["/service-area/westminster", "/contact"]) {
      await page.goto(route);
      await hydrated(page);
      await page
        .getByRole("button", { name: /Show map/i })
        .first()
        .click();
      await expect(page.locator('iframe[src^="https://www.google.com/maps"]').first()).toBeAttached();
    }

    await page.goto("/faq");
    await hydrated(page);
    await page.getByRole("searchbox").last().fill("payment");
    await expect(page.locator("details").first()).toBeVisible();

    await page.goto("/blog");
    await hydrated(page);
    await page
      .getByRole("link", { name: /Read More/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/blog\/.+/);
    const share = page.getByRole("group", { name: /share/i });
    for (const link of await share.getByRole("link").all()) {
      const popup = page.waitForEvent("popup");
      await link.click();
      await (await popup).close();
    }
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await share.getByRole("button").first().click();
    await expect(share.getByText("Copied!")).toBeVisible();

    // Client-side navigation runs no new inline script: the first page's policy covers the whole visit.
    await page.getByRole("banner").getByRole("link", { name: "Our Solutions" }).click();
    await expect(page).toHaveURL("/solutions");
    await expect(page.locator("h1")).toBeVisible();

    expect(violations).toEqual([]);
  });
});
