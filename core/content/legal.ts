// The privacy notice and the accessibility statement (content/legal/<name>.md) name the business's phone,
// e-mail and address. Their text says `{phone}`, `{email}` and so on, and the content build fills in the
// values of content/site.yaml: the owner changes a number in one place, and the pages never go stale.
import type { Site } from "../schema.generated.ts";

/** What each `{token}` of a legal page becomes, as markdown. */
export const LEGAL_TOKENS = {
  name: (site: Site) => site.name,
  shortName: (site: Site) => site.shortName,
  // A tel: link phones dial from anywhere, as the footer writes it (src/lib/share.ts).
  phone: (site: Site) => `[${site.phone}](tel:+1${site.phone.replace(/\D/g, "")})`,
  email: (site: Site) => `[${site.email}](mailto:${site.email})`,
  supportEmail: (site: Site) => `[${site.supportEmail}](mailto:${site.supportEmail})`,
  address: (site: Site) => `${site.address.street}, ${site.address.city}, ${site.address.region} ${site.address.postalCode}`,
  origin: (site: Site) => site.origin,
} as const;

const TOKEN = /\{([A-Za-z]+)\}/g;

/** Each `{word}` of `markdown` that names no value of site.yaml, with its offset. */
export function unknownTokens(markdown: string): { offset: number; token: string }[] {
  return [...markdown.matchAll(TOKEN)].filter((m) => !(m[1] in LEGAL_TOKENS)).map((m) => ({ offset: m.index, token: m[0] }));
}

/** `markdown` with every `{token}` replaced by its value from site.yaml. */
export const fillTokens = (markdown: string, site: Site) =>
  markdown.replace(TOKEN, (whole, name: string) => (name in LEGAL_TOKENS ? LEGAL_TOKENS[name as keyof typeof LEGAL_TOKENS](site) : whole));
