import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";

/** The rules the site is held to: WCAG 2.2 A and AA (with 2.0's and 2.1's). */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

/**
 * axe with the site's rules, over the page as it is now (or only the parts `within` names, still read in
 * the whole page). axe.run in the page itself tests it and its same-origin frames; the default run (a
 * partial run in each frame, finished in a new blank page) is needed only to reach into a frame of another
 * origin, and costs more than twice as long on these pages.
 */
export function axe(page: Page, within?: string | string[]): AxeBuilder {
  // Violations are all any test reads: axe keeps every element only for them, one of each other kind.
  const builder = new AxeBuilder({ page }).withTags(WCAG_22_AA).options({ resultTypes: ["violations"] });
  if (within) builder.include(within);
  const origin = new URL(page.url()).origin;
  const sameOrigin = (url: string) => url.startsWith("about:") || new URL(url).origin === origin;
  if (page.frames().every((frame) => sameOrigin(frame.url()))) builder.setLegacyMode();
  return builder;
}
