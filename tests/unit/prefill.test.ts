import { describe, expect, it } from "vitest";
import { formatEntry } from "../../scripts/host/inbox.ts";
import { BUILDER_SOURCE } from "../../core/contact.ts";
import { leadSource, prefillFromQuery } from "../../src/lib/prefill.ts";
import { contactLink, recommend } from "../../src/lib/wizard.ts";

describe("the builder's contact link", () => {
  it("carries the recommendations and the answers in the query", () => {
    const answers = { teamSize: "76-150", spaceType: "dedicated", preferences: ["coffee"] } as const;
    expect(contactLink("/contact", answers, recommend(answers))).toBe(
      "/contact?solutions=smart-store-700,micro-market,smart-store-600&team=76-150&space=dedicated&prefs=coffee",
    );
  });

  it("leaves out the preferences when none was chosen", () => {
    const answers = { teamSize: "1-25", spaceType: "corner", preferences: [] } as const;
    expect(contactLink("/contact", answers, recommend(answers))).toBe("/contact?solutions=smart-coolers,smart-traditional-vending&team=1-25&space=corner");
  });
});

describe("prefillFromQuery", () => {
  it("ticks the form's solutions, chooses Location Assessment and writes the summary of the breakroom builder's results link", () => {
    expect(prefillFromQuery("?solutions=smart-store-700,micro-market,smart-store-600&team=76-150&space=dedicated&prefs=coffee")).toEqual({
      solutions: ["smart-store", "micro-market"],
      helpWith: "location-assessment",
      message:
        "From the breakroom builder: 76-150 employees, Dedicated Space, Gourmet Coffee & Beverages; recommended Smart Store 700, Micro Market, Smart Store 600",
    });
  });

  it("names Smart Coolers, which is not a form choice, in the message only", () => {
    const prefill = prefillFromQuery("?solutions=smart-coolers,smart-traditional-vending&team=1-25&space=corner");
    expect(prefill?.solutions).toEqual(["smart-traditional-vending"]);
    expect(prefill?.helpWith).toBe("location-assessment");
    expect(prefill?.message).toBe("From the breakroom builder: 1-25 employees, Small Corner; recommended Smart Coolers, Smart Traditional Vending");
  });

  it("asks a result the form has no solution for (Smart Coolers alone, a custom solution) as a general inquiry, which needs none", () => {
    expect(prefillFromQuery("?solutions=smart-coolers&team=26-75&space=corner&prefs=healthy,coffee")).toEqual({
      solutions: [],
      helpWith: "general-inquiry",
      message: "From the breakroom builder: 26-75 employees, Small Corner, Healthy Meals & Snacks, Gourmet Coffee & Beverages; recommended Smart Coolers",
    });
    expect(prefillFromQuery("?solutions=custom-solution&team=150%2B&space=lobby")?.helpWith).toBe("general-inquiry");
  });

  it("accepts the form's own solution values", () => {
    expect(prefillFromQuery("solutions=smart-store,micro-market")?.solutions).toEqual(["smart-store", "micro-market"]);
  });

  it("ignores unknown and hostile values instead of carrying them into the form", () => {
    const prefill = prefillFromQuery(
      `?solutions=${encodeURIComponent("<img src=x onerror=alert(1)>")},micro-market,__proto__,toString&team=${encodeURIComponent("<b>9000</b>")}&space=dedicated&prefs=coffee,${encodeURIComponent('"><script>')}`,
    );
    expect(prefill).toEqual({
      solutions: ["micro-market"],
      helpWith: "location-assessment",
      message: "From the breakroom builder: Dedicated Space, Gourmet Coffee & Beverages; recommended Micro Market",
    });
  });

  it("gives nothing to prefill when no value is known", () => {
    expect(prefillFromQuery("")).toBeNull();
    expect(prefillFromQuery("?solutions=constructor&team=9&space=roof&utm_source=mail")).toBeNull();
  });
});

describe("leadSource", () => {
  const origin = "https://patapsco-vending.example";
  it("names the builder when its answers came along", () => {
    expect(leadSource({ fromBuilder: true, previousPath: "/about", origin })).toBe(BUILDER_SOURCE);
  });
  it("names the page visited before /contact, else a same-site referrer, else nothing", () => {
    expect(leadSource({ fromBuilder: false, previousPath: "/service-area/westminster", referrer: `${origin}/faq`, origin })).toBe("/service-area/westminster");
    expect(leadSource({ fromBuilder: false, previousPath: null, referrer: `${origin}/faq`, origin })).toBe("/faq");
    expect(leadSource({ fromBuilder: false, previousPath: null, referrer: "https://search.example/?q=vending", origin })).toBe("");
    expect(leadSource({ fromBuilder: false, previousPath: "javascript:alert(1)", origin })).toBe("");
  });
});

describe("the local inbox", () => {
  it("shows the page a lead started from", () => {
    const text = formatEntry({
      receivedAt: "2026-11-23T20:00:00.000Z",
      form: "contact",
      subject: "Pat Lee - Location Assessment",
      name: "Pat Lee",
      email: "pat@example.com",
      phone: "",
      helpWith: "location-assessment",
      location: "office",
      businessName: "Lee Dental",
      solutions: ["micro-market"],
      message: "Hi",
      source: "/#breakroom-builder",
    });
    expect(text).toMatch(/^Source {5}\/#breakroom-builder$/m);
  });
});
