import { describe, expect, it } from "vitest";
import { formatLongDate, parseContentDate, sortByDate } from "../../core/dates.ts";

describe("reading post dates", () => {
  it("reads the long form editors write", () => {
    expect(parseContentDate("July 31, 2025")).toBe("2025-07-31");
    expect(parseContentDate("september 2, 2025")).toBe("2025-09-02");
  });

  it("reads the US numeric form", () => {
    expect(parseContentDate("09/22/2025")).toBe("2025-09-22");
    expect(parseContentDate("8/7/2025")).toBe("2025-08-07");
  });

  it("rejects a day that is not in the calendar and text that is not a date", () => {
    expect(parseContentDate("February 30, 2025")).toBeUndefined();
    expect(parseContentDate("13/01/2025")).toBeUndefined();
    expect(parseContentDate("soon")).toBeUndefined();
  });

  it("writes an ISO date the way people read it", () => {
    expect(formatLongDate("2025-09-22")).toBe("September 22, 2025");
  });
});

describe("sorting posts by date", () => {
  // Written both ways, as the front matter allows; sorted on the normalised dates.
  const posts = [
    { slug: "summer", date: parseContentDate("July 31, 2025")! },
    { slug: "autumn", date: parseContentDate("10/02/2025")! },
    { slug: "late-summer", date: parseContentDate("09/22/2025")! },
    { slug: "early-autumn", date: parseContentDate("October 1, 2025")! },
  ];

  it("puts the newest first", () => {
    expect(sortByDate(posts, "newest").map((p) => p.slug)).toEqual(["autumn", "early-autumn", "late-summer", "summer"]);
  });

  it("puts the oldest first", () => {
    expect(sortByDate(posts, "oldest").map((p) => p.slug)).toEqual(["summer", "late-summer", "early-autumn", "autumn"]);
  });

  it("keeps posts of the same day in their order and leaves the input untouched", () => {
    const sameDay = [
      { slug: "a", date: "2025-08-01" },
      { slug: "b", date: "2025-08-01" },
    ];
    expect(sortByDate(sameDay, "newest").map((p) => p.slug)).toEqual(["a", "b"]);
    expect(sortByDate(sameDay, "oldest").map((p) => p.slug)).toEqual(["a", "b"]);
    expect(posts[0].slug).toBe("summer");
  });
});
