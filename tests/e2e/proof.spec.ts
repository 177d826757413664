// The owner's proof sections (issue 28): none on the shipped site, whose lists are empty; each one, with its
// pictures in webp variants and their sizes set, on a copy built with the demo set (tests/demo-proof/: samples).
import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs/promises";
import path from "node:path";
import type { Page } from "@playwright/test";
import { buildDemoSite } from "../demo-proof/build.ts";
import { expect, test } from "./fixtures.ts";

const PROOF_HEADINGS = ["Recent Installations", "Trusted by Local Businesses"];

async function expectNoProof(page: Page) {
  for (const name of [...PROOF_HEADINGS, "Meet the Team"]) await expect(page.getByRole("heading", { name })).toHaveCount(0);
  await expect(page.getByRole("region", { name: "Our figures" })).toHaveCount(0);
  await expect(page.locator(".proof-photo")).toHaveCount(0);
}

test("the shipped content shows no proof section on the home, about and industry pages", async ({ page }) => {
  for (const url of ["/", "/about", "/locations/office-buildings"]) {
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
    dir = await buildDemoSite();
    server = spawn(process.execPath, ["--import", "tsx", "scripts/host/main.ts"], {
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

  test.afterAll(async () => {
    server?.kill();
    if (dir) await fs.rm(dir, { recursive: true, force: true });
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
    await expectNoProof(page);
  });
});
