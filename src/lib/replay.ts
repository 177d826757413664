// No lost taps (decision 027). A control that needs the page's scripts carries `data-replay` (spread
// `REPLAY` on it). Until React has hydrated the page, the inline capture below (run from <head>, before
// any module, allowed by the page's Content-Security-Policy through its hash like React Router's own
// inline scripts) holds a click on such a control, keyboard activation included (Enter and Space click a
// button, Enter in a field clicks the form's submit button): it keeps the browser's default action
// (a native form post, the browser's validation bubbles) from running, marks the control
// `data-replay-pending` (pressed feedback, styles/replay.css) and `aria-busy`, and keeps it once, so an
// impatient second tap does not undo the first. `replayTaps`, run once the hydrated page's effects have
// settled (components/ReplayTaps.tsx), clicks each held control again, now answered by React. A text
// field with `data-replay` needs no holding (what is typed stays in it): React is told of the text then.
// The keys the scripts answer are held too and pressed again then: arrow keys, Home and End on a
// `data-replay` control (the FAQ's tabs, the carousel's arrows) and Ctrl or ⌘ + K anywhere (the search).
// A held tap or key goes no further than the capture: React, listening from the moment it starts
// hydrating, would otherwise answer it once itself and again when it is replayed (a tab moved two steps).
// If the scripts fail to load (an error event from a script or preload) or are still not running 15 s
// after a held tap, the capture lets go: held controls are clicked again for the browser's own default
// (the contact form posts natively), and later taps are left alone.

/** Marks a control as answered once scripts run: `<button {...REPLAY}>`. */
export const REPLAY = { "data-replay": "" } as const;

/** How long a held tap waits for the scripts before the capture gives the page back to the browser. */
export const REPLAY_GIVE_UP_MS = 15_000;

interface Capture {
  /** Held controls, in the order they were tapped. */
  p: HTMLElement[];
  /** Held key presses: where, which key, with Ctrl or ⌘. */
  k: [HTMLElement | Window, string, boolean][];
  /** Stops holding taps and returns the held controls, each once. */
  off(): HTMLElement[];
}

declare global {
  interface Window {
    __replay?: Capture;
  }
}

/**
 * The capture, as it runs in the page (ES2017, no modules, under 1 KB). Kept as a literal so its
 * CSP hash is the same on every build; tests/unit/replay.test.ts runs it in a stand-in window.
 */
export const CAPTURE_SCRIPT = /* @__PURE__ */ `(function(){var w=window,p=[],k=[],t=0,A="data-replay-pending",
r=function(e){return e.target.closest&&e.target.closest("[data-replay]")},
f=function(e){var c=r(e);if(!c)return;e.preventDefault();e.stopPropagation();
if(p.indexOf(c)<0){p.push(c);c.setAttribute(A,"");c.setAttribute("aria-busy","true")}t=t||setTimeout(g,${REPLAY_GIVE_UP_MS})},
y=function(e){var m=e.ctrlKey||e.metaKey,c=r(e);if(m?/^k$/i.test(e.key):c&&/^(Arrow|Home$|End$)/.test(e.key)){e.preventDefault();e.stopPropagation();k.push([c||w,e.key,m])}},
o=function(){["click",f,"keydown",y,"error",x].forEach(function(v,i,a){i%2||w.removeEventListener(v,a[i+1],true)});clearTimeout(t);
return p.splice(0).map(function(c){c.removeAttribute(A);c.removeAttribute("aria-busy");return c})},
g=function(){o().forEach(function(c){c.isConnected&&c.click()})},
x=function(e){var n=e.target;(n.tagName=="SCRIPT"||n.rel=="modulepreload")&&g()};
w.__replay={p:p,k:k,off:o};w.addEventListener("click",f,true);w.addEventListener("keydown",y,true);w.addEventListener("error",x,true)})()`.replace(/\n/g, "");

/**
 * Answers the taps held before hydration: stops the capture and clicks each held control that is still
 * in the page and enabled, now that React handles the click. Does nothing the second time.
 */
export function replayTaps(): void {
  const capture = window.__replay;
  if (!capture) return;
  delete window.__replay;
  for (const field of document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>("input[data-replay], textarea[data-replay]")) announceTyped(field);
  for (const control of capture.off()) {
    if (control.isConnected && !(control as HTMLButtonElement).disabled) control.click();
  }
  for (const [target, key, ctrlKey] of capture.k) {
    if (target === window || (target as HTMLElement).isConnected)
      target.dispatchEvent(new KeyboardEvent("keydown", { key, ctrlKey, bubbles: true, cancelable: true }));
  }
}

/**
 * A field typed into before hydration keeps the text on screen, but React took it for the field's value
 * when it hydrated and never calls its onChange. Sets the field back to its prerendered value through
 * React's tracking of the property, then to the typed text past it, and fires the `input` event React
 * listens to, as a keystroke would.
 */
function announceTyped(field: HTMLInputElement | HTMLTextAreaElement): void {
  const typed = field.value;
  if (typed === field.defaultValue) return;
  field.value = field.defaultValue;
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field), "value")?.set?.call(field, typed);
  field.dispatchEvent(new Event("input", { bubbles: true }));
}
