// The service-area map, drawn once per content build from US Census county boundaries (us-atlas, 1:10m
// TopoJSON): Carroll and Baltimore County, their neighbours faint for context, the state line, and a pin
// position for each town at its geoCoordinates. The outlines go to a static SVG; the pins to JSON, which
// the pages render as links over it, so the map costs the pages no JavaScript and no other origin.
import fs from "node:fs/promises";
import { createRequire } from "node:module";
import { geoConicConformal, geoPath, type GeoPermissibleObjects } from "d3-geo";
import { feature, merge, mesh } from "topojson-client";
import type { FeatureCollection, MultiPolygon, Polygon } from "geojson";
import type { GeometryCollection, Topology } from "topojson-specification";
import { SERVICE_MAP_URL, type MapPin, type ServiceMapData } from "../../core/service-map.ts";
import { collectionOf, routeOf } from "../../core/content/collections.ts";
import { escapeXml } from "../../core/xml.ts";

/**
 * FIPS codes of the two counties served (Carroll County and Baltimore County, Maryland), with
 * where each name is written (longitude, latitude): a stretch with no town pin.
 */
export const SERVED = new Map([
  ["24013", { name: "Carroll County", label: [-77.06, 39.47] }],
  ["24005", { name: "Baltimore County", label: [-76.54, 39.58] }],
]);
/** The counties drawn around them: Frederick, Howard, Baltimore City, Harford, Anne Arundel, Montgomery; Adams and York in Pennsylvania. */
const NEIGHBOURS = ["24021", "24027", "24510", "24025", "24003", "24031", "42001", "42133"];
const WIDTH = 800;
const PADDING = 24;
/** Outline coordinates to one decimal: a tenth of a pixel at the drawing's own size. */
const DIGITS = 1;
/** The narrowest map that names its pins (area-map.css hides the names below it), in CSS pixels. */
const LAYOUT_WIDTH = 520;
/** A town name's width per character, its box's height and a pin's half size, in CSS pixels (area-map.css: 12 px bold). */
const CHAR_WIDTH = 7.2;
const LABEL_HEIGHT = 18;
const DOT = 10;

interface TownPoint {
  slug: string;
  name: string;
  county: string;
  geoCoordinates: { latitude: number; longitude: number };
}

const require = createRequire(import.meta.url);
let atlas: Promise<Topology<{ counties: GeometryCollection<{ name: string }> }>> | undefined;
const loadAtlas = () => (atlas ??= fs.readFile(require.resolve("us-atlas/counties-10m.json"), "utf8").then(JSON.parse));

const round2 = (n: number) => Math.round(n * 100) / 100;

type Side = MapPin["side"];
const SIDES: readonly Side[] = ["right", "left", "above", "below"];

/**
 * Where each pin's name goes: the first side, in the order of SIDES, where it stays inside the map and
 * overlaps no pin and no name already placed (towns taken north to south). Worked out at the narrowest
 * width that shows names, where the pins are closest; wider maps only spread them further apart.
 */
function labelSides(points: { slug: string; label: string; px: number; py: number }[], height: number): Map<string, Side> {
  const k = LAYOUT_WIDTH / WIDTH;
  const pts = points.map((p) => ({ ...p, px: p.px * k, py: p.py * k }));
  const [w, h] = [LAYOUT_WIDTH, height * k];
  type Box = { x0: number; x1: number; y0: number; y1: number };
  const placed: Box[] = pts.map((p) => ({ x0: p.px - DOT, x1: p.px + DOT, y0: p.py - DOT, y1: p.py + DOT }));
  const clear = (b: Box) => b.x0 >= 0 && b.x1 <= w && b.y0 >= 0 && b.y1 <= h && !placed.some((o) => b.x0 < o.x1 && b.x1 > o.x0 && b.y0 < o.y1 && b.y1 > o.y0);
  const sides = new Map<string, Side>();
  for (const p of [...pts].sort((a, b) => a.py - b.py)) {
    const lw = p.label.length * CHAR_WIDTH + 10;
    const box = (side: Side): Box => {
      if (side === "right") return { x0: p.px + DOT, x1: p.px + DOT + lw, y0: p.py - LABEL_HEIGHT / 2, y1: p.py + LABEL_HEIGHT / 2 };
      if (side === "left") return { x0: p.px - DOT - lw, x1: p.px - DOT, y0: p.py - LABEL_HEIGHT / 2, y1: p.py + LABEL_HEIGHT / 2 };
      const y0 = side === "above" ? p.py - DOT - LABEL_HEIGHT : p.py + DOT;
      return { x0: p.px - lw / 2, x1: p.px + lw / 2, y0, y1: y0 + LABEL_HEIGHT };
    };
    const side = SIDES.find((s) => clear(box(s))) ?? "right";
    sides.set(p.slug, side);
    placed.push(box(side));
  }
  return sides;
}

