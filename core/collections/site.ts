// content/site.yaml: the brand's facts (name, phone, e-mails, address, links) that every page shows.
import type { SiteData } from "../content-types.ts";
import { siteAddressProblems } from "../content/addresses.ts";
import { defineCollection } from "../content/define.ts";
import { resolveImages } from "../content/resolve-images.ts";
import type { Site } from "../schema.generated.ts";

export default defineCollection<Site, SiteData>({
  name: "site",
  kind: "site",
  position: 10,
  format: "yaml",
  folder: "",
  files: ["site"],
  schema: "site.schema.json",
  editor: { label: "Site facts", description: "Name, phone, e-mails, address and links shown on every page.", fileLabels: { site: "Site facts" } },
  // Site facts show on every page; the preview shows them on the home page.
  preview: () => "/",
  // Its origin and mailboxes are ones a browser can use; a value the schema refused already (not an e-mail
  // address at all) is reported once, in the schema's words.
  check: ({ rel, doc, data }, _files, problems) => {
    for (const { path, message } of siteAddressProblems(data)) {
      const pos = doc.locate(path);
      if (!problems.errors.some((p) => p.file === rel && p.line === pos.line && p.col === pos.col)) problems.error(rel, pos, message);
    }
  },
  transform: ({ data }, { images }) => ({ page: resolveImages(data, images) }),
});
