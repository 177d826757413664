import { describe, expect, it } from "vitest";
import { initials } from "../../src/lib/initials.ts";

describe("a team member's initials", () => {
  it("take the first letters of the first and last words of the name", () => {
    expect(initials("Ana María Ruiz")).toBe("AR");
    expect(initials("  sample   person ")).toBe("SP");
  });

  it("are one letter for a one-word name and empty for no name", () => {
    expect(initials("Cher")).toBe("C");
    expect(initials("   ")).toBe("");
  });

  it("keep a letter outside the basic plane whole", () => {
    expect(initials("𝒜da Lovelace")).toBe("𝒜L");
  });
});
