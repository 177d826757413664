import CircleDollarSign from "lucide-react/icons/circle-dollar-sign";
import Info from "lucide-react/icons/info";
import LifeBuoy from "lucide-react/icons/life-buoy";
import Mail from "lucide-react/icons/mail";
import MessageSquareHeart from "lucide-react/icons/message-square-heart";
import Phone from "lucide-react/icons/phone";
import type { LucideIcon } from "lucide-react";
import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import type { SideWidgetHandle } from "../components/SideWidget.tsx";
import { getPage } from "../content/data.server.ts";
import type { Pages } from "../../core/content-types.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import { telHref } from "../lib/share.ts";
import { useRootData } from "../root.tsx";
import "../styles/reading.css";
import "../styles/customer.css";
import type { Route } from "./+types/customer";

/** No side tab offering the assessment: the shoppers who come here buy from a machine, they do not host one. */
export const handle = { sideWidget: false } satisfies SideWidgetHandle;

type Panel = Pages["customer"]["panels"][number];

const PANEL_ICONS: Record<Panel["id"], LucideIcon> = { info: Info, support: LifeBuoy, refund: CircleDollarSign };

export async function loader() {
  return { page: await getPage("customer") };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/customer", jsonLd: [breadcrumbs(site, [{ name: "Customer Support", path: "/customer" }])] });
};

const mailto = (email: string, subject: string) => `mailto:${email}?subject=${encodeURIComponent(subject)}`;

export default function Customer({ loaderData: { page } }: Route.ComponentProps) {
  const { site } = useRootData();
  const panels = [...page.panels].sort((a, b) => a.phoneOption - b.phoneOption);

  // /customer#refund (from a receipt or the footer) opens that panel.
  const { hash } = useLocation();
  useEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target instanceof HTMLDetailsElement) target.open = true;
  }, [hash]);

  return (
    <>
      <section className="section section--tint page-hero">
        <div className="container support-hero">
          <div>
            <p className="eyebrow">We are here to help</p>
            <h1>{page.heading}</h1>
            <p className="section__intro">{page.intro}</p>
          </div>
          <div className="phone-menu">
            <p className="phone-menu__heading">
              <Phone aria-hidden="true" focusable="false" width={20} height={20} />
              Call <a href={telHref(site.phone)}>{site.phone}</a>
            </p>
            <ol className="phone-menu__options">
              {panels.map((p) => (
                <li key={p.id}>
                  <span className="phone-menu__key" aria-hidden="true">
                    {p.phoneOption}
                  </span>
                  <span>
                    <span className="visually-hidden">Press {p.phoneOption}: </span>
                    {p.title}
                  </span>
                </li>
              ))}
            </ol>
          </div>
        </div>
      </section>

      <section className="section" aria-label="How can we help?">
        <div className="container support-layout">
          <div className="support-panels">
            {panels.map((panel) => (
              <SupportPanel key={panel.id} panel={panel} email={site.supportEmail} phone={site.phone} />
            ))}
          </div>
          <aside id="refund-guide" className="refund-guide" aria-labelledby="refund-guide-heading">
            <h2 id="refund-guide-heading">{page.refund.heading}</h2>
            <ul>
              {page.refund.points.map((point) => (
                <li key={point}>{point}</li>
              ))}
            </ul>
          </aside>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="feedback-heading">
        <div className="container feedback">
          <MessageSquareHeart className="feedback__icon" aria-hidden="true" focusable="false" width={40} height={40} />
          <h2 id="feedback-heading">{page.feedback.heading}</h2>
          <p>{page.feedback.text}</p>
          <div className="button-row feedback__actions">
            <a href={mailto(site.supportEmail, "Feedback")} className="button button--primary">
              <Mail aria-hidden="true" focusable="false" width={18} height={18} /> Email Your Feedback
            </a>
            <Link to="/contact" className="button button--secondary">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}

interface SupportPanelProps {
  panel: Panel;
  email: string;
  phone: string;
}

/** One expandable support option: what it is for, the support e-mail and the phone menu option. */
function SupportPanel({ panel, email, phone }: SupportPanelProps) {
  const Glyph = PANEL_ICONS[panel.id];
  return (
    <details id={panel.id} className="support-panel">
      <summary className="support-panel__summary">
        <span className="support-panel__icon">
          <Glyph aria-hidden="true" focusable="false" width={26} height={26} />
        </span>
        {/* No wrapper: a <summary> holds phrasing content and headings only; the grid in customer.css stacks them. */}
        <h2 className="support-panel__title">{panel.title}</h2>
        <span className="support-panel__option">Phone option {panel.phoneOption}</span>
      </summary>
      <div className="support-panel__body">
        <p>{panel.description}</p>
        <ul className="support-panel__ways">
          <li>
            <Mail aria-hidden="true" focusable="false" width={20} height={20} />
            <div>
              <span className="support-panel__label">Email</span>
              <a href={mailto(email, panel.title)}>{email}</a>
            </div>
          </li>
          <li>
            <Phone aria-hidden="true" focusable="false" width={20} height={20} />
            <div>
              <span className="support-panel__label">Call</span>
              <a href={telHref(phone)}>{phone}</a> <span className="support-panel__press">then press {panel.phoneOption}</span>
            </div>
          </li>
        </ul>
        {panel.id === "refund" ? (
          <p className="support-panel__note">
            Before you write, see <a href="#refund-guide">what to include in a refund request</a>.
          </p>
        ) : null}
      </div>
    </details>
  );
}
