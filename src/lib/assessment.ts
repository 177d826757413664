// A hero's free-assessment link to the contact form (issue 28); kept apart from prefill.ts so that the
// contact page's script does not carry the industry table.
import type { LOCATION_OPTIONS } from "../../core/contact.ts";
import { CONTACT_FORM_ANCHOR } from "../constants.ts";

type LocationValue = (typeof LOCATION_OPTIONS)[number]["value"];

/** The form's location type each industry page stands for (content/industries/<slug>.yaml). */
export const INDUSTRY_LOCATION: Readonly<Record<string, LocationValue>> = {
  "office-buildings": "office",
  "colleges-universities": "education",
  "healthcare-facilities": "healthcare",
  "car-dealerships": "dealership",
  "sports-fitness": "sports",
  "hotels-motels": "hotel",
  "senior-living": "senior",
  "high-schools": "highschool",
  "warehouse-distribution": "warehouse",
  "apartments-multi-family": "apartments",
  "construction-sites": "construction",
  "high-traffic-locations": "other",
};

/**
 * The free-assessment link of a page's hero: /contact with the page as the lead's source and, for an
 * industry page, its location type, landing on the form itself.
 */
export function assessmentLink(opts: { from: string; location?: LocationValue }): string {
  const query = new URLSearchParams({ from: opts.from });
  if (opts.location) query.set("location", opts.location);
  return `/contact?${query.toString().replace(/%2F/g, "/")}#${CONTACT_FORM_ANCHOR}`;
}
