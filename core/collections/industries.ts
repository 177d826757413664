// content/industries/<slug>.yaml: the pages for prospective locations at /locations/<slug>.
import type { IndustryData, IndustrySummary } from "../content-types.ts";
import { defineCollection } from "../content/define.ts";
import { resolveImages } from "../content/resolve-images.ts";
import { fillRoute } from "../routes.ts";
import type { Industry } from "../schema.generated.ts";

/** Each industry's page: the only spelling of its address. */
const route = { path: "/locations/:locationSlug", module: "routes/location.tsx" };

export default defineCollection<Omit<Industry, "path">, IndustryData, IndustrySummary>({
  name: "industries",
  kind: "industry",
  position: 40,
  format: "yaml",
  schema: "industry.schema.json",
  editor: { label: "Industries", labelSingular: "Industry", identifier: "name", description: "Prospective location pages at /locations/…" },
  route,
  list: { path: "/locations", module: "routes/locations.tsx" },
  // Derived, not typed: a copied record once kept the path of the one it was copied from.
  check: ({ rel, name, doc, data }, _files, problems) => {
    if ("path" in data)
      problems.error(
        rel,
        doc.locate(["path"], { key: true }),
        `path is not written any more: the page's address follows from the slug (${fillRoute(route.path, name)}); delete this line`,
      );
  },
  // The page's `path` follows from its slug, whatever the file holds.
  transform: ({ data, path: address }, { images }) => {
    const page = { ...resolveImages(data, images), path: address } as IndustryData;
    const { slug, name, path, title, description, image, card, hero, faq } = page;
    return {
      page,
      summary: { slug, name, path, title, description, image, benefits: card.benefits },
      search: [
        {
          id: `industry:${slug}`,
          type: "Industry",
          title: name,
          url: path,
          text: [title, description, hero.peachText, hero.description, ...faq.map((q) => q.question)].join(" "),
        },
      ],
    };
  },
  // The editors' order (content/pages/locations.yaml); an industry it does not name comes after the listed ones, by name.
  order: (a, b, { pages }) => {
    const order = pages.locations.order;
    const rank = (slug: string) => (order.includes(slug) ? order.indexOf(slug) : order.length);
    return rank(a.page.slug) - rank(b.page.slug) || a.page.name.localeCompare(b.page.name);
  },
});
