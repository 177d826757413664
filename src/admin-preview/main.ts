// The editor's previews (issue 30), loaded by /admin/ after Sveltia CMS: a preview template for every
// entry (templates.ts) that shows the page of the site the entry makes, rendered by the site's own route
// and frame components (render.tsx) from the entry as the content build would write it (entries.ts), in
// the site's own stylesheets (registered by /admin/preview.js). The CMS renders the template with its own
// React; this bundle renders the page to markup with its own copy and hands the CMS an element holding it.
import { ADMIN_PREVIEW_DATA, ADMIN_PREVIEW_DIR, type AdminPreviewData } from "../../core/admin-preview.ts";
import { buildEntry, fillRequired, Pictures, slugOf } from "./entries.ts";
import { entryPath, entryProblems, type EntryProblem } from "./validate.ts";
import { renderPage } from "./render.tsx";
import { registerNewSlug } from "./new-slug.ts";
import { registerOpenAtTop } from "./open-at-top.ts";
import { registerSaveForm, type SaveFormCms } from "./save-form.ts";
import { file, setContent, setOverrides } from "./store.ts";
import { registrationNames, templateFor } from "./templates.ts";

/** An entry as the CMS hands it over (Decap's interface, as Sveltia CMS 0.221 implements it). */
interface EntrySnapshot {
  collection: string;
  slug: string;
  /** The file's path in the repository, where the CMS gives it (`content/posts/x.md`). */
  path?: string;
  data: Record<string, unknown>;
  mediaFiles?: { path: string; url: string }[];
}

/** What the CMS passes a preview template. */
interface TemplateProps {
  entry: {
    get(key: string): unknown;
    toJS(): EntrySnapshot;
  };
  getAsset: (path: string) => { toString(): string } | undefined;
  document?: Document;
  window?: Window;
}

interface ClassComponent {
  props: TemplateProps;
  state: { html: string; phone: boolean; ms: number };
  setState(state: Partial<{ html: string; phone: boolean; ms: number }>): void;
  seq?: number;
  gone?: boolean;
  refresh(): void;
}

declare global {
  interface Window {
    CMS?: {
      registerPreviewTemplate(name: string, component: unknown): void;
      registerEventListener(listener: { name: string; handler: (args: { entry: { toJS(): EntrySnapshot } }) => unknown }): void;
    };
    /** The CMS's React: `createElement` and create-react-class. */
    h?: (type: string, props: Record<string, unknown>, ...children: unknown[]) => unknown;
    createClass?: (spec: Record<string, unknown>) => unknown;
  }
}

let data: Promise<AdminPreviewData> | undefined;
const content = () =>
  (data ??= fetch(`/${ADMIN_PREVIEW_DIR}/${ADMIN_PREVIEW_DATA}`).then(async (r) => {
    if (!r.ok) throw new Error(`/${ADMIN_PREVIEW_DIR}/${ADMIN_PREVIEW_DATA}: ${r.status}`);
    const loaded = (await r.json()) as AdminPreviewData;
    setContent(loaded.dist);
    return loaded;
  }));

/** What the CLI would refuse, above the page and over its sticky header: the site's own stylesheets know nothing of it. */
const PROBLEMS_STYLE =
  "position:relative;z-index:2147483646;margin:0;padding:10px 16px 10px 32px;background:#fdecea;color:#8a1c13;border-bottom:2px solid #c0392b;font:15px/1.5 system-ui,sans-serif";

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The entry's problems by the site's own rules, or none when its file has no place in content/ yet (no slug). */
async function checked(collection: string, name: string, entry: EntrySnapshot, schemaId: string): Promise<EntryProblem[]> {
  const { data: raw, slug = "", mediaFiles = [] } = entry;
  const rel = entry.path?.startsWith("content/") ? entry.path : entryPath(collection, name, typeof raw.slug === "string" && raw.slug ? raw.slug : slug);
  if (!rel) return [];
  const replaces = entryPath(collection, name, slug);
  return entryProblems(rel, raw, await content(), { replaces, uploads: mediaFiles.map((f) => f.path), schemaId });
}

/** The problems above the page, errors first, each naming its field; nothing when there are none. */
function problemList(problems: EntryProblem[]): string {
  if (!problems.length) return "";
  const errors = problems.filter((p) => p.severity === "error").length;
  const heading = errors
    ? `${errors} ${errors === 1 ? "problem stops" : "problems stop"} this entry from being saved:`
    : "Saved as it is, with these warnings:";
  const items = problems
    .map(
      (p) =>
        `<li data-field="${escape(p.field)}" data-severity="${p.severity}"><strong>${escape(p.field)}</strong>: ${p.severity === "warning" ? "warning: " : ""}${escape(p.message)}</li>`,
    )
    .join("");
  return `<div class="admin-preview__problems" role="alert" style="${PROBLEMS_STYLE}"><p style="margin:0 0 4px;font-weight:700">${heading}</p><ul style="margin:0;padding-left:20px">${items}</ul></div>`;
}

