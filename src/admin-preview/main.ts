// The editor's previews, loaded by /admin/ after Sveltia CMS: a preview template for every
// entry (templates.ts) that shows the page of the site the entry makes, rendered by the site's own route
// and frame components (render.tsx) from the entry as the content build would write it (entries.ts), in
// the site's own stylesheets (registered by /admin/preview.js). The CMS renders the template with its own
// React; this bundle renders the page to markup with its own copy and hands the CMS an element holding it.
import type { AdminPreviewData } from "../../core/admin-preview.ts";
import { checker, checkEntryNow, PAUSE_MS, previewContent, type EntrySnapshot } from "./checker.ts";
import { buildEntry, fillRequired, Pictures, slugOf } from "./entries.ts";
import { renderPage } from "./render.tsx";
import { registerEmptyMenu } from "./empty-menu.ts";
import { registerNewSlug } from "./new-slug.ts";
import { registerOpenAtTop } from "./open-at-top.ts";
import { registerSaveForm, type SaveFormCms } from "./save-form.ts";
import { entryName, problemLine, registerSiteCheck } from "./site-check.ts";
import { file, setContent, setOverrides } from "./store.ts";
import { registrationNames, templateFor } from "./templates.ts";

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
  timer?: ReturnType<typeof setTimeout>;
  /** When the entry last changed (performance.now()). */
  last?: number;
  refresh(): void;
}

declare global {
  interface Window {
    CMS?: {
      registerPreviewTemplate(name: string, component: unknown): void;
      registerEventListener(listener: { name: string; handler: (args: { entry: { toJS(): EntrySnapshot } }) => unknown }): void;
      registerFieldType(name: string, control: unknown): void;
    };
  }
}

let data: Promise<AdminPreviewData> | undefined;
const content = () =>
  (data ??= previewContent().then((loaded) => {
    setContent(loaded.dist);
    return loaded;
  }));

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

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
    if (template.collection.format === "markdown") filled.body = raw.body ?? "";
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
    return html;
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
      // The page is rendered on the editor's own thread: a change after a pause is drawn at once, those
      // that follow it while typing goes on once typing pauses.
      if (previous.entry === this.props.entry) return;
      const quiet = performance.now() - (this.last ?? 0) > PAUSE_MS;
      this.last = performance.now();
      clearTimeout(this.timer);
      if (quiet && !this.timer) this.refresh();
      else
        this.timer = setTimeout(() => {
          this.timer = undefined;
          this.refresh();
        }, PAUSE_MS);
    },
    componentWillUnmount(this: ClassComponent) {
      this.gone = true;
      clearTimeout(this.timer);
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
 * A save the build would refuse is refused here too, before it becomes a commit (the site check's field
 * stops it first, where the CMS validates its form): the CMS awaits this handler in its save, stops on
 * what it throws and shows the error's message in its dialog. Warnings do not stop a save.
 */
async function refuseBadSave({ entry }: { entry: { toJS(): EntrySnapshot } }): Promise<void> {
  const snapshot = entry.toJS();
  const { problems, failed } = await checkEntryNow(snapshot, entryName(snapshot));
  const errors = problems.filter((p) => p.severity === "error");
  // Not checked here (the check failed or ran too long) is no reason to lose the edit: the host's build checks it.
  if (failed) return;
  if (!errors.length) return;
  throw new Error(
    `Not saved: the site would refuse this entry. Fix ${errors.length === 1 ? "this" : `these ${errors.length}`} and save again: ${errors.map(problemLine).join("; ")}`,
  );
}

if (window.CMS) {
  registerSaveForm(window.CMS as unknown as SaveFormCms);
  registerOpenAtTop();
  registerEmptyMenu();
  registerNewSlug();
  window.CMS.registerEventListener({ name: "preSave", handler: refuseBadSave });
  registerSiteCheck((name, control) => window.CMS!.registerFieldType(name, control));
  for (const name of registrationNames()) window.CMS.registerPreviewTemplate(name, template(name));
  void content().catch(() => {});
  void checker().catch(() => {});
}
