import { describe, expect, it } from "vitest";
import { centerOf, faqPageJsonLd, fillTown, formatCoordinates, industryProducts, mapEmbedUrl, pick, townBusinessJsonLd } from "../../src/lib/places.ts";

const site = {
  name: "Patapsco Smart Vending",
  origin: "https://patapsco-vending.example",
  phone: "(410) 555-0142",
  email: "info@patapsco-vending.example",
  address: { street: "255 Clifton Boulevard", city: "Westminster", region: "MD", postalCode: "21157", country: "US" },
};

describe("fillTown", () => {
  it("puts the town's name in every placeholder", () => {
    expect(fillTown("Smart Stores in {town} for {town} offices", "Mount Airy")).toBe("Smart Stores in Mount Airy for Mount Airy offices");
  });

  it("leaves a text without placeholder as it is", () => {
    expect(fillTown("Nothing to fill", "Westminster")).toBe("Nothing to fill");
  });
});

describe("maps", () => {
  it("builds the embed address from the coordinates and zoom", () => {
    expect(mapEmbedUrl({ latitude: 39.5754, longitude: -76.9958 }, 14)).toBe("https://www.google.com/maps?q=39.5754,-76.9958&z=14&output=embed");
  });

  it("writes coordinates with hemispheres", () => {
    expect(formatCoordinates({ latitude: 39.5754, longitude: -76.9958 })).toBe("39.5754° N, 76.9958° W");
  });

  it("centres a map on the average of the points", () => {
    expect(
      centerOf([
        { latitude: 39.5, longitude: -77 },
        { latitude: 39.4, longitude: -76.8 },
      ]),
    ).toEqual({ latitude: 39.45, longitude: -76.9 });
  });

  it("refuses to centre a map on no points", () => {
    expect(() => centerOf([])).toThrow(/at least one point/);
  });
});

describe("structured data", () => {
  it("lists every question of a page with its answer as an FAQPage", () => {
    const data = faqPageJsonLd([
      { question: "How long does installation take?", answer: "Typically 4-6 weeks from signing." },
      { question: "What does it cost?", answer: "Nothing upfront." },
    ]) as any;
    expect(data["@type"]).toBe("FAQPage");
    expect(data.mainEntity).toHaveLength(2);
    expect(data.mainEntity[0]).toEqual({
      "@type": "Question",
      name: "How long does installation take?",
      acceptedAnswer: { "@type": "Answer", text: "Typically 4-6 weeks from signing." },
    });
  });

  it("names the town and its county as the area a town page's business serves", () => {
    const data = townBusinessJsonLd(site, {
      name: "Owings Mills",
      county: "Baltimore County",
      url: "https://patapsco-vending.example/service-area/owings-mills",
      geo: { latitude: 39.4195, longitude: -76.7803 },
    }) as any;
    expect(data["@type"]).toBe("LocalBusiness");
    expect(data.telephone).toBe("(410) 555-0142");
    expect(data.areaServed.name).toBe("Owings Mills, Maryland");
    expect(data.areaServed.containedInPlace.name).toBe("Baltimore County, Maryland");
  });
});

describe("pick", () => {
  const callouts = [{ id: "free-consultation" }, { id: "local-service" }];

  it("finds an entry by id", () => {
    expect(pick(callouts, "local-service")).toBe(callouts[1]);
  });

  it("falls back to the first entry for an id that is gone", () => {
    expect(pick(callouts, "renamed")).toBe(callouts[0]);
  });
});

describe("industryProducts", () => {
  const links = [
    { slug: "smart-stores", name: "Smart Stores", path: "/solutions/smart-stores" },
    { slug: "micro-markets", name: "Micro Markets", path: "/solutions/micro-markets" },
    { slug: "smart-coolers", name: "Smart Coolers", path: "/solutions/smart-coolers" },
    { slug: "smart-vending", name: "Smart Traditional Vending", path: "/solutions/smart-vending" },
  ];

  it("shows Smart Stores, Micro Markets and Smart Coolers in that order when the record has all three", () => {
    const blocks = industryProducts({ smartStore: "store", microMarket: "market", smartCoolers: "cooler" }, links);
    expect(blocks.map((b) => [b.block, b.solution.path])).toEqual([
      ["store", "/solutions/smart-stores"],
      ["market", "/solutions/micro-markets"],
      ["cooler", "/solutions/smart-coolers"],
    ]);
  });

  it("leaves out the Smart Coolers block when the record has none", () => {
    const blocks = industryProducts({ smartStore: "store", microMarket: "market" }, links);
    expect(blocks.map((b) => b.solution.name)).toEqual(["Smart Stores", "Micro Markets"]);
  });
});
