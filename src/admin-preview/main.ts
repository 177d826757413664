// The editor's previews (issue 30), loaded by /admin/ after Sveltia CMS: a preview template for every
// entry (templates.ts) that shows the page of the site the entry makes, rendered by the site's own route
// and frame components (render.tsx) from the entry as the content build would write it (entries.ts), in
// the site's own stylesheets (registered by /admin/preview.js). The CMS renders the template with its own
// React; this bundle renders the page to markup with its own copy and hands the CMS an element holding it.
import { ADMIN_PREVIEW_DATA, ADMIN_PREVIEW_DIR, type AdminPreviewData } from "../../core/admin-preview.ts";
import { buildEntry, fillRequired, Pictures, slugOf } from "./entries.ts";
import { renderPage } from "./render.tsx";
import { file, setContent, setOverrides } from "./store.ts";
import { registrationNames, templateFor } from "./templates.ts";

/** What the CMS passes a preview template (Decap's interface, as Sveltia CMS 0.221 implements it). */
interface TemplateProps {
  entry: { get(key: string): unknown; toJS(): { collection: string; slug: string; data: Record<string, unknown> } };
  getAsset: (path: string) => { toString(): string } | undefined;
  document?: Document;
  window?: Window;
}

interface ClassComponent {
  props: TemplateProps;
  state: { html: string };
  setState(state: { html: string }): void;
  seq?: number;
  gone?: boolean;
  refresh(): void;
}

declare global {
  interface Window {
    CMS?: { registerPreviewTemplate(name: string, component: unknown): void };
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

const escape = (text: string) => text.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** Renders are one at a time: the content store holds one entry's files while its page renders. */
let queue: Promise<unknown> = Promise.resolve();

/** The page for the entry as it stands, as markup; a problem is shown at the top of the page instead of failing. */
export function previewHtml(name: string, props: TemplateProps): Promise<string> {
  const run = async () => {
    const { collection, data: raw } = props.entry.toJS();
    const template = templateFor(collection, name);
    if (!template) return `<p class="admin-preview__problem">No preview for ${escape(collection)}/${escape(name)}.</p>`;
    const { images, schemas } = await content();
    const filled = fillRequired(schemas, template.schema, { $ref: template.schema }, raw) as Record<string, unknown>;
    if (template.kind === "post") filled.body = raw.body ?? "";
    const pictures = new Pictures(images, (ref) => props.getAsset(ref)?.toString());
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
    const problems = built.problems.map((p) => `<li data-field="${escape(p.field)}"><strong>${escape(p.field)}</strong>: ${escape(p.message)}</li>`).join("");
    return problems ? `<ul class="admin-preview__problems" role="alert">${problems}</ul>${html}` : html;
  };
  const next = queue.then(run, run);
  queue = next.catch(() => {});
  return next.catch((caught: Error) => `<p class="admin-preview__problem">${escape(caught.message)}</p>`);
}

/** The template the CMS renders for `name`: a class component of the CMS's own React holding the markup. */
function template(name: string): unknown {
  const { h, createClass } = window;
  if (!h || !createClass) throw new Error("Sveltia CMS did not expose h and createClass");
  return createClass({
    getInitialState: () => ({ html: "" }),
    componentDidMount(this: ClassComponent) {
      this.refresh();
    },
    componentDidUpdate(this: ClassComponent, previous: TemplateProps) {
      if (previous.entry !== this.props.entry) this.refresh();
    },
    componentWillUnmount(this: ClassComponent) {
      this.gone = true;
    },
    refresh(this: ClassComponent) {
      const seq = (this.seq = (this.seq ?? 0) + 1);
      void previewHtml(name, this.props).then((html) => {
        if (!this.gone && seq === this.seq) this.setState({ html });
      });
    },
    render(this: ClassComponent) {
      return h("div", { className: "admin-preview", "data-preview": name, dangerouslySetInnerHTML: { __html: this.state.html } });
    },
  });
}

if (window.CMS) {
  for (const name of registrationNames()) window.CMS.registerPreviewTemplate(name, template(name));
  void content().catch(() => {});
}
