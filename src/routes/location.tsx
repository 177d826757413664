import ArrowLeft from "lucide-react/icons/arrow-left";
import { Link, Navigate, redirect } from "react-router";
import { Accordion } from "../components/Accordion.tsx";
import { CallLine } from "../components/CallLine.tsx";
import { Callout } from "../components/Callout.tsx";
import { ErrorScreen, isNotFound } from "../components/ErrorScreen.tsx";
import { FaqTeaser } from "../components/FaqTeaser.tsx";
import { IconCards } from "../components/IconCards.tsx";
import { SwipeRow } from "../components/SwipeRow.tsx";
import { HeroCta } from "../components/HeroCta.tsx";
import { Img } from "../components/Img.tsx";
import { LocalProof } from "../components/Testimonials.tsx";
import { ProductBlock } from "../components/ProductBlock.tsx";
import { PhotoCaption } from "../components/PhotoCaption.tsx";
import "../styles/proof.css";
import { INDUSTRY_PAGE } from "../constants.ts";
import { getFaq, getIndustry, getPage, getRedirect } from "../content/data.server.ts";
import { hrefOf } from "../../core/routes.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import { assessmentLink } from "../lib/assessment.ts";
import { faqPageJsonLd, industryProducts, pick } from "../lib/places.ts";
import { useRootData } from "../root.tsx";
import "../styles/places.css";
import type { Route } from "./+types/location";

export async function loader({ params }: Route.LoaderArgs) {
  const industry = await getIndustry(params.locationSlug);
  if (industry) {
    const [faq, faqPage] = await Promise.all([getFaq(), getPage("faq")]);
    const featured = faq.featured.flatMap((id) => faq.entries.filter((e) => e.id === id));
    return { industry, teaser: { ...faqPage.teaser, questions: featured } };
  }
  // The short forms of old links go to their canonical page, any other unknown slug to the list (redirects.json).
  const short = await getRedirect(hrefOf("industries", params.locationSlug));
  if (short) throw redirect(short.location, short.rule.status);
  throw new Response("Not Found", { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [];
  const site = siteFromMatches(matches);
  const { industry } = data;
  return pageMeta(site, {
    ...industry.seo,
    path: industry.path,
    image: industry.hero.image.large,
    jsonLd: [
      breadcrumbs(site, [
        { name: "Prospective Locations", path: "/locations" },
        { name: industry.name, path: industry.path },
      ]),
      faqPageJsonLd(industry.faq),
    ],
  });
};

const withName = (text: string, name: string) => text.replaceAll("{name}", name);

export default function Location({ loaderData: { industry, teaser } }: Route.ComponentProps) {
  const { shared, solutions, site } = useRootData();
  const products = industryProducts(industry, solutions);

  return (
    <>
      <section className="section industry-hero">
        <div className="container">
          <Link to="/locations" className="back-link">
            <ArrowLeft aria-hidden="true" focusable="false" width={18} height={18} />
            {INDUSTRY_PAGE.back}
          </Link>
          <div className="industry-hero__grid">
            <div className="industry-hero__text hero-text">
              <p className="places-eyebrow">{industry.name}</p>
              <h1>{industry.title}</h1>
              <p className="industry-hero__peach">{industry.hero.peachText}</p>
              <HeroCta assessment={{ label: site.assessmentLabel, href: assessmentLink({ from: industry.path, location: industry.formLocation }) }} />
              <p className="industry-hero__description hero-after">{industry.hero.description}</p>
            </div>
            <div className="industry-hero__media">
              {industry.photo ? (
                <figure className="proof-photo">
                  <Img image={industry.photo.image} priority sizes="(min-width: 1024px) 560px, 100vw" />
                  <PhotoCaption photo={industry.photo} />
                </figure>
              ) : (
                <Img image={industry.hero.image} priority sizes="(min-width: 1024px) 560px, 100vw" />
              )}
            </div>
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="industry-benefits">
        <div className="container">
          <h2 id="industry-benefits" className="places-heading">
            {industry.benefits.title}
          </h2>
          <IconCards
            exclusive={false}
            className="icon-cards--four"
            label={industry.benefits.title}
            items={industry.benefits.items.map((b) => ({ icon: b.icon, title: b.title, text: b.description }))}
          />
        </div>
      </section>

      <LocalProof testimonial={industry.testimonial} />

      <section className="section section--tint" aria-labelledby="industry-challenges">
        <div className="container">
          <h2 id="industry-challenges" className="places-heading">
            {INDUSTRY_PAGE.painPointsHeading}
          </h2>
          <IconCards
            exclusive={false}
            className="icon-cards--three icon-cards--pain"
            label={INDUSTRY_PAGE.painPointsHeading}
            items={industry.painPoints.map((p) => ({ icon: p.icon, title: p.title, text: p.point }))}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="industry-solutions">
        <div className="container">
          <h2 id="industry-solutions" className="places-heading">
            {withName(INDUSTRY_PAGE.solutionsHeading, industry.name)}
          </h2>
          <IconCards
            exclusive={false}
            numbered
            className="icon-cards--three"
            label={withName(INDUSTRY_PAGE.solutionsHeading, industry.name)}
            items={industry.customSolutions.map((s) => ({ title: s.title, text: s.description }))}
          />
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="industry-products">
        <div className="container">
          <h2 id="industry-products" className="places-heading">
            {withName(INDUSTRY_PAGE.productsHeading, industry.name)}
          </h2>
          <SwipeRow className="product-blocks" label={withName(INDUSTRY_PAGE.productsHeading, industry.name)}>
            {products.map((p, i) => (
              <li key={p.solution.path}>
                <ProductBlock block={p.block} solution={p.solution} reversed={i % 2 === 1} />
              </li>
            ))}
          </SwipeRow>
        </div>
      </section>

      <Callout callout={pick(shared.callouts, "zero-cost-amenity")} />

      <section className="section" aria-labelledby="industry-faq">
        <div className="container container--narrow">
          <h2 id="industry-faq" className="places-heading">
            {withName(INDUSTRY_PAGE.faqHeading, industry.name)}
          </h2>
          <Accordion exclusive className="faq-accordion" items={industry.faq.map((f) => ({ title: f.question, content: <p>{f.answer}</p> }))} />
        </div>
      </section>

      <section className="section places-cta" aria-labelledby="industry-cta">
        <div className="container">
          <h2 id="industry-cta">{INDUSTRY_PAGE.ctaHeading}</h2>
          <p>{INDUSTRY_PAGE.ctaText}</p>
          <div className="button-row places-center">
            <Link to={INDUSTRY_PAGE.ctaPrimary.href} className="button button--peach button--large">
              {INDUSTRY_PAGE.ctaPrimary.label}
            </Link>
            <Link to={INDUSTRY_PAGE.ctaSecondary.href} className="button places-cta__secondary button--large">
              {INDUSTRY_PAGE.ctaSecondary.label}
            </Link>
          </div>
          <CallLine phone={site.phone} hours={site.openingHours} className="places-cta__call" />
        </div>
      </section>

      {/* The shared sections: the FAQ teaser after the closing call to action; the call-out before the
          page's own questions, so that the page ends once (decision 041). */}
      <FaqTeaser questions={teaser.questions} heading={teaser.heading} intro={teaser.intro} />
    </>
  );
}

/** A location the site does not have (client-side navigation): back to the list. Any other failure: the site's error page, logged. */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (!isNotFound(error)) return <ErrorScreen error={error} />;
  return <Navigate to="/locations" replace />;
}
