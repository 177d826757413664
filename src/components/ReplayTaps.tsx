import { useEffect, useState } from "react";
import { CAPTURE_SCRIPT, replayTaps } from "../lib/replay.ts";
import "../styles/replay.css";

/**
 * The inline capture of taps made before hydration (decision 027), rendered once in <head> by the root
 * layout. In the prerendered HTML, so the site build allows it by its hash like React Router's scripts.
 */
export function TapCapture() {
  return <script dangerouslySetInnerHTML={{ __html: CAPTURE_SCRIPT }} />;
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
