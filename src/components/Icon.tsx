import { SPRITE_GLYPHS, type SpriteIcon } from "../../core/icons.ts";
// The glyphs live in one cached SVG file, not in the JavaScript bundle (see core/icons.ts).
import sprite from "./icons.svg?no-inline";

/** A decorative pictogram: the text beside it carries the meaning, so screen readers skip it. */
export function Icon({ name, size = 24, className }: { name: SpriteIcon; size?: number; className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={["lucide", `lucide-${SPRITE_GLYPHS[name]}`, className].filter(Boolean).join(" ")}
    >
      <use href={`${sprite}#${name}`} />
    </svg>
  );
}
