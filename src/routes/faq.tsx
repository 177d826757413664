import { Link } from "react-router";
import { FaqBrowser } from "../components/FaqBrowser.tsx";
import { Img } from "../components/Img.tsx";
import { getFaq, getPage, getSolutions } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import { telHref } from "../lib/share.ts";
import { useRootData } from "../root.tsx";
import "../styles/reading.css";
import "../styles/faq.css";
import "../styles/post-card.css";
import type { Route } from "./+types/faq";

export async function loader() {
  const [page, faq, solutions] = await Promise.all([getPage("faq"), getFaq(), getSolutions()]);
  return { page, faq, solutions };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  const { page, faq } = data!;
  return pageMeta(site, {
    ...page.seo,
    path: "/faq",
    jsonLd: [
      {
        "@context": "https://schema.org",
        "@type": "FAQPage",
        mainEntity: faq.entries.map((e) => ({ "@type": "Question", name: e.question, acceptedAnswer: { "@type": "Answer", text: e.answerText } })),
      },
      breadcrumbs(site, [{ name: "FAQ", path: "/faq" }]),
    ],
  });
};

export default function Faq({ loaderData: { page, faq, solutions } }: Route.ComponentProps) {
  const { site } = useRootData();
  return (
    <>
      <section className="section section--tint page-hero">
        <div className="container">
          <p className="eyebrow">FAQ</p>
          <h1>{page.heading}</h1>
          <p className="section__intro">{page.intro}</p>
        </div>
      </section>

      <section className="section faq-section" aria-label="Questions and answers">
        <div className="container faq-layout">
          <FaqBrowser entries={faq.entries} origin={site.origin} />

          <aside className="faq-contact" aria-labelledby="faq-contact-heading">
            <h2 id="faq-contact-heading">{page.contact.heading}</h2>
            <p>{page.contact.text}</p>
            <Link to="/contact" className="button button--primary">
              {site.assessmentLabel}
            </Link>
            <p className="faq-contact__phone">
              Or call <a href={telHref(site.phone)}>{site.phone}</a>
            </p>
          </aside>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="faq-solutions-heading">
        <div className="container">
          <h2 id="faq-solutions-heading">{page.solutions.heading}</h2>
          <p className="section__intro">{page.solutions.intro}</p>
          <ul className="solution-cards">
            {solutions.map((s) => (
              <li key={s.slug} className="lift-card solution-card">
                <Img image={s.image} sizes="(min-width: 1100px) 280px, (min-width: 640px) 50vw, 100vw" className="solution-card__image" />
                <div className="solution-card__body">
                  <h3>{s.name}</h3>
                  <p>{s.intro}</p>
                  <Link to={s.path} className="solution-card__link">
                    {/* One flex item, so a name on two lines ends with its arrow. */}
                    <span>
                      Explore {s.name}
                      <span aria-hidden="true"> →</span>
                    </span>
                  </Link>
                </div>
              </li>
            ))}
          </ul>
          <div className="button-row">
            <Link to="/solutions" className="button button--secondary">
              View All Solutions
            </Link>
            <Link to="/contact" className="button button--primary">
              Contact Us
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
