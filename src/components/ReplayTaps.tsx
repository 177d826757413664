import { useEffect, useState } from "react";
import { CAPTURE_SCRIPT, replayTaps } from "../lib/replay.ts";
import "../styles/replay.css";

/**
 * The inline capture of taps made before hydration (decision 027), rendered once in <head> by the root
 * layout. In the prerendered HTML, so the site build allows it by its hash like React Router's scripts.
 * Its text only matters there: the client bundle leaves it out (`import.meta.env.SSR` is false there, so
 * the minifier drops the string, 0.5 KB gzip on every page), and hydration keeps the element as it is.
 */
export function TapCapture() {
  return <script suppressHydrationWarning dangerouslySetInnerHTML={{ __html: import.meta.env.SSR ? CAPTURE_SCRIPT : "" }} />;
}

/**
 * Replays the held taps once the page has hydrated and settled: the first effect lets the state updates
 * the components make from their own mount effects (the contact form turning scripted, the menu closing on
 * a new location) render first, so the replayed click meets the page as a visitor would after hydration.
 * Rendered once, last in the root.
 */
export function ReplayTaps() {
  const [settled, setSettled] = useState(false);
  useEffect(() => {
    if (settled) replayTaps();
    else setSettled(true);
  }, [settled]);
  return null;
}
