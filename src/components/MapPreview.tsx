import MapPin from "lucide-react/icons/map-pin";
import { useEffect, useId, useRef, useState, type CSSProperties, type ReactNode } from "react";
import { MAP_PREVIEW } from "../constants.ts";
import { formatCoordinates, mapEmbedUrl, mapPageUrl } from "../lib/places.ts";
import { REPLAY } from "../lib/replay.ts";
import "../styles/map-preview.css";

interface MapPreviewProps {
  latitude: number;
  longitude: number;
  zoom?: number;
  height?: number;
  /** The box below 768 px, when it should differ from full width by `height`. */
  mobileSize?: { width: number; height: number };
  /** What the map shows, e.g. "Map of Westminster, Maryland": the frame's accessible name. */
  title: string;
  /** A map drawn by the build, shown until the visitor asks for the maps service's. */
  drawn?: ReactNode;
}

/** The place on Google Maps in a new tab: offered beside the drawn map and beside the placeholder alike. */
function GoogleMapsLink({ point, zoom }: { point: Parameters<typeof mapPageUrl>[0]; zoom: number }) {
  return (
    <a href={mapPageUrl(point, zoom)} target="_blank" rel="noopener noreferrer">
      Open in Google Maps<span className="visually-hidden"> (opens in a new tab)</span>
    </a>
  );
}

/**
 * A map that costs nothing until asked for: a static preview (no request to the maps service, so no
 * third-party cookies or scripts on page load) with a 'Show map' button that swaps in the embed.
 * Both states take the same box, so nothing below moves.
 */
export function MapPreview({
  latitude,
  longitude,
  zoom = MAP_PREVIEW.defaultZoom,
  height = MAP_PREVIEW.defaultHeight,
  mobileSize,
  title,
  drawn,
}: MapPreviewProps) {
  const [shown, setShown] = useState(false);
  const titleId = useId();
  const frame = useRef<HTMLIFrameElement>(null);
  // The button disappears with the preview: keep keyboard focus on what replaced it.
  useEffect(() => {
    if (shown) frame.current?.focus();
  }, [shown]);
  const point = { latitude, longitude };
  const style = {
    "--map-h": `${height}px`,
    ...(mobileSize ? { "--map-mobile-w": `${mobileSize.width}px`, "--map-mobile-h": `${mobileSize.height}px` } : {}),
  } as CSSProperties;

  return (
    <div className={`map-preview${mobileSize ? " map-preview--sized" : ""}${drawn && !shown ? " map-preview--drawn" : ""}`} style={style}>
      {shown ? (
        <iframe
          ref={frame}
          className="map-preview__frame"
          src={mapEmbedUrl(point, zoom)}
          title={title}
          loading="lazy"
          referrerPolicy="no-referrer-when-downgrade"
          allowFullScreen
        />
      ) : drawn ? (
        <div className="map-preview__drawn">
          {drawn}
          <div className="map-preview__bar">
            <p className="map-preview__title" id={titleId}>
              {title}
            </p>
            <button type="button" className="button button--secondary" aria-describedby={titleId} {...REPLAY} onClick={() => setShown(true)}>
              <MapPin aria-hidden="true" focusable="false" width={18} height={18} />
              {MAP_PREVIEW.button}
            </button>
            <p className="map-preview__note">
              <GoogleMapsLink point={point} zoom={zoom} />
            </p>
          </div>
        </div>
      ) : (
        <div className="map-preview__placeholder">
          <MapPin className="map-preview__pin" aria-hidden="true" focusable="false" width={40} height={40} />
          <p className="map-preview__title" id={titleId}>
            {title}
          </p>
          <p className="map-preview__coords">{formatCoordinates(point)}</p>
          <button type="button" className="button button--primary" aria-describedby={titleId} {...REPLAY} onClick={() => setShown(true)}>
            {MAP_PREVIEW.button}
          </button>
          <p className="map-preview__note">
            Loads Google Maps. <GoogleMapsLink point={point} zoom={zoom} />
          </p>
        </div>
      )}
    </div>
  );
}