/** Renders are one at a time: the content store holds one entry's files while its page renders. */
let queue: Promise<unknown> = Promise.resolve();

/** The page for the entry as it stands, as markup; a problem is shown at the top of the page instead of failing. */
export function previewHtml(name: string, props: TemplateProps): Promise<string> {
  const run = async () => {
    const { collection, data: raw, mediaFiles = [] } = props.entry.toJS();
    const template = templateFor(collection, name);
    if (!template) return `<p class="admin-preview__problem">No preview for ${escape(collection)}/${escape(name)}.</p>`;
    const { images, schemas } = await content();
    const filled = fillRequired(schemas, template.schema, { $ref: template.schema }, raw) as Record<string, unknown>;
    if (template.kind === "post") filled.body = raw.body ?? "";
    const uploads = JSON.stringify(mediaFiles.map((f) => [f.path, f.url]));
    const pictures = new Pictures(images, (ref) => props.getAsset(ref)?.toString(), uploads);
    setOverrides(new Map());
    const built = await buildEntry(template.kind, name, filled, pictures, (rel) => file(rel));
    setOverrides(built.files);
    const slug = slugOf(filled);
    let html: string;
    try {
      html = await renderPage(template.page(slug, file));
    } catch (caught) {
      html = `<main id="main"><p class="admin-preview__problem">This entry cannot be shown yet: ${escape((caught as Error).message)}</p></main>`;
    }
    return `${problemList(await checked(collection, name, props.entry.toJS(), template.schema))}${html}`;
  };
  const next = queue.then(run, run);
  queue = next.catch(() => {});
  return next.catch((caught: Error) => `<p class="admin-preview__problem">${escape(caught.message)}</p>`);
}

/** A phone's width: the preview's frame is narrowed to it, so the page's own breakpoints apply. */
export const PHONE_WIDTH = 390;

/** The preview frame at a phone's width, centred, or back at the pane's. */
function phoneWidth(frame: Element | null | undefined, on: boolean): void {
  if (!(frame instanceof HTMLElement)) return;
  frame.style.width = on ? `${PHONE_WIDTH}px` : "";
  frame.style.marginInline = on ? "auto" : "";
  frame.style.boxShadow = on ? "0 0 0 1px #c8ccd2" : "";
}

/** Floating above the page (its header sticks to the top, its call bar to the bottom on a phone). */
const BAR_STYLE = { position: "fixed", right: "12px", bottom: "88px", zIndex: 2147483647, font: "13px/1.4 system-ui, sans-serif" };
const BUTTON_STYLE = {
  font: "inherit",
  padding: "4px 12px",
  border: "1px solid #8a94a0",
  borderRadius: "999px",
  background: "#fff",
  color: "#1d2733",
  cursor: "pointer",
  boxShadow: "0 2px 6px rgba(0, 0, 0, 0.2)",
};

/** The template the CMS renders for `name`: a class component of the CMS's own React holding the markup. */
function template(name: string): unknown {
  const { h, createClass } = window;
  if (!h || !createClass) throw new Error("Sveltia CMS did not expose h and createClass");
  return createClass({
    getInitialState: () => ({ html: "", phone: false, ms: 0 }),
    componentDidMount(this: ClassComponent) {
      this.refresh();
    },
    componentDidUpdate(this: ClassComponent, previous: TemplateProps) {
      if (previous.entry !== this.props.entry) this.refresh();
    },
    componentWillUnmount(this: ClassComponent) {
      this.gone = true;
      phoneWidth(this.props.window?.frameElement, false);
    },
    refresh(this: ClassComponent) {
      const seq = (this.seq = (this.seq ?? 0) + 1);
      const started = performance.now();
      void previewHtml(name, this.props).then((html) => {
        if (!this.gone && seq === this.seq) this.setState({ html, ms: Math.round(performance.now() - started) });
      });
    },
    render(this: ClassComponent) {
      const { phone } = this.state;
      const toggle = () => {
        phoneWidth(this.props.window?.frameElement, !phone);
        this.setState({ phone: !phone });
      };
      return h(
        "div",
        // How long the last update took to render, from the entry's change to the markup (for the tests).
        { className: "admin-preview", "data-preview": name, "data-render-ms": this.state.ms },
        h(
          "div",
          { className: "admin-preview__bar", style: BAR_STYLE },
          h("button", { type: "button", "aria-pressed": phone, onClick: toggle, style: BUTTON_STYLE }, `Phone width (${PHONE_WIDTH} px)`),
        ),
        h("div", { dangerouslySetInnerHTML: { __html: this.state.html } }),
      );
    },
  });
}

