// Drafts and scheduled posts (decision 036): a post with `draft: true`, or dated after the day of the build,
// is not published by a live build (a plain `npm run build`, Netlify's production context): no page, no
// entry in any list, feed, sitemap or search. A preview (deploy previews, branch deploys, `npm run dev`)
// builds it with a banner saying so, and keeps it out of search engines.
import { formatLongDate, parseContentDate } from "../dates.ts";

/** How a build publishes: `live` leaves drafts and scheduled posts out, `preview` shows them marked. */
export type PublishMode = "live" | "preview";

/** Why a post is not published yet, as its banner says it. */
export interface PostStatus {
  kind: "draft" | "scheduled";
  /** "Draft: not published" or "Scheduled for January 5, 2027: not published yet". */
  label: string;
  /** The day it goes live, ISO 8601, and as people read it (scheduled posts). */
  date?: string;
  dateLabel?: string;
}

/** The status of a post's front matter on the day `today` (ISO 8601), or undefined when it is published. */
export function postStatus(front: { draft?: unknown; date?: unknown }, today: string): PostStatus | undefined {
  if (front.draft === true) return { kind: "draft", label: "Draft: not published" };
  const date = typeof front.date === "string" ? parseContentDate(front.date) : undefined;
  if (date && date > today) return { kind: "scheduled", label: `Scheduled for ${formatLongDate(date)}: not published yet`, date, dateLabel: formatLongDate(date) };
  return undefined;
}

/** The business's day (Maryland's, whatever the machine's zone), ISO 8601: what "after today" is measured by. */
export const businessDay = (now = new Date()): string => new Intl.DateTimeFormat("en-CA", { timeZone: "America/New_York" }).format(now);
