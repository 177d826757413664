import type { Page } from "@playwright/test";

/**
 * Call before the visit: the page's clock stands still (an installed clock otherwise keeps pace with real
 * time), so the carousel's autoplay runs only when the test says so. The clock starts now, because the
 * footer's copyright year must match the prerendered one.
 */
export async function stopClock(page: Page) {
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.clock.pauseAt(start + 1000);
}
