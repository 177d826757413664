// The pages `npm test`'s sweeps visit: one of each template, every page that is its own (tests/e2e/sweep.ts).
import { describe, expect, it } from "vitest";
import { perTemplate } from "../e2e/sweep.ts";

describe("the pages a quick sweep visits", () => {
  it("keeps one page of each template and every page of its own", () => {
    const routes = [
      "/",
      "/about",
      "/blog",
      "/blog/b-post",
      "/blog/a-post",
      "/contact",
      "/contact/thanks",
      "/service-area/eldersburg",
      "/service-area/westminster",
    ];
    expect(perTemplate(routes)).toEqual(["/", "/about", "/blog", "/blog/a-post", "/contact", "/contact/thanks", "/service-area/eldersburg"]);
  });
});
