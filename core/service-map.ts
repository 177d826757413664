/** The service-area map as the content build writes it (scripts/cli/service-map.ts): free of React. */

/** The drawing: a static SVG of the county outlines, served from the site itself. */
export const SERVICE_MAP_URL = "/maps/service-area.svg";

export interface MapPin {
  slug: string;
  name: string;
  county: string;
  path: string;
  /** Position on the drawing, in percent of its width and height. */
  x: number;
  y: number;
  /** Which side of the pin the name goes, so neighbouring names do not overlap. */
  side: "left" | "right" | "above" | "below";
  /** The town of the company's office (site.yaml `address.city`): its pin is the home base. */
  office?: true;
}

/** What the map says of the office's pin, after the town's name (read out; shown in a small map's list). */
export const OFFICE_NOTE = "our office";
/** A wide map's key to the office's marker. */
export const OFFICE_KEY = "Our office";

export interface ServiceMapData {
  src: string;
  width: number;
  height: number;
  /** What the drawing shows, for its text alternative. */
  alt: string;
  pins: MapPin[];
}
