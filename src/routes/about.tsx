import ArrowRight from "lucide-react/icons/arrow-right";
import CircleCheck from "lucide-react/icons/circle-check";
import ExternalLink from "lucide-react/icons/external-link";
import { Link } from "react-router";
import { Cards } from "../components/Cards.tsx";
import { Callout } from "../components/Callout.tsx";
import { Carousel } from "../components/Carousel.tsx";
import { FeatureCards } from "../components/FeatureCards.tsx";
import { HeroCta } from "../components/HeroCta.tsx";
import { AreaMap } from "../components/AreaMap.tsx";
import { MapPreview } from "../components/MapPreview.tsx";
import { MAP_PREVIEW } from "../constants.ts";
import { getPage, getServiceMap } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import { useRootData } from "../root.tsx";
import { TeamGrid } from "../components/TeamGrid.tsx";
import "../styles/proof.css";
import "../styles/home.css";
import "../styles/about.css";
import type { Route } from "./+types/about";

/** The shared call-out the About page closes with (content/pages/shared.yaml). */
const ABOUT_CALLOUT = "local-service";

export async function loader() {
  const [page, map] = await Promise.all([getPage("about"), getServiceMap()]);
  return { page, map };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/about", jsonLd: [breadcrumbs(site, [{ name: "About", path: "/about" }])] });
};

export default function About({ loaderData: { page, map } }: Route.ComponentProps) {
  const { site, shared } = useRootData();
  const { hero, story, process, values, offerings, whyChooseUs } = page;
  const callout = shared.callouts.find((c) => c.id === ABOUT_CALLOUT) ?? shared.callouts[0];
  const place = `${site.address.city}, ${site.address.region}`;

  return (
    <>
      <section className="about-hero" aria-labelledby="about-heading">
        <div className="container about-hero__grid">
          <div className="about-hero__text">
            <p className="home-eyebrow">About {site.name}</p>
            <h1 id="about-heading">{hero.heading}</h1>
            <p className="about-hero__lead">{hero.intro}</p>
            <HeroCta assessment={hero.primary} secondary={hero.secondary} />
          </div>
          <Carousel images={hero.carousel} effect="slide" label={`Life at ${site.name}`} priority className="about-hero__carousel" />
        </div>
      </section>

      <section className="section fade-in" aria-labelledby="story-heading">
        <div className="container about-story">
          <div className="about-story__text">
            <h2 id="story-heading">{story.heading}</h2>
            {story.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
            <div className="about-chamber">
              <p>{story.chamber.text}</p>
              <a href={site.chamberOfCommerce.url} className="about-chamber__link" rel="noopener noreferrer" target="_blank">
                {story.chamber.linkLabel}
                <ExternalLink aria-hidden="true" width={16} height={16} />
                <span className="visually-hidden"> ({site.chamberOfCommerce.name}, opens in a new tab)</span>
              </a>
            </div>
          </div>
          <figure className="about-story__map">
            <MapPreview
              latitude={site.geo.latitude}
              longitude={site.geo.longitude}
              zoom={MAP_PREVIEW.countyZoom}
              title={`Our service area around ${place}`}
              drawn={<AreaMap map={map} />}
            />
            <figcaption>{story.mapCaption}</figcaption>
          </figure>
        </div>
      </section>

      {page.team?.length ? <TeamGrid team={page.team} /> : null}

      <section className="section section--tint fade-in" aria-labelledby="process-heading">
        <div className="container">
          <header className="home-head">
            <h2 id="process-heading">{process.heading}</h2>
            <p className="section__intro">{process.intro}</p>
          </header>
          <Cards
            label={process.heading}
            className="about-steps"
            items={process.steps.map((step, i) => ({
              title: (
                <>
                  <span className="about-steps__number" aria-hidden="true">
                    {i + 1}
                  </span>
                  <span>
                    <span className="visually-hidden">Step {i + 1}: </span>
                    {step.title}
                  </span>
                </>
              ),
              content: <p>{step.description}</p>,
            }))}
          />
          <div className="home-cta">
            <Link to={process.cta.href} className="button button--peach">
              {process.cta.label}
              <ArrowRight aria-hidden="true" width={18} height={18} />
            </Link>
          </div>
        </div>
      </section>

      <section className="section fade-in" aria-labelledby="values-heading">
        <div className="container">
          <header className="home-head">
            <h2 id="values-heading">{values.heading}</h2>
          </header>
          <FeatureCards items={values.items} className="feature-cards--three" label={values.heading} />
        </div>
      </section>

      <section className="section section--tint fade-in" aria-labelledby="offerings-heading">
        <div className="container">
          <header className="home-head">
            <h2 id="offerings-heading">{offerings.heading}</h2>
          </header>
          <Cards
            label={offerings.heading}
            className="about-offerings"
            items={offerings.items.map((item) => ({ title: item.title, content: <p>{item.description}</p> }))}
          />
        </div>
      </section>

      <Callout callout={callout} />

      <section className="section fade-in" aria-labelledby="why-heading">
        <div className="container about-why">
          <div>
            <h2 id="why-heading">{whyChooseUs.heading}</h2>
            {whyChooseUs.paragraphs.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <ul className="about-why__points">
            {whyChooseUs.points.map((point) => (
              <li key={point}>
                <CircleCheck aria-hidden="true" width={22} height={22} />
                <span>{point}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
