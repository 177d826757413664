import { describe, expect, it } from "vitest";
import { shareTargets, telHref } from "../../src/lib/share.ts";

describe("share links", () => {
  const url = "https://patapsco-vending.example/blog/what-is-a-micro-market";
  const [facebook, x, linkedin] = shareTargets(url, "What Is a Micro Market? A Guide & More");

  it("share the page's address on Facebook and LinkedIn", () => {
    expect(facebook.href).toBe(`https://www.facebook.com/sharer/sharer.php?u=${encodeURIComponent(url)}`);
    expect(linkedin.href).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(url)}`);
  });

  it("share the address and the title on X, with the title safely encoded", () => {
    expect(x.href).toBe(`https://twitter.com/intent/tweet?url=${encodeURIComponent(url)}&text=What%20Is%20a%20Micro%20Market%3F%20A%20Guide%20%26%20More`);
  });
});

describe("phone links", () => {
  it("dial the number with the US country code", () => {
    expect(telHref("(410) 555-0142")).toBe("tel:+14105550142");
  });
});
