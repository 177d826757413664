// content/towns/<slug>.yaml: the service area's town pages at /service-area/<slug>.
import type { TownData, TownSummary } from "../content-types.ts";
import { defineCollection } from "../content/define.ts";
import { resolveImages } from "../content/resolve-images.ts";
import type { Town } from "../schema.generated.ts";

export default defineCollection<Town, TownData, TownSummary>({
  name: "towns",
  kind: "town",
  position: 50,
  format: "yaml",
  schema: "town.schema.json",
  editor: { label: "Towns", labelSingular: "Town", identifier: "name", description: "Service-area town pages at /service-area/…" },
  route: { path: "/service-area/:townName", module: "routes/town.tsx" },
  list: { path: "/service-area", module: "routes/service-area.tsx" },
  transform: ({ data, path: address }, { images }) => {
    const page = { ...resolveImages(data, images), path: address };
    const { slug, name, county, description, image, path, hyperlocalIntro, landmarks, zipCodes } = page;
    return {
      page,
      summary: { slug, name, county, description, image, path },
      search: [
        { id: `town:${slug}`, type: "Town", title: `${name}, ${county}`, url: path, text: [description, hyperlocalIntro, ...landmarks, ...zipCodes].join(" ") },
      ],
    };
  },
  order: (a, b) => a.page.county.localeCompare(b.page.county) || a.page.name.localeCompare(b.page.name),
});
