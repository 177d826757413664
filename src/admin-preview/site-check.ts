// The site check in the editor's form (decision 049): a field type of its own (Sveltia CMS's custom field
// API), first in every entry's form, at every width. It hands each change of the entry to the check
// (./checker.ts); the CMS asks it `isValid` before a save, so a save the build would refuse is stopped by
// the CMS's own validation, with the reasons at this field. The problems are also listed in a panel that
// stays in view over the form at every width, each naming its field's label and going to that field.
import { SITE_CHECK_FIELD } from "../../core/admin-preview.ts";
import { entryChanged, forgetVerdict, onVerdict, settledVerdict, type EntrySnapshot, type Verdict } from "./checker.ts";
import type { EntryProblem } from "./validate.ts";

const PANEL_ID = "site-check-panel";

/** The entry's file name in a collection of files (`pages/locations`), or the collection's name. */
export const entryName = (entry: EntrySnapshot) => entry.path?.match(/^content\/(?:pages|legal)\/([^/.]+)\./)?.[1] ?? entry.collection;

const count = (n: number, one: string, more: string) => `${n} ${n === 1 ? one : more}`;

/** The heading of the list: what stops a save, or that a save goes through with warnings. */
export function summary(problems: EntryProblem[]): string {
  const errors = problems.filter((p) => p.severity === "error").length;
  const warnings = problems.length - errors;
  if (errors)
    return `${count(errors, "problem stops", "problems stop")} this entry from being saved${warnings ? `; ${count(warnings, "warning", "warnings")}` : ""}`;
  return problems.length ? `Saved as it is, with ${count(problems.length, "warning", "warnings")}` : "No problems: the site will accept this entry";
}

/** Each problem as one line: its field's label, then what to do. */
export const problemLine = (p: EntryProblem) => `${p.field}: ${p.severity === "warning" ? "warning: " : ""}${p.message}`;

/** The form's field of a problem, scrolled to the middle of the screen and its first input focused. */
function goTo(p: EntryProblem): void {
  // The CMS marks each field of its form with its key path (`name`, `entries.3.answer`); a part of the
  // path that names no field of the form (a list item not drawn) leaves the closest one that does.
  const parts = p.keyPath ? p.keyPath.split(".") : [];
  let target: HTMLElement | null = null;
  for (let n = parts.length; n > 0 && !target; n--)
    target = document.querySelector<HTMLElement>(`section[data-key-path="${CSS.escape(parts.slice(0, n).join("."))}"]`);
  target ??= byLabel(p.field.split(" › ").at(-1)!);
  if (!target) return;
  target.scrollIntoView({ block: "center" });
  const focusable = target.matches("input, textarea, [contenteditable='true']")
    ? target
    : target.querySelector<HTMLElement>("input:not([type='hidden']), textarea, [contenteditable='true'], select, button:not([aria-haspopup])");
  (focusable ?? target).focus({ preventScroll: true });
}

/** A field of the form named `label` (its input's accessible name). */
const byLabel = (label: string) =>
  [...document.querySelectorAll<HTMLElement>("input, textarea, [contenteditable='true']")].find(
    (el) => !el.closest(`#${PANEL_ID}`) && accessibleName(el) === label,
  ) ?? null;

function accessibleName(el: HTMLElement): string {
  const labelledBy = el.getAttribute("aria-labelledby");
  if (labelledBy)
    return labelledBy
      .split(/\s+/)
      .map((id) => document.getElementById(id)?.textContent?.trim() ?? "")
      .join(" ")
      .trim();
  return (el.getAttribute("aria-label") ?? (el.id ? document.querySelector(`label[for="${CSS.escape(el.id)}"]`)?.textContent : "") ?? "").trim();
}

const PANEL_STYLE = [
  "position:fixed",
  "z-index:2147483000",
  "left:8px",
  "bottom:8px",
  "max-width:min(640px, calc(100vw - 16px))",
  "max-height:min(40vh, 360px)",
  "overflow:auto",
  "box-sizing:border-box",
  "padding:8px 12px",
  "border-radius:8px",
  "box-shadow:0 4px 16px rgba(0,0,0,.25)",
  "font:14px/1.45 system-ui, sans-serif",
].join(";");
const ERROR_COLORS = "background:#fdecea;color:#8a1c13;border:2px solid #c0392b";
const WARNING_COLORS = "background:#fff8e1;color:#5c4400;border:2px solid #b7791f";
const LINK_STYLE =
  "font:inherit;font-weight:700;padding:0;border:0;background:none;color:inherit;text-decoration:underline;text-underline-offset:2px;cursor:pointer;text-align:start";

let collapsed = false;