/**
 * A save the build would refuse is refused here, before it becomes a commit: the CMS awaits this handler in
 * its save and stops on what it throws, showing the message. Warnings do not stop a save.
 */
async function refuseBadSave({ entry }: { entry: { toJS(): EntrySnapshot } }): Promise<void> {
  const snapshot = entry.toJS();
  const { collection, path } = snapshot;
  const name = path?.match(/^content\/(?:pages|legal)\/([^/.]+)\./)?.[1] ?? collection;
  const template = templateFor(collection, name);
  if (!template) return;
  const errors = (await checked(collection, name, snapshot, template.schema)).filter((p) => p.severity === "error");
  showRefusal(errors);
  if (!errors.length) return;
  const list = errors.map((p) => `${p.field}: ${p.message}`).join("\n");
  throw new Error(`Not saved: the site's build would refuse this entry.\n${list}`);
}

const REFUSAL_ID = "content-check-refusal";
const REFUSAL_STYLE =
  "position:fixed;z-index:2147483647;top:12px;left:50%;transform:translateX(-50%);max-width:min(720px,calc(100vw - 24px));max-height:60vh;overflow:auto;padding:12px 16px;background:#fdecea;color:#8a1c13;border:2px solid #c0392b;border-radius:8px;box-shadow:0 4px 16px rgba(0,0,0,.25);font:15px/1.5 system-ui,sans-serif";

/**
 * The CMS logs what a preSave listener throws but shows nothing: a refused save is announced here, over
 * the editor, with each problem and its field, until it is closed or a save goes through.
 */
function showRefusal(errors: EntryProblem[]): void {
  document.getElementById(REFUSAL_ID)?.remove();
  if (!errors.length) return;
  const box = document.createElement("div");
  box.id = REFUSAL_ID;
  box.setAttribute("role", "alert");
  box.setAttribute("style", REFUSAL_STYLE);
  const heading = document.createElement("p");
  heading.style.cssText = "margin:0 0 4px;font-weight:700";
  heading.textContent = `Not saved: the site's build would refuse this entry. Fix ${errors.length === 1 ? "this" : `these ${errors.length}`} and save again:`;
  const list = document.createElement("ul");
  list.style.cssText = "margin:0 0 8px;padding-left:20px";
  for (const p of errors) {
    const item = document.createElement("li");
    const field = document.createElement("strong");
    field.textContent = p.field;
    item.append(field, `: ${p.message}`);
    list.append(item);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.textContent = "Close";
  close.style.cssText = "font:inherit;padding:2px 12px;border:1px solid #8a1c13;border-radius:999px;background:#fff;color:#8a1c13;cursor:pointer";
  close.addEventListener("click", () => box.remove());
  box.append(heading, list, close);
  document.body.append(box);
  close.focus();
  explainInDialog(list);
}

/** The words of the CMS's own dialog on a failed save ("There was an error while saving the entry..."). */
const SAVE_FAILED = "error while saving";

/**
 * The CMS answers the refusal with a modal dialog of its own that says only "try again later" and sits
 * above everything else on the page: the reasons are written into it as well, under its message.
 */
function explainInDialog(list: HTMLUListElement): void {
  const started = performance.now();
  const observer = new MutationObserver(() => {
    const matches = [...document.querySelectorAll('[role="alertdialog"], [role="alertdialog"] *')].filter((el) => el.textContent?.includes(SAVE_FAILED));
    const message = matches.at(-1);
    if (message) {
      observer.disconnect();
      const reasons = document.createElement("div");
      reasons.className = "content-check-reasons";
      reasons.style.cssText = "display:block;margin-top:8px;color:#8a1c13;text-align:start";
      const lead = document.createElement("p");
      lead.style.cssText = "margin:0 0 4px;font-weight:700";
      lead.textContent = "Not saved: the site's build would refuse this entry. Fix it and save again:";
      reasons.append(lead, list.cloneNode(true));
      // Inside the message's own element: lined up with it, in the dialog's margins.
      message.append(reasons);
    } else if (performance.now() - started > 5_000) observer.disconnect();
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
}

if (window.CMS) {
  registerSaveForm(window.CMS as unknown as SaveFormCms);
  registerOpenAtTop();
  registerNewSlug();
  window.CMS.registerEventListener({ name: "preSave", handler: refuseBadSave });
  for (const name of registrationNames()) window.CMS.registerPreviewTemplate(name, template(name));
  void content().catch(() => {});
}
