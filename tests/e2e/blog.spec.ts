import { sortByDate } from "../../core/dates.ts";
import { shareTargets } from "../../src/lib/share.ts";
import { CONTEXT_PER_TEST, expect, test } from "./fixtures.ts";
import { WIDTHS, publishedPostFiles, stopClock, post, posts, site, visit } from "./reading-helpers.ts";

// Its copy-link test installs the page clock (./fixtures.ts).
test.use(CONTEXT_PER_TEST);

const titles = (order: "newest" | "oldest") => sortByDate(posts, order).map((p) => p.title);

for (const { name, viewport } of WIDTHS) {
  test.describe(`the blog list ${name}`, () => {
    test.use({ viewport });

    test("lists every post newest first, each card with its picture, date, author, summary and Read More link; the toggle sorts oldest first and back", async ({
      page,
    }) => {
      await visit(page, "/blog");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Smart Vending & Micro Market Insights Blog");
      const cardTitles = page.getByRole("main").getByRole("listitem").getByRole("heading", { level: 3 });
      await expect(cardTitles).toHaveText(titles("newest"));
      expect(posts.map((p) => p.slug).sort(), "every published post file of content/posts").toEqual(publishedPostFiles().sort());

      const first = posts[0];
      const card = page.getByRole("article").filter({ has: page.getByRole("heading", { name: first.title }) });
      await expect(card.getByRole("img", { name: first.image.alt })).toBeVisible();
      await expect(card.locator(`time[datetime="${first.date}"]`)).toHaveText(first.dateLabel);
      await expect(card.getByText(`By ${first.author}`)).toBeVisible();
      await expect(card.getByText(first.summary)).toBeVisible();

      const newest = page.getByRole("button", { name: "Newest First" });
      const oldest = page.getByRole("button", { name: "Oldest First" });
      await expect(newest).toHaveAttribute("aria-pressed", "true");

      await oldest.click();
      await expect(oldest).toHaveAttribute("aria-pressed", "true");
      await expect(newest).toHaveAttribute("aria-pressed", "false");
      await expect(cardTitles).toHaveText(titles("oldest"));

      await newest.click();
      await expect(cardTitles).toHaveText(titles("newest"));

      // A card's Read More link, named after its post, opens the post.
      const readMore = card.getByRole("link", { name: `Read More about ${first.title}` });
      await expect(readMore).toHaveAttribute("href", `/blog/${first.slug}`);
      await readMore.click();
      await expect(page).toHaveURL(`/blog/${first.slug}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(first.title);
    });
  });
}

// A post with a table, in-body pictures and links, written with a long-form date.
const SLUG = "what-is-a-smart-vending-machine";
const article = post(SLUG);
const canonical = `${site.origin}/blog/${SLUG}`;

for (const { name, viewport } of WIDTHS) {
  test.describe(`a blog post ${name}`, () => {
    test.use({ viewport });

    test("shows its title, highlighted description, date, author, reading time, picture and body, shares its canonical address and links back to the blog", async ({
      page,
    }) => {
      await visit(page, `/blog/${SLUG}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.title);
      await expect(page.locator("blockquote")).toHaveText(article.metaDescription);
      await expect(page.locator(`time[datetime="${article.date}"]`).first()).toHaveText(article.dateLabel);
      await expect(page.getByText(`By ${article.author}`)).toBeVisible();
      await expect(page.getByText(`${article.readingMinutes} min read`).first()).toBeVisible();

      const picture = page.getByRole("img", { name: article.image.alt });
      await expect(picture).toBeVisible();
      await expect(picture).toHaveAttribute("loading", "eager");

      const body = page.locator(".prose");
      await expect(body.getByRole("heading", { level: 2 }).first()).toBeVisible();
      await expect(body.getByRole("table")).toBeVisible();
      await expect(body.getByRole("link", { name: "payment options" })).toHaveAttribute("href", "/faq#payment-options");

      // Shared on Facebook, X and LinkedIn by its canonical address.
      const [facebook, x, linkedin] = shareTargets(canonical, article.title);
      await expect(page.getByRole("link", { name: "Share on Facebook (opens in a new tab)" })).toHaveAttribute("href", facebook.href);
      await expect(page.getByRole("link", { name: "Share on X (opens in a new tab)" })).toHaveAttribute("href", x.href);
      await expect(page.getByRole("link", { name: "Share on LinkedIn (opens in a new tab)" })).toHaveAttribute("href", linkedin.href);
      expect(facebook.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(canonical)}`);
      expect(x.href).toContain(`&text=${encodeURIComponent(article.title)}`);

      // Back to the blog, by the breadcrumb or the link at its end.
      await expect(page.getByRole("navigation", { name: "Breadcrumb" }).getByRole("link", { name: "Blog" })).toHaveAttribute("href", "/blog");
      await page.getByRole("link", { name: "Back to Blog" }).click();
      await expect(page).toHaveURL("/blog");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Smart Vending & Micro Market Insights Blog");
    });
  });
}

test.describe("a blog post's copy-link button", () => {
  // The copy is the button's script, the same at every width: on a phone.
  test.use({ viewport: WIDTHS[0].viewport });

  test("copies the canonical address and says Copied! for two seconds", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await stopClock(page);
    await visit(page, `/blog/${SLUG}`);

    const copy = page.getByRole("button", { name: "Copy link to this article" });
    await copy.click();
    await expect(copy).toHaveText("Copied!");
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);

    await page.clock.runFor(1900);
    await expect(copy).toHaveText("Copied!");
    await page.clock.runFor(100);
    await expect(copy).toHaveText("Copy link");
  });
});

test("a post ends with the three newest other posts to keep reading, newest first", async ({ page }) => {
  // The newest post itself, so the list must skip it and take the next three.
  const [newest, ...others] = titles("newest");
  const slug = sortByDate(posts, "newest")[0].slug;
  await visit(page, `/blog/${slug}`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(newest);
  const keepReading = page.getByRole("region", { name: "Keep Reading" });
  await expect(keepReading.getByRole("heading", { level: 3 })).toHaveText(others.slice(0, 3));
});

test("a failed copy is only logged, with no message to the visitor", async ({ page }) => {
  await visit(page, `/blog/${SLUG}`);
  const warnings: string[] = [];
  page.on("console", (msg) => {
    if (msg.type() === "warning") warnings.push(msg.text());
  });
  await page.evaluate(() => {
    Object.defineProperty(navigator, "clipboard", { value: { writeText: () => Promise.reject(new Error("denied")) } });
  });
  const copy = page.getByRole("button", { name: "Copy link to this article" });
  await copy.click();
  await expect.poll(() => warnings.join("\n")).toContain("Could not copy the link");
  await expect(copy).toHaveText("Copy link");
});

test("the post page carries BlogPosting data and its published time", async ({ request }) => {
  const html = await (await request.get(`/blog/${SLUG}`)).text();
  expect(html).toContain(`<meta property="article:published_time" content="${article.date}"/>`);
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((m) => JSON.parse(m[1]));
  const posting = blocks.find((b) => b["@type"] === "BlogPosting");
  expect(posting).toMatchObject({ headline: article.title, datePublished: article.date, author: { name: article.author }, url: canonical });
});
