// A hero's free-assessment link to the contact form; an industry's location type is a field of
// its record (formLocation).
import type { LOCATION_OPTIONS } from "../../core/contact.ts";
import { CONTACT_FORM_ANCHOR } from "../constants.ts";

type LocationValue = (typeof LOCATION_OPTIONS)[number]["value"];

/**
 * The free-assessment link of a page's hero: /contact with the page as the lead's source and, for an
 * industry page, its location type, landing on the form itself.
 */
export function assessmentLink(opts: { from: string; location?: LocationValue }): string {
  const query = new URLSearchParams({ from: opts.from });
  if (opts.location) query.set("location", opts.location);
  return `/contact?${query.toString().replace(/%2F/g, "/")}#${CONTACT_FORM_ANCHOR}`;
}
