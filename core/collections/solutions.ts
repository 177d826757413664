// content/solutions/<slug>.yaml: the product pages at /solutions/<slug>.
import type { SolutionData, SolutionSummary } from "../content-types.ts";
import { defineCollection } from "../content/define.ts";
import { resolveImages } from "../content/resolve-images.ts";
import type { Solution } from "../schema.generated.ts";

export default defineCollection<Solution, SolutionData, SolutionSummary>({
  name: "solutions",
  kind: "solution",
  position: 30,
  format: "yaml",
  schema: "solution.schema.json",
  editor: { label: "Solutions", labelSingular: "Solution", identifier: "name", description: "Product pages at /solutions/…" },
  route: { path: "/solutions/:solutionSlug", module: "routes/solution.tsx" },
  list: { path: "/solutions", module: "routes/solutions.tsx" },
  transform: ({ data, path }, { images }) => {
    const page = resolveImages(data, images);
    const { slug, name, heading, intro, carousel, benefits } = page;
    return {
      page,
      summary: { slug, name, heading, intro, path, image: carousel[0] },
      search: [
        {
          id: `solution:${slug}`,
          type: "Solution",
          title: name,
          url: path,
          text: [heading, intro, ...benefits.map((b) => `${b.title} ${b.description}`)].join(" "),
        },
      ],
    };
  },
  // The order the solutions page shows the formats in: the one order of the solutions everywhere.
  order: (a, b, { pages }) => {
    const order: string[] = pages.solutions.blocks.items.map((item) => item.solution);
    return order.indexOf(a.page.slug) - order.indexOf(b.page.slug);
  },
});
