import fs from "node:fs";
import type { Pages } from "../../core/content-types.ts";
import { telHref } from "../../src/lib/share.ts";
import { expect, test } from "./fixtures.ts";
import { WIDTHS, site, visit } from "./reading-helpers.ts";

const support = JSON.parse(fs.readFileSync("dist-content/pages/customer.json", "utf8")) as Pages["customer"];
const PANELS = [
  { title: "Get Info", option: 1 },
  { title: "Get Support", option: 2 },
  { title: "Request a Refund", option: 3 },
];

for (const { name, viewport } of WIDTHS) {
  test.describe(`customer support ${name}`, () => {
    test.use({ viewport });

    test("three closed panels each open to their description, the support e-mail and the phone option", async ({ page }) => {
      await visit(page, "/customer");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(support.heading);

      for (const { title, option } of PANELS) {
        const panel = page.locator("details").filter({ has: page.getByRole("heading", { name: title }) });
        await expect(panel).not.toHaveAttribute("open");
        await expect(panel.getByText(`Phone option ${option}`)).toBeVisible();

        await panel.getByRole("heading", { name: title }).click();
        await expect(panel).toHaveAttribute("open", "");
        const content = support.panels.find((p) => p.title === title)!;
        await expect(panel.getByText(content.description)).toBeVisible();
        await expect(panel.getByRole("link", { name: site.supportEmail })).toHaveAttribute("href", new RegExp(`^mailto:${site.supportEmail}`));
        await expect(panel.getByRole("link", { name: site.phone })).toHaveAttribute("href", telHref(site.phone));
        await expect(panel.getByText(`press ${option}`)).toBeVisible();
      }

      // Opening one never closes another.
      await expect(page.locator("details[open]")).toHaveCount(3);
    });

    test("explains how to ask for a refund and asks for feedback", async ({ page }) => {
      await visit(page, "/customer");
      const guide = page.getByRole("complementary", { name: "How to Request a Refund" });
      await expect(guide.getByText(/up to 48 hours/)).toBeVisible();
      await expect(guide.getByText(/location number printed on the label attached to the kiosk/)).toBeVisible();
      await expect(guide.getByText(/time of your purchase/)).toBeVisible();
      await expect(guide.getByText(/photo .* is optional/)).toBeVisible();

      await expect(page.getByRole("heading", { name: "We Value Your Feedback" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Email Your Feedback" })).toHaveAttribute("href", new RegExp(`^mailto:${site.supportEmail}`));
    });
  });
}

test("the phone menu and /customer#refund lead straight to the refund panel", async ({ page }) => {
  await visit(page, "/customer#refund");
  await expect(page.locator("details#refund")).toHaveAttribute("open", "");
  await expect(page.getByRole("link", { name: site.phone }).first()).toHaveAttribute("href", telHref(site.phone));
  for (const { title, option } of PANELS) await expect(page.getByRole("listitem").filter({ hasText: `Press ${option}: ${title}` })).toHaveCount(1);
});