/** The SVG drawing and the pins' data for `towns`; the pin of `officeTown` (the office's town) is the home base. */
export async function serviceAreaMap(towns: readonly TownPoint[], officeTown?: string): Promise<{ svg: string; data: ServiceMapData }> {
  const topology = await loadAtlas();
  const counties: GeometryCollection = topology.objects.counties;
  const all = (feature(topology, counties) as FeatureCollection<Polygon | MultiPolygon, { name: string }>).features;
  const served = all.filter((f) => SERVED.has(String(f.id)));
  const around = all.filter((f) => NEIGHBOURS.includes(String(f.id)));
  const servedCollection = { type: "FeatureCollection", features: served } as GeoPermissibleObjects;

  // Maryland's own projection family (Lambert conformal conic, standard parallels of its State Plane).
  const fitted = geoConicConformal()
    .parallels([38.3, 39.45])
    .rotate([77, 0])
    .fitWidth(WIDTH - 2 * PADDING, servedCollection);
  const [[x0, y0], [, y1]] = geoPath(fitted).bounds(servedCollection);
  const height = Math.ceil(y1 - y0 + 2 * PADDING);
  const projection = fitted.translate([fitted.translate()[0] - x0 + PADDING, fitted.translate()[1] - y0 + PADDING]).clipExtent([
    [0, 0],
    [WIDTH, height],
  ]);
  const path = geoPath(projection).digits(DIGITS);

  // The state line runs along the top of the drawing; its lowest point at the right edge places the names.
  const stateY = projection([-76.2, 39.7206])![1];
  const stateLine = mesh(topology, topology.objects.counties, (a, b) => a !== b && String(a.id).slice(0, 2) !== String(b.id).slice(0, 2));
  // The two counties as one outline: at this scale (1:10m) their shared border runs kilometres off, and
  // would put Hampstead in Baltimore County; the names say which side is which.
  const servedOutline = merge(topology, counties.geometries.filter((g) => SERVED.has(String(g.id))) as never);
  const countyLabels = [...SERVED.values()].map(({ name, label }) => {
    const [cx, cy] = projection(label as [number, number])!;
    return `<text x="${cx.toFixed(0)}" y="${cy.toFixed(0)}" class="county">${escapeXml(name.toUpperCase())}</text>`;
  });

  const points = towns.map((t) => {
    const [px, py] = projection([t.geoCoordinates.longitude, t.geoCoordinates.latitude])!;
    const office = t.name === officeTown;
    return { slug: t.slug, name: t.name, county: t.county, px, py, office, label: t.name };
  });
  const sides = labelSides(points, height);
  const pins: MapPin[] = points.map((p) => ({
    slug: p.slug,
    name: p.name,
    county: p.county,
    path: routeOf(collectionOf("town"), p.slug),
    x: round2((p.px / WIDTH) * 100),
    y: round2((p.py / height) * 100),
    side: sides.get(p.slug)!,
    ...(p.office ? { office: true as const } : {}),
  }));

  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${height}" width="${WIDTH}" height="${height}">
<style>.n{fill:#f3f6f8;stroke:#c5d1da;stroke-width:1}.s{fill:#dcefec;stroke:#16606e;stroke-width:2;stroke-linejoin:round}.st{fill:none;stroke:#8aa1b1;stroke-width:1.5;stroke-dasharray:6 4}.state{font:600 11px system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;letter-spacing:.14em;fill:#52606d}.county{font:700 15px system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;letter-spacing:.12em;fill:#0e3b5c;opacity:.55;text-anchor:middle}</style>
<rect width="${WIDTH}" height="${height}" fill="#dcebf3"/>
${around.map((f) => `<path class="n" d="${path(f)}"/>`).join("\n")}
<path class="s" d="${path(servedOutline)}"/>
<path class="st" d="${path(stateLine)}"/>
${countyLabels.join("\n")}
<text x="${WIDTH - 12}" y="15" class="state" text-anchor="end">PENNSYLVANIA</text>
<text x="${WIDTH - 12}" y="${(stateY + 18).toFixed(0)}" class="state" text-anchor="end">MARYLAND</text>
</svg>
`;
  const data: ServiceMapData = {
    src: SERVICE_MAP_URL,
    width: WIDTH,
    height,
    alt: `Map of ${[...SERVED.values()].map((c) => c.name).join(" and ")}, Maryland, with the neighbouring counties and the Pennsylvania line`,
    pins,
  };
  return { svg, data };
}
