// content/pages/<name>.yaml: the words of the fixed pages, each file with its own schema
// (schemas/page-<name>.schema.json).
import type { PageSources, Pages, TownSummary } from "../content-types.ts";
import { defineCollection } from "../content/define.ts";
import { resolveImages } from "../content/resolve-images.ts";
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
  transform: ({ data }, { images }) => ({ page: resolveImages(data, images) as Pages[keyof Pages] }),
});
