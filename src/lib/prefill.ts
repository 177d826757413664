// What the contact form starts from when a visitor arrives with the builder's answers, and where a lead
// came from. Pure functions of strings: every value of the query is checked against the options the
// site offers, so nothing a link carries ever reaches the page except the texts of those options.
import { BUILDER_MESSAGE_PREFIX, PREFERENCES, RECOMMENDATION_CHOICES, SPACE_TYPES, TEAM_SIZES } from "../constants.ts";
import { BUILDER_SOURCE, cleanSource, LOCATION_OPTIONS, SOLUTION_CHOICES, type Solution } from "../../core/contact.ts";

export interface ContactPrefill {
  /** The form's solution choices the recommendations stand for, in the form's order. */
  solutions: Solution[];
  /**
   * Location Assessment when a recommendation is one of the form's solutions; else (Smart Coolers alone, a
   * custom solution) General Inquiry About Solutions, which needs none: the visitor sends it with a name and
   * an e-mail instead of ticking a solution the builder did not recommend.
   */
  helpWith: "location-assessment" | "general-inquiry";
  /** A short plain summary the visitor can edit. */
  message: string;
}

/** The longest list a query may carry; more is not something the builder writes. */
const MAX_ITEMS = 8;

const listOf = (query: URLSearchParams, name: string): string[] =>
  [...new Set((query.get(name) ?? "").split(",").map((v) => v.trim()))].filter(Boolean).slice(0, MAX_ITEMS);

const recommendationOf = (value: string) =>
  Object.hasOwn(RECOMMENDATION_CHOICES, value) ? RECOMMENDATION_CHOICES[value as keyof typeof RECOMMENDATION_CHOICES] : undefined;

/**
 * The prefill for a /contact query written by the builder's results link, e.g.
 * `?solutions=smart-store-700,micro-market&team=76-150&space=dedicated&prefs=coffee`. `solutions` may
 * name recommendations or the form's own choices. Unknown values are dropped; null when nothing is left.
 */
export function prefillFromQuery(search: string): ContactPrefill | null {
  const query = new URLSearchParams(search);
  const solutions = new Set<string>();
  const names: string[] = [];
  for (const value of listOf(query, "solutions")) {
    const recommendation = recommendationOf(value);
    const choice = SOLUTION_CHOICES.find((s) => s.value === value);
    if (recommendation) {
      names.push(recommendation.name);
      if (recommendation.solution) solutions.add(recommendation.solution);
    } else if (choice) {
      names.push(choice.label);
      solutions.add(choice.value);
    }
  }
  const team = TEAM_SIZES.find((t) => t === query.get("team"));
  const space = SPACE_TYPES.find((s) => s.value === query.get("space"));
  const prefs = PREFERENCES.filter((p) => listOf(query, "prefs").includes(p.value));
  const answers = [team && `${team} employees`, space?.label, ...prefs.map((p) => p.label)].filter(Boolean);
  if (!names.length && !answers.length) return null;

  const parts = [answers.join(", "), names.length ? `recommended ${names.join(", ")}` : ""].filter(Boolean);
  return {
    solutions: SOLUTION_CHOICES.map((s) => s.value).filter((s) => solutions.has(s)),
    helpWith: solutions.size ? "location-assessment" : "general-inquiry",
    message: `${BUILDER_MESSAGE_PREFIX} ${parts.join("; ")}`,
  };
}

type LocationValue = (typeof LOCATION_OPTIONS)[number]["value"];

export interface LinkedIntent {
  /** The page whose call to action brought the visitor, as a lead's source; "" when none or not a site page. */
  from: string;
  /** A location type the link preselects, one of the form's own; "" when none. */
  location: LocationValue | "";
}

/** What a hero's assessment link carries (`?from=/locations/senior-living&location=senior`), checked like the rest. */
export function intentFromQuery(search: string): LinkedIntent {
  const query = new URLSearchParams(search);
  const location = LOCATION_OPTIONS.find((l) => l.value === query.get("location"))?.value ?? "";
  return { from: cleanSource(query.get("from") ?? ""), location };
}

/**
 * The page a lead started from: the builder when its answers came along, else the page whose link says
 * so (a hero's assessment link), else the page visited before
 * /contact in this tab (recorded by the app on each navigation), else a same-site referrer; "" when the
 * visitor came straight in.
 */
export function leadSource(opts: { fromBuilder: boolean; linkedFrom?: string; previousPath?: string | null; referrer?: string; origin: string }): string {
  if (opts.fromBuilder) return BUILDER_SOURCE;
  if (opts.linkedFrom) return cleanSource(opts.linkedFrom);
  if (opts.previousPath && opts.previousPath !== "/contact") return cleanSource(opts.previousPath);
  if (opts.referrer) {
    try {
      const url = new URL(opts.referrer);
      if (url.origin === opts.origin && url.pathname !== "/contact") return cleanSource(url.pathname);
    } catch {
      // Not an address: no source.
    }
  }
  return "";
}
