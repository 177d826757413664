import type { IconName } from "./schema.generated.ts";

/**
 * The pictograms editors can name in content (the enum of schemas/common.schema.json), each as the lucide
 * glyph it is drawn with. They are served as one SVG sprite (src/components/icons.svg, written from this
 * list by scripts/tasks/icon-sprite.ts) rather than as JavaScript: 40 glyphs of path data cost 4.5 KB gzip
 * on every page that shows one, and the sprite is fetched once, off the critical path.
 */
export const ICON_GLYPHS = {
  award: "award",
  "bar-chart": "chart-column",
  bed: "bed",
  building: "building-2",
  calendar: "calendar",
  car: "car",
  clock: "clock",
  coffee: "coffee",
  cpu: "cpu",
  "credit-card": "credit-card",
  "dollar-sign": "dollar-sign",
  dumbbell: "dumbbell",
  "graduation-cap": "graduation-cap",
  "hard-hat": "hard-hat",
  headset: "headset",
  "heart-pulse": "heart-pulse",
  home: "house",
  leaf: "leaf",
  lock: "lock",
  "map-pin": "map-pin",
  moon: "moon",
  package: "package",
  "piggy-bank": "piggy-bank",
  refresh: "refresh-cw",
  "shield-check": "shield-check",
  smartphone: "smartphone",
  smile: "smile",
  snowflake: "snowflake",
  sparkles: "sparkles",
  star: "star",
  stethoscope: "stethoscope",
  store: "store",
  "thumbs-up": "thumbs-up",
  "trending-up": "trending-up",
  truck: "truck",
  users: "users",
  utensils: "utensils",
  wifi: "wifi",
  wrench: "wrench",
  zap: "zap",
} as const satisfies Record<IconName, string>;

/** Glyphs the site's own controls draw (not offered to editors), served from the same sprite. */
export const UI_GLYPHS = { check: "check", "circle-alert": "circle-alert", "circle-check": "circle-check", mail: "mail", send: "send" } as const;

/** Every symbol of the sprite, by its id, to the lucide glyph it is drawn with. */
export const SPRITE_GLYPHS: Record<IconName | keyof typeof UI_GLYPHS, string> = { ...ICON_GLYPHS, ...UI_GLYPHS };
export type SpriteIcon = keyof typeof SPRITE_GLYPHS;
