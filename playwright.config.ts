import { defineConfig } from "@playwright/test";
import { CHROMIUM } from "./tests/helpers/browsers.mjs";

const PORT = Number(process.env.E2E_PORT ?? 4173);

/**
 * Debian's Chromium headless shell (Playwright's own download cannot reach its host here). It resolves no host name but
 * this machine's: nothing external can load in a test, whatever a page asks for.
 */
export const chromiumLaunch = {
  executablePath: CHROMIUM,
  args: [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost",
  ],
};

export default defineConfig({
  testDir: "tests/e2e",
  // The run's folder for the copy of the site built once and shared by the specs (tests/e2e/built-sites.ts).
  globalSetup: "./tests/e2e/global-setup.ts",
  fullyParallel: true,
  // Two on two cores: on a machine whose kernel calls its host at every switch, four browsers at once cost
  // more than the waits they fill. Decision 075 has the figures.
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    launchOptions: chromiumLaunch,
    trace: "off",
    // One context per worker, reset between tests, not a new one for every test: decision 043.
    reuseContext: true,
  },
  webServer: {
    command: "node scripts/host/main.ts",
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), HOST: "127.0.0.1", INBOX_FILE: "data/e2e-inbox.jsonl" },
    reuseExistingServer: !process.env.CI,
    timeout: 30_000,
  },
});
