import { defineConfig } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4173) + 1;

/**
 * The cross-browser smoke suite (tests/cross, decision 015): Debian's Firefox ESR and WebKitGTK, driven by
 * tests/cross/drivers.ts, against the built site with the error probe (tests/helpers/error-probe.ts).
 * Its own port (E2E_PORT + 1), so it never reuses the Chromium suite's plain server.
 */
export default defineConfig({
  testDir: "tests/cross",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: [["list"]],
  timeout: 45_000,
  use: { baseURL: `http://127.0.0.1:${PORT}` },
  projects: [{ name: "firefox" }, { name: "webkit" }],
  webServer: {
    command: "node tests/helpers/error-probe.ts",
    url: `http://127.0.0.1:${PORT}/`,
    env: { PORT: String(PORT), INBOX_FILE: "data/e2e-inbox.jsonl" },
    // Never someone else's server on that port: a plain one has no probe, and WebKit's errors would go unseen.
    reuseExistingServer: false,
    timeout: 30_000,
  },
});
