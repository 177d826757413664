import { describe, expect, it } from "vitest";
import { splitLead } from "../../src/lib/hero.ts";
import { assessmentLink } from "../../src/lib/assessment.ts";
import { intentFromQuery, leadSource } from "../../src/lib/prefill.ts";
import { LOCATION_OPTIONS } from "../../core/contact.ts";
import fs from "node:fs";

describe("splitLead", () => {
  it("cuts a hero intro after its first sentence and keeps every word", () => {
    const text = "A smart store is a shop in a cabinet. Shoppers tap to open it. We service it.";
    expect(splitLead(text)).toEqual({ lead: "A smart store is a shop in a cabinet.", rest: "Shoppers tap to open it. We service it." });
  });

  it("leaves a one-sentence intro whole, and does not cut inside a number such as 3.5", () => {
    expect(splitLead("Fresh food in 3.5 square feet of floor.")).toEqual({ lead: "Fresh food in 3.5 square feet of floor.", rest: "" });
  });
});

describe("a hero's assessment link", () => {
  it("lands on the form with the page as the source and the industry's location type", () => {
    expect(assessmentLink({ from: "/locations/senior-living", location: "senior" })).toBe(
      "/contact?from=/locations/senior-living&location=senior#contact-form",
    );
    expect(intentFromQuery("?from=/locations/senior-living&location=senior")).toEqual({ from: "/locations/senior-living", location: "senior" });
  });

  it("drops a source that is not a page of this site and a location type the form does not offer", () => {
    expect(intentFromQuery("?from=https://evil.example/&location=castle")).toEqual({ from: "", location: "" });
    expect(intentFromQuery("?from=//evil.example")).toEqual({ from: "", location: "" });
  });

  it("makes the linked page the lead's source unless the builder's answers came along", () => {
    const base = { previousPath: "/blog", referrer: "", origin: "https://x.example" };
    expect(leadSource({ ...base, fromBuilder: false, linkedFrom: "/service-area/westminster" })).toBe("/service-area/westminster");
    expect(leadSource({ ...base, fromBuilder: true, linkedFrom: "/service-area/westminster" })).toBe("/#breakroom-builder");
    expect(leadSource({ ...base, fromBuilder: false, linkedFrom: "" })).toBe("/blog");
  });

  it("offers in each industry record exactly the form's own location types, so no record can name another", () => {
    const schema = JSON.parse(fs.readFileSync("schemas/industry.schema.json", "utf8"));
    expect(schema.properties.formLocation.enum).toEqual(LOCATION_OPTIONS.map((o) => o.value));
    expect(schema.required).toContain("formLocation");
  });
});
