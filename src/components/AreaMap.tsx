import type { CSSProperties } from "react";
import { Link } from "react-router";
import { OFFICE_KEY, OFFICE_NOTE, type ServiceMapData } from "../../core/service-map.ts";
import "../styles/area-map.css";

interface AreaMapProps {
  map: ServiceMapData;
  /** The town whose page this is: its pin is marked and named as the current page. */
  current?: string;
}

/**
 * The service area drawn by the content build (county outlines as a static SVG from this site), with a
 * pin per town as an ordinary link laid over it at the town's coordinates, the office's town marked as the
 * home base. On a small map the pins are numbered dots and the links a numbered list under the drawing.
 * Plain HTML and CSS: it is in the prerendered page, scales with its box and needs no script.
 */
export function AreaMap({ map, current }: AreaMapProps) {
  return (
    <div className={`area-map${current ? " area-map--town" : ""}`} style={{ "--map-ratio": map.height / map.width } as CSSProperties}>
      <img className="area-map__drawing" src={map.src} alt={map.alt} width={map.width} height={map.height} loading="lazy" decoding="async" />
      <ul className="area-map__pins" aria-label="Towns on the map">
        {map.pins.map((pin) => {
          const here = pin.slug === current;
          return (
            <li
              key={pin.slug}
              className={`area-map__pin area-map__pin--${pin.side}${here ? " is-current" : ""}${pin.office ? " is-office" : ""}`}
              style={{ "--pin-x": pin.x, "--pin-y": pin.y } as CSSProperties}
            >
              <Link to={pin.path} aria-current={here ? "page" : undefined} title={`${pin.name}, ${pin.county}`}>
                <span className="area-map__dot" aria-hidden="true" />
                <span className="area-map__name">
                  {pin.name}
                  {pin.office ? <span className="area-map__office"> · {OFFICE_NOTE}</span> : null}
                </span>
              </Link>
            </li>
          );
        })}
      </ul>
      {/* A wide map's key to the office's square marker (a small map says it in its list). */}
      {map.pins.some((pin) => pin.office) ? (
        <p className="area-map__key" aria-hidden="true">
          <span className="area-map__key-mark" />
          {OFFICE_KEY}
        </p>
      ) : null}
    </div>
  );
}
