// The site check in the editor's form (decision 049): one field at the top of every entry, drawn by the
// preview bundle (src/admin-preview/site-check.ts), that lists what the site's build would refuse and
// stops a save through the CMS's own validation of a custom field.
import { SITE_CHECK_FIELD } from "../../core/admin-preview.ts";
import type { CmsCollection, CmsConfig, CmsField } from "../../core/content/cms-config.ts";

const FIELD = {
  ...SITE_CHECK_FIELD,
  required: false,
  hint: "What the site would refuse in this entry, checked as you type. Each problem names its field; select it to go there.",
} as unknown as CmsField;

const withField = (fields: CmsField[] | undefined) => (fields ? [FIELD, ...fields] : fields);

/** The configuration with the site check first in every form. */
export function withSiteCheck(config: CmsConfig): CmsConfig {
  return {
    ...config,
    collections: config.collections.map((c): CmsCollection => ({
      ...c,
      ...(c.fields ? { fields: withField(c.fields) } : {}),
      ...(c.files ? { files: c.files.map((f) => ({ ...f, fields: withField(f.fields)! })) } : {}),
    })),
  };
}
