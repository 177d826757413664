// Picture references in content to what the app needs to show them: no Node API, so the content build
// (transform.ts) and the editor's previews in the browser (src/admin-preview/) resolve them the same way.
import type { Built } from "../content-types.ts";
import type { BuiltImageFields } from "./images.ts";

const PEXELS = (id: number, w: number) => `https://images.pexels.com/photos/${id}/pexels-photo-${id}.jpeg?auto=compress&cs=tinysrgb&w=${w}`;

/** Replaces every picture reference `{src, alt}` with what the app needs to show it at the right size. */
export function resolveImages<T>(value: T, images: ReadonlyMap<string, BuiltImageFields>): Built<T> {
  return resolveValue(value, images) as Built<T>;
}

function resolveValue(value: unknown, images: ReadonlyMap<string, BuiltImageFields>): unknown {
  if (Array.isArray(value)) return value.map((v) => resolveValue(v, images));
  if (!value || typeof value !== "object") return value;
  const obj = value as Record<string, unknown>;
  if (typeof obj.alt === "string" && (typeof obj.src === "string" || typeof obj.pexelsId === "number")) {
    const { src, pexelsId, ...rest } = obj;
    if (typeof pexelsId === "number") {
      return {
        ...rest,
        src: PEXELS(pexelsId, 800),
        srcSet: [480, 800, 1200].map((w) => `${PEXELS(pexelsId, w)} ${w}w`).join(", "),
        large: PEXELS(pexelsId, 1200),
        width: 1200,
        height: 800,
      };
    }
    const img = images.get(src as string)!;
    return { ...rest, src: img.src, srcSet: img.srcSet, large: img.large, width: img.width, height: img.height };
  }
  return Object.fromEntries(Object.entries(obj).map(([k, v]) => [k, resolveValue(v, images)]));
}