/** The panel for a verdict: shown while the entry has problems, gone when it has none. */
function drawPanel(verdict: Verdict | undefined): void {
  let panel = document.getElementById(PANEL_ID);
  const problems = verdict?.problems ?? [];
  if (!verdict || (!problems.length && !verdict.failed)) {
    panel?.remove();
    return;
  }
  if (!panel) {
    panel = document.createElement("section");
    panel.id = PANEL_ID;
    panel.setAttribute("aria-labelledby", `${PANEL_ID}-heading`);
    document.body.append(panel);
  }
  const errors = problems.some((p) => p.severity === "error");
  panel.setAttribute("style", `${PANEL_STYLE};${errors ? ERROR_COLORS : WARNING_COLORS}`);
  panel.dataset.errors = String(problems.filter((p) => p.severity === "error").length);
  // From the change to the answer, pause included (for the benchmark).
  panel.dataset.checkMs = String(Math.round(verdict.answeredAt - verdict.changedAt));
  const head = document.createElement("div");
  head.style.cssText = "display:flex;align-items:baseline;justify-content:space-between;gap:12px";
  const heading = document.createElement("h2");
  heading.id = `${PANEL_ID}-heading`;
  heading.style.cssText = "margin:0;font-size:15px";
  heading.textContent = verdict.failed
    ? `This entry could not be checked here (${verdict.failed}): the site's build checks it when it is saved`
    : summary(problems);
  const toggle = document.createElement("button");
  toggle.type = "button";
  toggle.setAttribute("style", LINK_STYLE);
  toggle.setAttribute("aria-expanded", String(!collapsed));
  toggle.setAttribute("aria-controls", `${PANEL_ID}-list`);
  toggle.textContent = collapsed ? "Show" : "Hide";
  toggle.addEventListener("click", () => {
    collapsed = !collapsed;
    drawPanel(verdict);
    document.querySelector<HTMLElement>(`#${PANEL_ID} [aria-controls]`)?.focus();
  });
  head.append(heading, toggle);
  const list = document.createElement("ul");
  list.id = `${PANEL_ID}-list`;
  list.hidden = collapsed;
  list.style.cssText = "margin:6px 0 0;padding-left:20px";
  for (const p of problems) {
    const item = document.createElement("li");
    item.dataset.severity = p.severity;
    item.dataset.field = p.field;
    const go = document.createElement("button");
    go.type = "button";
    go.setAttribute("style", LINK_STYLE);
    go.textContent = p.field;
    go.title = `Go to ${p.field}`;
    go.addEventListener("click", () => goTo(p));
    item.append(go, `: ${p.severity === "warning" ? "warning: " : ""}${p.message}`);
    list.append(item);
  }
  panel.replaceChildren(head, list);
}

// A field focused under the panel (by the keyboard, near the bottom of the screen) is brought above it.
document.addEventListener("focusin", (event) => {
  const panel = document.getElementById(PANEL_ID);
  const field = event.target;
  if (!panel || !(field instanceof HTMLElement) || panel.contains(field)) return;
  const under = panel.getBoundingClientRect();
  const at = field.getBoundingClientRect();
  if (at.bottom > under.top && at.top < under.bottom && at.right > under.left && at.left < under.right) field.scrollIntoView({ block: "center" });
});

let current: Verdict | undefined;
let shown = 0;
onVerdict((verdict) => {
  current = verdict;
  if (shown) drawPanel(verdict);
});

interface ControlProps {
  entry?: { toJS(): EntrySnapshot };
  forID: string;
}
interface Control {
  props: ControlProps;
  state: { verdict?: Verdict };
  setState(state: { verdict?: Verdict }): void;
  stop?: () => void;
}

declare global {
  interface Window {
    h?: (type: string, props: Record<string, unknown> | null, ...children: unknown[]) => unknown;
    createClass?: (spec: Record<string, unknown>) => unknown;
  }
}

const changed = (props: ControlProps) => {
  const entry = props.entry?.toJS();
  if (entry) entryChanged(entry, entryName(entry));
};

/** The field's control, a class component of the CMS's own React (it needs an instance for `isValid`). */
export function siteCheckControl(): unknown {
  const { h, createClass } = window;
  if (!h || !createClass) throw new Error("Sveltia CMS did not expose h and createClass");
  return createClass({
    getInitialState: () => ({ verdict: undefined }),
    componentDidMount(this: Control) {
      shown++;
      current = undefined;
      forgetVerdict();
      drawPanel(undefined);
      this.stop = onVerdict((verdict) => {
        this.setState({ verdict });
      });
      const entry = this.props.entry?.toJS();
      if (entry) entryChanged(entry, entryName(entry), true);
    },
    componentDidUpdate(this: Control, previous: ControlProps) {
      if (previous.entry !== this.props.entry) changed(this.props);
    },
    componentWillUnmount(this: Control) {
      this.stop?.();
      if (--shown === 0) drawPanel(undefined);
    },
    /** The CMS's validation before a save (and as the entry changes): what the build would refuse stops it. */
    async isValid(this: Control) {
      changed(this.props);
      const { problems, failed } = await settledVerdict();
      const errors = problems.filter((p) => p.severity === "error");
      // Not checked here is no reason to lose the edit: the host's build checks it again.
      if (failed) return true;
      if (!errors.length) return true;
      return { error: { message: `Not saved: the site would refuse this entry. Fix: ${errors.map(problemLine).join("; ")}` } };
    },
    render(this: Control) {
      const problems = this.state.verdict?.problems ?? current?.problems ?? [];
      const text = this.state.verdict ? summary(problems) : "Checking this entry…";
      return h!(
        "p",
        {
          id: this.props.forID,
          "aria-live": "polite",
          "data-site-check": problems.some((p) => p.severity === "error") ? "errors" : "ok",
          style: { margin: 0 },
        },
        text,
      );
    },
  });
}

export const registerSiteCheck = (register: (name: string, control: unknown) => void) => register(SITE_CHECK_FIELD.widget, siteCheckControl());
