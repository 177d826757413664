// content/pages/<name>.yaml: the words of the fixed pages, each file with its own schema
// (schemas/page-<name>.schema.json).
import type { PageSources, Pages, TownSummary } from "../content-types.ts";
import { defineCollection } from "../content/define.ts";
import { resolveImages } from "../content/resolve-images.ts";
import industries from "./industries.ts";
import towns from "./towns.ts";

export default defineCollection<PageSources[keyof PageSources], Pages[keyof Pages]>({
  name: "pages",
  kind: "page",
  position: 20,
  format: "yaml",
  files: ["home", "about", "solutions", "locations", "service-area", "contact", "customer", "blog", "faq", "shared"],
  schema: (file) => `page-${file}.schema.json`,
  editor: {
    label: "Pages",
    description: "The words of the fixed pages.",
    fileLabels: {
      home: "Home page",
      about: "About page",
      solutions: "Solutions overview page",
      locations: "Locations overview page",
      "service-area": "Service area page",
      contact: "Contact page",
      customer: "Customer support page",
      blog: "Blog page",
      faq: "FAQ page",
      shared: "Shared texts (call-outs, side box, not-found page)",
    },
  },
  // Each page's words show on the page of its name; the shared texts (call-outs, side box) on the first
  // town's page, which shows two call-outs and the side box.
  preview: (name, read) => {
    if (name === "home") return "/";
    if (name !== "shared") return `/${name}`;
    return (read(`${towns.folder}/index.json`) as TownSummary[])[0].path;
  },
  // The locations page orders the industries' cards: each slug it names has its file, and it names every one.
  check: ({ rel, name, doc, data }, files, problems) => {
    if (name !== "locations" || !Array.isArray(data.order)) return;
    const order: unknown[] = data.order;
    const present = new Set(files.filter((x) => x.kind === industries.kind).map((x) => x.name));
    order.forEach((slug, i) => {
      if (typeof slug === "string" && !present.has(slug))
        problems.error(rel, doc.locate(["order", i]), `order/${i} "${slug}" has no file content/${industries.folder}/${slug}.yaml`);
    });
    for (const slug of present) {
      if (!order.includes(slug))
        problems.warn(rel, doc.locate(["order"]), `order does not list the industry "${slug}": its card is shown after the listed ones`);
    }
  },
  transform: ({ data }, { images }) => ({ page: resolveImages(data, images) as Pages[keyof Pages] }),
});
