// One request, one wording (decision 041): every button that asks for the assessment reads the
// page's fixed text where it has one for that place, and otherwise site.yaml's `assessmentLabel`;
// and no button's label breaks onto a second line or is cut off, from a small phone to a wide desktop.
import { builtPages, expect, test } from "./fixtures.ts";
import { site } from "./reading-helpers.ts";

/** The fixed labels of buttons to /contact: heroes, section buttons, the header's. */
const SPEC_LABELS = [
  "Contact Us",
  // The phone's navigation panel: "About, Blog, FAQ and Contact links".
  "Contact",
  "Get Started",
  "Inquire with Us Today",
  "Request a Location Assessment",
  "Inquire Today",
  "Start Your Journey",
  "Design My Micro Market",
  "Upgrade My Vending",
  "Get My Smart Cooler",
  "Install My Smart Store",
  "Request Free Assessment",
  "Request Service Assessment",
];

const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, "")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\s+/g, " ")
    .trim();

test("every button to the contact form in the built site reads a fixed label or the one site label", () => {
  const pages = builtPages();
  expect(pages.length).toBeGreaterThan(40);
  const labels = new Map<string, string[]>();
  for (const { file, html } of pages) {
    for (const [, attrs, inner] of html.matchAll(/<a\b([^>]*)>([\s\S]*?)<\/a>/g)) {
      if (!/\bhref="\/contact(?:[?#"])/.test(attrs) || !/\bclass="[^"]*\bbutton\b/.test(attrs)) continue;
      const label = text(inner);
      labels.set(label, [...(labels.get(label) ?? []), file]);
    }
  }
  const others = [...labels].filter(([label]) => label !== site.assessmentLabel && !SPEC_LABELS.includes(label));
  expect(
    others.map(([label, files]) => `"${label}" on ${files.length} pages (${files[0]}, ...)`),
    "button labels that are neither a fixed label nor site.yaml's assessmentLabel",
  ).toEqual([]);
  expect(labels.get(site.assessmentLabel)?.length ?? 0, "pages with the site's assessment button").toBeGreaterThan(40);
});
