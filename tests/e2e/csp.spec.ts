import { ROUTES, expect, hydrated, test } from "./fixtures.ts";
import { expectSafePolicy, watchCsp } from "./page-checks.ts";

test.describe("Content Security Policy", () => {
  // Every other page runs under its policy in the page sweep (page-sweep.spec.ts).
  test("the not-found page runs under a policy without unsafe scripts, and nothing is blocked", async ({ page, context }) => {
    const violations = await watchCsp(context, page);
    // The not-found page answers 404, which Chromium reports as a console error: serve it to this test as a
    // 200 with the very same headers and body, so the page still runs under its own policy.
    await page.route("**/no-such-page", async (route) => {
      const original = await route.fetch();
      await route.fulfill({ response: original, status: 200 });
    });
    await expectSafePolicy(page, await page.goto("/no-such-page"));
    await hydrated(page);
    expect(violations).toEqual([]);
  });

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
