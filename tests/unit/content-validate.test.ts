import fs from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Paths } from "../../scripts/cli/config.ts";
import { edit, problemLines, scratchSite } from "./content-helpers.ts";

let site: Paths & { dispose(): Promise<void> };
beforeEach(async () => {
  site = await scratchSite();
});
afterEach(async () => {
  await site.dispose();
});

const WESTMINSTER = "content/towns/westminster.yaml";
const OFFICE = "content/industries/office-buildings.yaml";
const POST = "content/posts/what-is-unattended-retail.md";

describe("content validate", () => {
  it("finds no problem in the shipped content", async () => {
    expect(await problemLines(site)).toEqual([]);
  });

  it("reports a YAML syntax error at its line, in plain words with the fix", async () => {
    const line = await edit(site, WESTMINSTER, /name: Westminster/, "name: Westminster: Maryland");
    expect(await problemLines(site)).toEqual([`${WESTMINSTER}:${line}:7  a value containing ": " must be in quotes: name: "Westminster: Maryland"`]);
  });

  it("reports a front matter syntax error in a post", async () => {
    const line = await edit(site, POST, /\ntitle: /, "\ntitle: : broken: [\n");
    const lines = await problemLines(site);
    // The yaml library's message in plain words, with the fix (decision 012), at the broken line.
    // (`line` is the line before the title's: the edit's match starts at its newline.)
    expect(lines).toContain(`${POST}:${line + 1}:8  a value containing ": " must be in quotes: title: ": broken: ["`);
  });

  it("names a missing required field at its parent", async () => {
    await edit(site, WESTMINSTER, /\ncounty: .*\n/, "\n");
    expect(await problemLines(site)).toEqual([`${WESTMINSTER}:1:1  the file is missing the required field "county"`]);
  });

  it("rejects a county that is not served", async () => {
    const line = await edit(site, WESTMINSTER, /county: .*/, "county: Howard County");
    expect(await problemLines(site)).toEqual([
      `${WESTMINSTER}:${line}:9  county must be one of: Carroll County, Baltimore County (found "Howard County")`,
    ]);
  });

  it("rejects a town whose zip code is not five digits", async () => {
    const line = await edit(site, WESTMINSTER, /["']21157["']/, '"2115"');
    const [problem] = await problemLines(site);
    expect(problem).toMatch(new RegExp(`^${WESTMINSTER}:${line}:\\d+  zipCodes/\\d must be 5 digits, in quotes, e.g. "21157" \\(found "2115"\\)$`));
  });

  it("rejects a latitude outside -90 to 90", async () => {
    const line = await edit(site, WESTMINSTER, /latitude: [0-9.]+/, "latitude: 139.57");
    expect(await problemLines(site)).toEqual([`${WESTMINSTER}:${line}:13  geoCoordinates/latitude must be between -90 and 90 (found 139.57)`]);
  });

  it("rejects a wrong type", async () => {
    const line = await edit(site, WESTMINSTER, /\nlandmarks:/, "\nlandmarks: just one\nold_landmarks:");
    const lines = await problemLines(site);
    expect(lines).toContain(`${WESTMINSTER}:${line + 1}:12  landmarks must be a list`);
  });

  it("rejects an FAQ category that does not exist", async () => {
    const line = await edit(site, "content/faq.yaml", /category: \w+/, "category: pricing");
    expect(await problemLines(site)).toContain(
      `content/faq.yaml:${line}:15  entries/0/category must be one of: general, solutions, process, products (found "pricing")`,
    );
  });

  it("rejects a malformed e-mail and phone number in site.yaml", async () => {
    const emailLine = await edit(site, "content/site.yaml", /\nemail: .*/, "\nemail: info-at-patapsco");
    const phoneLine = await edit(site, "content/site.yaml", /\nphone: .*/, '\nphone: "410-555-0142"');
    expect(await problemLines(site)).toEqual([
      `content/site.yaml:${emailLine + 1}:8  email must be an e-mail address (found "info-at-patapsco")`,
      `content/site.yaml:${phoneLine + 1}:8  phone must be written like (410) 555-0142 (found "410-555-0142")`,
    ]);
  });

  it("holds an industry to six pain points and five FAQ entries", async () => {
    const text = await fs.readFile(path.join(site.root, OFFICE), "utf8");
    const painStart = text.split("\n").findIndex((l) => l.startsWith("painPoints:")) + 1;
    // Drop the last FAQ entry: everything from the final "  - question:" to the seo block.
    const cut = text.replace(/\n {2}- question:(?:(?!\n {2}- question:)[\s\S])*?(?=\nseo:)/, "");
    await fs.writeFile(path.join(site.root, OFFICE), cut.replace(/\npainPoints:\n/, "\npainPoints:\n  - icon: clock\n    title: Extra\n    point: One too many.\n"));
    const lines = await problemLines(site);
    expect(lines).toContain(`${OFFICE}:${painStart + 1}:3  painPoints must have exactly 6 entries (has 7)`);
    expect(lines.some((l) => l.startsWith(`${OFFICE}:`) && l.endsWith("faq must have exactly 5 entries (has 4)"))).toBe(true);
  });

  it("holds a town to three solution scenarios", async () => {
    const text = await fs.readFile(path.join(site.root, WESTMINSTER), "utf8");
    const cut = text.replace(/\n {2}- title:(?:(?!\n {2}- title:)[\s\S])*?(?=\nlocalInsights:)/, "");
    await fs.writeFile(path.join(site.root, WESTMINSTER), cut);
    expect((await problemLines(site)).join("\n")).toMatch(/solutionScenarios must have exactly 3 entries \(has 2\)/);
  });

  it("rejects an unknown field and suggests the known one it resembles", async () => {
    const line = await edit(site, WESTMINSTER, /\nzipCodes:/, "\nzipcodes:");
    expect(await problemLines(site)).toEqual([
      `${WESTMINSTER}:1:1  the file is missing the required field "zipCodes"`,
      `${WESTMINSTER}:${line + 1}:1  the file has an unknown field "zipcodes" (did you mean "zipCodes"?)`,
    ]);
  });

  it("rejects a slug that differs from the file name", async () => {
    const line = await edit(site, WESTMINSTER, /slug: westminster/, "slug: westminster-md");
    expect(await problemLines(site)).toContain(`${WESTMINSTER}:${line}:7  slug "westminster-md" must equal the file name "westminster"`);
  });

  it("rejects the colleges record carrying the healthcare path", async () => {
    const rel = "content/industries/colleges-universities.yaml";
    const line = await edit(site, rel, /path: .*/, "path: /locations/healthcare-facilities");
    expect(await problemLines(site)).toEqual([
      `${rel}:${line}:7  path must be /locations/colleges-universities, the page of this record (found "/locations/healthcare-facilities")`,
    ]);
  });

  it("rejects a link to a page the site does not build", async () => {
    const line = await edit(site, POST, /\n\n/, "\n\nSee [our towns](/service-area/frederick).\n\n");
    const lines = await problemLines(site);
    expect(lines).toEqual([`${POST}:${line + 2}:5  link /service-area/frederick leads to no page of this site`]);
  });

  it("rejects a link through a redirect and names the canonical path", async () => {
    const line = await edit(site, "content/pages/home.yaml", /path: \/locations\/apartments-multi-family/, "path: /locations/apartments");
    const text = await fs.readFile(path.join(site.root, "content/pages/home.yaml"), "utf8");
    const col = text.split("\n")[line - 1].indexOf("/locations/apartments") + 1;
    expect(await problemLines(site)).toEqual([
      `content/pages/home.yaml:${line}:${col}  link /locations/apartments goes through a redirect: use /locations/apartments-multi-family`,
    ]);
  });

  it("rejects a link in a non-canonical form (trailing slash, file name) and names the canonical one", async () => {
    const line = await edit(site, POST, /\n\n/, "\n\nSee [about us](/about/) and\n[the questions](/faq.html#cost-to-business) or [home](/index.html).\n\n");
    expect(await problemLines(site)).toEqual([
      `${POST}:${line + 2}:5  link /about/ must not end with /: use /about`,
      `${POST}:${line + 3}:1  link /faq.html#cost-to-business names the page's file: use /faq#cost-to-business`,
      `${POST}:${line + 3}:48  link /index.html names the page's file: use /`,
    ]);
  });

  it("rejects a link to a question that does not exist", async () => {
    const line = await edit(site, POST, /\n\n/, "\n\nRead [the answer](/faq#no-such-question).\n\n");
    expect(await problemLines(site)).toEqual([
      `${POST}:${line + 2}:6  link /faq#no-such-question names no question of content/faq.yaml (no entry with id "no-such-question")`,
    ]);
  });

  it("rejects a reference to a picture that does not exist", async () => {
    const line = await edit(site, WESTMINSTER, /src: \/images\/town-westminster\.svg/, "src: /images/town-westminster-old.svg");
    expect(await problemLines(site)).toEqual([
      `${WESTMINSTER}:${line}:${(await fs.readFile(path.join(site.root, WESTMINSTER), "utf8")).split("\n")[line - 1].indexOf("/images") + 1}  picture not found: /images/town-westminster-old.svg should be the file content/images/town-westminster-old.svg`,
    ]);
  });

  it("rejects a raster picture narrower than 1200 px", async () => {
    await sharp({ create: { width: 800, height: 450, channels: 3, background: "#1F7A8C" } }).png().toFile(path.join(site.content, "images", "narrow.png"));
    const line = await edit(site, WESTMINSTER, /src: \/images\/town-westminster\.svg/, "src: /images/narrow.png");
    const lines = await problemLines(site);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(new RegExp(`^${WESTMINSTER}:${line}:\\d+  picture content/images/narrow.png is 800 px wide; pictures must be at least 1200 px wide \\(or SVG\\)$`));
  });

  it("requires the five featured questions to exist", async () => {
    const line = await edit(site, "content/faq.yaml", /- cost-to-business/, "- cost-to-run");
    expect(await problemLines(site)).toEqual([`content/faq.yaml:${line}:5  featured/1 "cost-to-run" is not the id of any entry`]);
  });

  it("rejects a question id used twice", async () => {
    const text = await fs.readFile(path.join(site.content, "faq.yaml"), "utf8");
    await fs.writeFile(path.join(site.content, "faq.yaml"), text.replace(/id: (?!what-is-patapsco)[a-z-]+/, "id: what-is-patapsco"));
    expect((await problemLines(site)).join("\n")).toMatch(/content\/faq\.yaml:\d+:\d+ {2}entries\/\d+\/id "what-is-patapsco" is already used by entries\/0/);
  });

  it("accepts both date forms and rejects a day that does not exist", async () => {
    const line = await edit(site, POST, /\ndate: .*/, '\ndate: "February 30, 2025"');
    expect(await problemLines(site)).toEqual([
      `${POST}:${line + 1}:7  date "February 30, 2025" is not a real calendar day (write it like July 31, 2025 or 09/22/2025)`,
    ]);
  });

  it("skips a post without a title with a warning, not an error", async () => {
    await edit(site, POST, /\ntitle: .*/, "");
    const lines = await problemLines(site);
    expect(lines.filter((l) => l.startsWith(POST))).toEqual([`${POST}:1:1  warning: post has no title and is skipped`]);
    // Links to the skipped post no longer lead anywhere, and say so.
    for (const other of lines.filter((l) => !l.startsWith(POST))) {
      expect(other).toMatch(/ {2}link \/blog\/what-is-unattended-retail leads to no page of this site$/);
    }
  });
});
