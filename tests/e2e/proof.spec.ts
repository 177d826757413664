// The owner's proof sections: none on the shipped site, whose lists are empty; each one, with its
// pictures in webp variants and their sizes set, on the copy built with the demo set (tests/demo-proof/:
// samples) that the run shares (./built-sites.ts).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { previewSite } from "./built-sites.ts";
import { expect, test } from "./fixtures.ts";
import { axe } from "./axe.ts";

const PROOF_HEADINGS = ["Recent Installations", "Trusted by Local Businesses", "What Our Hosts Say", "From a Local Host"];

/** The page's own proof blocks are absent; so is the site's rating where the owner has none (`rating: false`). */
async function expectNoProof(page: Page, { rating = false } = {}) {
  for (const name of [...PROOF_HEADINGS, "Meet the Team"]) await expect(page.getByRole("heading", { name })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Our figures" })).toHaveCount(0);
  await expect(page.locator(".proof-photo")).toHaveCount(0);
  if (!rating) await expect(page.getByRole("link", { name: /^Rated .* on Google/ })).toHaveCount(0);
}

/** Wholly inside the first screen, below the fixed header. */
async function expectInFirstScreen(page: Page, target: ReturnType<Page["locator"]>, what: string) {
  await expect(target, what).toBeVisible();
  const box = (await target.boundingBox())!;
  const { headerBottom, height } = await page.evaluate(() => ({
    headerBottom: document.querySelector(".site-header")!.getBoundingClientRect().bottom,
    height: window.innerHeight,
  }));
  expect(box.y, `${what}: below the header`).toBeGreaterThanOrEqual(headerBottom);
  expect(box.y + box.height, `${what}: above the screen's bottom edge`).toBeLessThanOrEqual(height);
}

/** One page of each kind that asks for the visitor's request. */
const FIRST_SCREENS = ["/", "/locations/office-buildings", "/service-area/westminster", "/solutions/smart-stores", "/about", "/contact"];

/** The two sizes a first screen is checked at; what it holds is the stylesheet's, so a page loaded once is measured at both. */
const SCREENS = [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
];

test("shipped, the Chamber membership and the home base show in the first screen of every kind of page", async ({ page }) => {
  const site = JSON.parse(await fs.readFile(path.resolve("dist-content/site.json"), "utf8"));
  for (const url of FIRST_SCREENS) {
    await page.setViewportSize(SCREENS[0]);
    await page.goto(url);
    for (const { width, height } of SCREENS) {
      await page.setViewportSize({ width, height });
      const row = page.getByRole("main").locator(".trust-row").first();
      const chamber = row.getByRole("link", { name: `${site.chamberOfCommerce.name} member` });
      await expect(chamber).toHaveAttribute("href", site.chamberOfCommerce.url);
      await expectInFirstScreen(page, chamber, `${url} at ${width}: the Chamber membership`);
      await expectInFirstScreen(page, row.getByText(`Based in ${site.address.city}, ${site.address.region}`), `${url} at ${width}: the home base`);
    }
  }
});

test("the shipped content shows no proof section on the home, about, industry and town pages", async ({ page }) => {
  for (const url of ["/", "/about", "/locations/office-buildings", "/service-area/westminster"]) {
    await page.goto(url);
    await expectNoProof(page);
  }
});

test.describe("with the demo proof set", () => {
  test.describe.configure({ mode: "serial", timeout: 60_000 });
  const port = Number(process.env.E2E_PORT ?? 4173) + 1;
  const origin = `http://127.0.0.1:${port}`;
  let dir = "";
  let server: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(420_000);
    // Never someone else's server on that port: its pages would be taken for the demo site's.
    const taken = await fetch(`${origin}/`).then(
      () => true,
      () => false,
    );
    if (taken) throw new Error(`port ${port} already answers: stop what serves it (the demo site needs it)`);
    dir = await previewSite();
    server = spawn(process.execPath, ["scripts/host/main.ts"], {
      cwd: dir,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", INBOX_FILE: path.join(dir, "inbox.jsonl") },
      stdio: "ignore",
    });
    for (let i = 0; i < 100; i++) {
      if (
        await fetch(`${origin}/`).then(
          (r) => r.ok,
          () => false,
        )
      )
        return;
      await new Promise((r) => setTimeout(r, 200));
    }
    throw new Error("the demo site's server did not start");
  });

  test.afterAll(() => {
    server?.kill();
  });

  test("the home page shows the figures, the install photos with the first as hero, and the client logos", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin}/`);
    const figures = page.getByRole("region", { name: "Our figures" });
    await expect(figures.getByRole("definition")).toHaveText(["00", "00", "0000"]);
    await expect(figures.getByRole("term")).toHaveText(["Sample sites served", "Sample towns covered", "Sample year founded"]);

    const hero = page.locator("section#hero");
    const heroPhoto = hero.getByRole("img", { name: /^Sample photo of a smart store in a lobby/ });
    await expect(heroPhoto).toHaveAttribute("loading", "eager");
    await expect(hero.getByText("Sample lobby, Sampletown")).toBeVisible();

    const installs = page.getByRole("region", { name: "Recent Installations" });
    const photos = installs.getByRole("img");
    await expect(photos).toHaveCount(3);
    for (const photo of await photos.all()) {
      await expect(photo).toHaveAttribute("srcset", /_small\.webp 480w, .*_medium\.webp 800w, .*_large\.webp 1200w/);
      await expect(photo).toHaveAttribute("width", /^\d+$/);
      await expect(photo).toHaveAttribute("height", /^\d+$/);
    }
    await expect(installs.getByText("Sample warehouse, Sampletown")).toBeVisible();

    const clients = page.getByRole("region", { name: "Trusted by Local Businesses" });
    await expect(clients.getByRole("img")).toHaveCount(3);
    await expect(clients.getByRole("img", { name: "Sample Co. B logo (demo content)" })).toBeVisible();
    // Three logos read as one group in the middle of the band (the whole section), not three spread across it.
    const band = (await clients.boundingBox())!;
    const logos = await Promise.all((await clients.getByRole("img").all()).map(async (logo) => (await logo.boundingBox())!));
    const [left, right] = [logos[0].x - band.x, band.x + band.width - (logos[2].x + logos[2].width)];
    expect(Math.abs(left - right), `${Math.round(left)} px left, ${Math.round(right)} px right`).toBeLessThan(4);
    for (const [a, b] of [logos.slice(0, 2), logos.slice(1)]) expect(b.x - (a.x + a.width), "between two logos").toBeLessThan(160);
  });

  test("at 375 px the client logos show whole, side by side, each as wide as a third of the row", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${origin}/`);
    const clients = page.getByRole("region", { name: "Trusted by Local Businesses" });
    const list = clients.getByRole("list");
    await list.scrollIntoViewIfNeeded();
    const row = (await list.boundingBox())!;
    const logos = clients.getByRole("img");
    await expect(logos).toHaveCount(3);
    const boxes = [];
    for (const logo of await logos.all()) {
      await expect(logo).toBeVisible();
      // Loaded, drawn at its own proportions (nothing cropped), inside the screen and its slot.
      expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0 && getComputedStyle(img).objectFit)).toBe("contain");
      const box = (await logo.boundingBox())!;
      const slot = (await logo.locator("xpath=..").boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(Math.max(0, slot.x) - 0.5);
      expect(box.x + box.width).toBeLessThanOrEqual(Math.min(375, slot.x + slot.width) + 0.5);
      expect(box.width, "a logo as wide as a third of the row, not a small chip").toBeGreaterThanOrEqual((row.width - 32) / 3);
      const shown = await logo.evaluate((img: HTMLImageElement) => {
        const scale = Math.min(img.clientWidth / img.naturalWidth, img.clientHeight / img.naturalHeight);
        return { width: img.naturalWidth * scale, height: img.naturalHeight * scale };
      });
      expect(shown.width, "the drawing itself fills its slot's width").toBeGreaterThan(box.width - 1);
      boxes.push(box);
    }
    expect(new Set(boxes.map((b) => Math.round(b.y))).size, "one row").toBe(1);
  });

  test("the home page puts the rating in the hero, and the quotes and logos straight after the figures", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${origin}/`);
    const rating = page
      .locator("section#hero")
      .getByRole("link", { name: "Rated 4.7 out of 5 on Google, 23 reviews: read them on our Google Business Profile" });
    await expect(rating).toHaveAttribute("href", "https://example.com/sample-google-business-profile-demo");
    await expect(rating).toContainText("4.7");

    const quotes = page.getByRole("region", { name: "What Our Hosts Say" });
    await expect(quotes.getByRole("listitem")).toHaveCount(3);
    await expect(quotes.getByRole("listitem").first()).toContainText("Sample Host One");
    await expect(quotes.getByRole("listitem").first()).toContainText("Sample role (demo), Sample Co. A (demo), Sampletown");
    // Where and when the words were given, where the content has them; nothing where it has neither.
    const [one, two, three] = await quotes.getByRole("listitem").all();
    await expect(one.locator("figcaption")).toContainText("Sample source (demo) · January 1, 2000");
    await expect(one.locator("time")).toHaveAttribute("datetime", "2000-01-01");
    await expect(two.locator("figcaption")).toContainText("February 1, 2000");
    await expect(two.locator("figcaption")).not.toContainText("·");
    await expect(three.locator("figcaption")).toHaveText("Sample Host ThreeSampletown");
    // In the page's order: the figures, the quotes, the logos, then the first section after the hero.
    const order = await page.evaluate(() =>
      ["section[aria-label='Our figures']", "section.testimonials", "section.proof-clients", "section#breakroom-experience", "section.proof-photos"].map((s) =>
        [...document.querySelectorAll("main section")].indexOf(document.querySelector(s)!),
      ),
    );
    expect(order.every((at) => at >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
    // Proof in the first screens of a phone: the quotes start within the third screen.
    const top = await quotes.evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    expect(top).toBeLessThan(3 * 800);
  });

  test("an industry and a town page show a local host's quote, the town's with its install photo", async ({ page }) => {
    await page.goto(`${origin}/locations/office-buildings`);
    const industry = page.getByRole("region", { name: "From a Local Host" });
    await expect(industry).toContainText("Sample quote from an office building (demo content, not a real host).");
    await expect(industry).toContainText("Sample Office Manager");
    // A quote without source or date has no line for them.
    await expect(industry.locator(".testimonial figcaption")).toHaveText("Sample Office ManagerSample role (demo)");
    await page.goto(`${origin}/service-area/westminster`);
    const town = page.getByRole("region", { name: "From a Local Host" });
    await expect(town).toContainText("Sample Westminster Host");
    await expect(town.locator(".testimonial figcaption")).toContainText("Sample source (demo)");
    await expect(town.locator(".testimonial figcaption time")).toHaveCount(0);
    await expect(town.getByRole("img", { name: /^Sample photo of a micro market in a Westminster breakroom/ })).toHaveAttribute("srcset", /_large\.webp 1200w/);
    await expect(town.getByText("Sample breakroom, Westminster")).toBeVisible();
    // Laid out for one short quote: on a wide screen the card is a line of reading wide, its text filling
    // most of it, the heading beside it (no full-width card of empty space).
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${origin}/locations/office-buildings`);
    const block = page.getByRole("region", { name: "From a Local Host" });
    const card = (await block.locator("figure.testimonial").boundingBox())!;
    const quote = (await block.locator("blockquote p").evaluate((p) => {
      const range = document.createRange();
      range.selectNodeContents(p);
      return range.getBoundingClientRect().width;
    }))!;
    const heading = (await block.getByRole("heading", { name: "From a Local Host" }).boundingBox())!;
    expect(card.width).toBeLessThanOrEqual(720);
    expect(quote / card.width, "the quote fills its card").toBeGreaterThan(0.6);
    expect(heading.x + heading.width, "the heading beside the card").toBeLessThanOrEqual(card.x);
    await page.goto(`${origin}/service-area/eldersburg`);
    await expectNoProof(page, { rating: true });
  });

  test("the rating is in the first screen of every kind of page at 375 and 1280 px", async ({ page }) => {
    for (const url of FIRST_SCREENS) {
      await page.setViewportSize(SCREENS[0]);
      await page.goto(`${origin}${url}`);
      for (const { width, height } of SCREENS) {
        await page.setViewportSize({ width, height });
        const rating = page
          .getByRole("main")
          .getByRole("link", { name: "Rated 4.7 out of 5 on Google, 23 reviews: read them on our Google Business Profile" })
          .first();
        await expectInFirstScreen(page, rating, `${url} at ${width}`);
      }
    }
  });

  test("beside the contact form's Send button: the rating and a host's quote, with who said it", async ({ page }) => {
    // Where the quote falls is the stylesheet's: one load, measured at both widths.
    await page.setViewportSize({ width: 375, height: 800 });
    await page.goto(`${origin}/contact`);
    for (const width of [375, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      const send = page.getByRole("button", { name: "Send" });
      const proof = page.getByRole("complementary", { name: "What hosts say" });
      await expect(proof.getByRole("link", { name: /^Rated 4\.7 out of 5 on Google/ })).toBeVisible();
      await expect(proof.getByRole("blockquote")).toContainText("Sample quote one (demo content, not a real host).");
      await expect(proof).toContainText("Sample Host One");
      await expect(proof).toContainText("Sample role (demo), Sample Co. A (demo)");
      await expect(proof.locator("figcaption")).toContainText("Sample source (demo) · January 1, 2000");
      // Within reach: the quote starts less than a third of a screen under the button, and both fit one screen.
      await send.scrollIntoViewIfNeeded();
      const [button, quote] = [(await send.boundingBox())!, (await proof.getByRole("blockquote").boundingBox())!];
      expect(quote.y - (button.y + button.height), `at ${width}`).toBeLessThan(800 / 3);
      expect(quote.y + quote.height - button.y, `at ${width}`).toBeLessThan(800);
    }
  });

  test("/about shows the team, each with a name and role", async ({ page }) => {
    await page.goto(`${origin}/about`);
    const team = page.getByRole("region", { name: "Meet the Team" });
    await expect(team.getByRole("listitem")).toHaveCount(3);
    await expect(team.getByText("Sample Person Three")).toBeVisible();
    await expect(team.getByRole("img")).toHaveCount(2);
  });

  test("an industry page with a photo shows it as its hero picture, where the drawing was", async ({ page }) => {
    await page.goto(`${origin}/locations/office-buildings`);
    await expect(page.getByRole("img", { name: /^Sample photo of a smart store in an office lobby/ })).toHaveAttribute("loading", "eager");
    await expect(page.getByText("Sample office lobby, Sampletown")).toBeVisible();
    await page.goto(`${origin}/locations/senior-living`);
    await expectNoProof(page, { rating: true });
  });

  test("axe finds no WCAG 2.2 A/AA violation in the proof blocks at 375 and 1280 px", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    // The rest of each page is the a11y sweep's (shipped content); here, what only the proof set shows.
    const blocks: [string, string[]][] = [
      ["/", [".rating-badge", ".proof-stats", ".testimonials", ".proof-clients", ".proof-photos"]],
      ["/locations/office-buildings", [".local-proof", ".industry-hero .proof-photo"]],
      ["/service-area/westminster", [".local-proof"]],
    ];
    const found: string[] = [];
    // Each page loaded once, checked at both widths: what differs between them is the stylesheet's.
    for (const [url, selectors] of blocks) {
      await page.setViewportSize({ width: 375, height: 800 });
      await page.goto(`${origin}${url}`);
      for (const width of [375, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        for (const selector of selectors) await expect(page.locator(selector).first(), `${selector} on ${url}`).toBeAttached();
        const results = await axe(page, selectors).analyze();
        for (const v of results.violations) for (const n of v.nodes) found.push(`${url} at ${width}: ${v.id} ${n.target.join(" ")}`);
      }
    }
    expect(found).toEqual([]);
  });
});
