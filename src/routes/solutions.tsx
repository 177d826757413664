import { Link } from "react-router";
import { Carousel } from "../components/Carousel.tsx";
import { HeroCta } from "../components/HeroCta.tsx";
import { HeroIntro } from "../components/HeroIntro.tsx";
import { Icon } from "../components/Icon.tsx";
import { SolutionBlock } from "../components/SolutionBlock.tsx";
import { SOLUTIONS_PAGE } from "../constants.ts";
import { getPage, getSolutions } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import { useRootData } from "../root.tsx";
import "../styles/places.css";
import type { Route } from "./+types/solutions";

export async function loader() {
  const [page, solutions] = await Promise.all([getPage("solutions"), getSolutions()]);
  const paths = Object.fromEntries(solutions.map((s) => [s.slug, s.path]));
  return { page, paths };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/solutions", jsonLd: [breadcrumbs(site, [{ name: "Solutions", path: "/solutions" }])] });
};

export default function Solutions({ loaderData: { page, paths } }: Route.ComponentProps) {
  const { site } = useRootData();
  return (
    <>
      <section className="section places-hero places-hero--center">
        <div className="container hero-text">
          <h1>{page.heading}</h1>
          <HeroIntro text={page.intro} />
          <HeroCta assessment={{ label: site.assessmentLabel, href: "/contact" }} secondary={SOLUTIONS_PAGE.heroSecondary} />
          <div className="places-hero__media">
            <Carousel images={page.carousel} effect="fade" label="Our unattended retail solutions" priority />
          </div>
        </div>
      </section>

      <section className="section section--tint fade-in" aria-labelledby="solutions-benefits">
        <div className="container">
          <h2 id="solutions-benefits" className="places-heading">
            {page.benefits.heading}
          </h2>
          <ul className="card-grid places-cards places-cards--three">
            {page.benefits.items.map((item) => (
              <li key={item.title} className="card places-card">
                <span className="icon-cards__badge">
                  <Icon name={item.icon} size={22} />
                </span>
                <h3>{item.title}</h3>
                <p>{item.description}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className="section" aria-labelledby="solutions-formats">
        <div className="container">
          <h2 id="solutions-formats" className="places-heading">
            {page.blocks.heading}
          </h2>
          <div className="solution-blocks">
            {page.blocks.items.map((block, i) => (
              <SolutionBlock
                key={block.solution}
                title={block.title}
                description={block.description}
                image={block.image}
                href={paths[block.solution]}
                linkLabel={block.linkLabel}
                reversed={i % 2 === 1}
              />
            ))}
          </div>
        </div>
      </section>

      <section className="section places-cta" aria-labelledby="solutions-cta">
        <div className="container">
          <h2 id="solutions-cta">{SOLUTIONS_PAGE.ctaHeading}</h2>
          <p>{SOLUTIONS_PAGE.ctaText}</p>
          <div className="button-row places-center">
            <Link to={page.cta.href} className="button button--peach button--large">
              {page.cta.label}
            </Link>
          </div>
        </div>
      </section>
    </>
  );
}
