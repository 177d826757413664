import ArrowLeft from "lucide-react/icons/arrow-left";
import ArrowRight from "lucide-react/icons/arrow-right";
import Landmark from "lucide-react/icons/landmark";
import Lightbulb from "lucide-react/icons/lightbulb";
import MapPin from "lucide-react/icons/map-pin";
import { Link } from "react-router";
import { Cards } from "../components/Cards.tsx";
import { SwipeRow } from "../components/SwipeRow.tsx";
import { Callout } from "../components/Callout.tsx";
import { ErrorScreen, isNotFound } from "../components/ErrorScreen.tsx";
import { Icon } from "../components/Icon.tsx";
import { HeroCta } from "../components/HeroCta.tsx";
import { HeroIntro } from "../components/HeroIntro.tsx";
import { Img } from "../components/Img.tsx";
import { LocalProof } from "../components/Testimonials.tsx";
import { AreaMap } from "../components/AreaMap.tsx";
import { MapPreview } from "../components/MapPreview.tsx";
import { NotFound } from "../components/NotFound.tsx";
import { ReadMore } from "../components/ReadMore.tsx";
import { TOWN_MAP, TOWN_PAGE } from "../constants.ts";
import { getPage, getServiceMap, getSolutions, getTown } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import { assessmentLink } from "../lib/assessment.ts";
import { splitLead } from "../lib/hero.ts";
import { fillTown, pick, townBusinessJsonLd } from "../lib/places.ts";
import { useRootData } from "../root.tsx";
import "../styles/places.css";
import type { Route } from "./+types/town";

export async function loader({ params }: Route.LoaderArgs) {
  const town = await getTown(params.townName);
  if (!town) throw new Response("Town not found", { status: 404 });
  const [page, solutions, map] = await Promise.all([getPage("service-area"), getSolutions(), getServiceMap()]);
  const name = town.name;
  // The shared town-page texts, with this town's name filled in.
  const serviceCards = {
    heading: fillTown(page.serviceCards.heading, name),
    intro: fillTown(page.serviceCards.intro, name),
    items: page.serviceCards.items.map((item) => ({ ...item, title: fillTown(item.title, name), description: fillTown(item.description, name) })),
  };
  const townSolutions = {
    heading: fillTown(page.townSolutions.heading, name),
    intro: fillTown(page.townSolutions.intro, name),
    // In the order the site names them everywhere else (Smart Stores first), not the index's alphabetical one;
    // each tile says what the format is in its intro's first sentence, the rest is on its page.
    items: solutions.map(({ slug, name, intro, path, image }) => ({ slug, name, intro: splitLead(intro).lead, path, image })),
  };
  return { town, serviceCards, townSolutions, map };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  if (!data) return [{ title: "Page Not Found" }, { name: "robots", content: "noindex" }];
  const site = siteFromMatches(matches);
  const { town } = data;
  return pageMeta(site, {
    title: town.metaTitle,
    description: town.metaDescription,
    keywords: [town.name, town.county, "smart vending", "micro markets"],
    path: town.path,
    image: town.image.large,
    jsonLd: [
      breadcrumbs(site, [
        { name: "Service Area", path: "/service-area" },
        { name: town.name, path: town.path },
      ]),
      townBusinessJsonLd(site, { name: town.name, county: town.county, url: `${site.origin}${town.path}`, geo: town.geoCoordinates }),
    ],
  });
};

export default function Town({ loaderData: { town, serviceCards, townSolutions, map } }: Route.ComponentProps) {
  const { shared, site } = useRootData();
  const t = (text: string) => fillTown(text, town.name);
  return (
    <>
      <section className="section industry-hero town-hero">
        <div className="container industry-hero__grid">
          <div className="industry-hero__text hero-text">
            <p className="places-eyebrow town-hero__county">
              <MapPin aria-hidden="true" focusable="false" width={18} height={18} />
              {town.county}, Maryland
            </p>
            <h1>{town.name}</h1>
            <HeroIntro text={town.hyperlocalIntro} className="industry-hero__description" />
            <HeroCta assessment={{ label: site.assessmentLabel, href: assessmentLink({ from: town.path }) }} />
          </div>
          <div className="industry-hero__media">
            <Img image={town.image} priority sizes="(min-width: 1024px) 560px, 100vw" />
          </div>
        </div>
      </section>

      <section className="section" aria-labelledby="town-scenarios">
        <div className="container">
          <h2 id="town-scenarios" className="places-heading">
            {t(TOWN_PAGE.scenariosHeading)}
          </h2>
          <SwipeRow className="scenario-grid" label={t(TOWN_PAGE.scenariosHeading)}>
            {town.solutionScenarios.map((s) => (
              <li key={s.title} className="scenario-card fade-in">
                <Img image={s.image} sizes="(min-width: 1024px) 380px, (min-width: 768px) 50vw, 80vw" />
                <div className="scenario-card__body">
                  <h3>{s.title}</h3>
                  <p>{s.description}</p>
                </div>
              </li>
            ))}
          </SwipeRow>
        </div>
      </section>

      <LocalProof testimonial={town.testimonial} photo={town.photo} />

      <section className="section section--tint" aria-labelledby="town-insights">
        <div className="container">
          <h2 id="town-insights" className="places-heading">
            {TOWN_PAGE.insightsHeading}
          </h2>
          {/* Cards sized to their text: accordions on a phone (several open at once), static from 768 px. */}
          <Cards
            exclusive={false}
            label={TOWN_PAGE.insightsHeading}
            className="icon-cards icon-cards--three insight-cards"
            items={town.localInsights.map((insight) => ({
              title: (
                <>
                  <span className="icon-cards__badge">
                    <Lightbulb aria-hidden="true" focusable="false" width={22} height={22} />
                  </span>
                  <span>{insight.title}</span>
                </>
              ),
              content: <p>{insight.content}</p>,
            }))}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="town-about">
        <div className="container town-about">
          <div className="town-about__text">
            <h2 id="town-about">{t(TOWN_PAGE.aboutHeading)}</h2>
            {/* A phone reads the first paragraph and opens the rest; a wide screen shows it all. */}
            <ReadMore
              lead={<p>{town.longDescription[0]}</p>}
              label={`Read more about ${town.name}`}
              more={town.longDescription.slice(1).map((paragraph) => (
                <p key={paragraph.slice(0, 40)}>{paragraph}</p>
              ))}
            />
          </div>
          <div className="town-about__map">
            <MapPreview
              latitude={town.geoCoordinates.latitude}
              longitude={town.geoCoordinates.longitude}
              zoom={TOWN_MAP.zoom}
              height={TOWN_MAP.height}
              title={`Map of ${town.name}, Maryland`}
              drawn={<AreaMap map={map} current={town.slug} />}
            />
            <div className="town-facts">
              <div>
                <h3>
                  <Landmark aria-hidden="true" focusable="false" width={20} height={20} />
                  {TOWN_PAGE.landmarksHeading}
                </h3>
                <ul className="town-facts__landmarks">
                  {town.landmarks.map((l) => (
                    <li key={l}>{l}</li>
                  ))}
                </ul>
              </div>
              <div>
                <h3>
                  <MapPin aria-hidden="true" focusable="false" width={20} height={20} />
                  {TOWN_PAGE.zipHeading}
                </h3>
                <ul className="town-facts__zips">
                  {town.zipCodes.map((zip) => (
                    <li key={zip}>{zip}</li>
                  ))}
                </ul>
              </div>
            </div>
          </div>
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="town-services">
        <div className="container">
          <h2 id="town-services" className="places-heading">
            {serviceCards.heading}
          </h2>
          <p className="section__intro places-intro">{serviceCards.intro}</p>
          <Cards
            exclusive={false}
            label={serviceCards.heading}
            className="service-cards"
            items={serviceCards.items.map((item) => ({
              title: (
                <>
                  <span className="icon-cards__badge">
                    <Icon name={item.icon} size={22} />
                  </span>
                  <span>{item.title}</span>
                </>
              ),
              content: <p>{item.description}</p>,
            }))}
          />
        </div>
      </section>

      <section className="section" aria-labelledby="town-solutions">
        <div className="container">
          <h2 id="town-solutions" className="places-heading">
            {townSolutions.heading}
          </h2>
          <p className="section__intro places-intro">{townSolutions.intro}</p>
          <SwipeRow className="solution-tiles" label={townSolutions.heading}>
            {townSolutions.items.map((s) => (
              <li key={s.slug} className="solution-tile">
                <Img image={s.image} sizes="(min-width: 1024px) 280px, (min-width: 768px) 50vw, 80vw" decorative />
                <div className="solution-tile__body">
                  <h3>
                    <Link to={s.path} className="solution-tile__link">
                      {s.name}
                    </Link>
                  </h3>
                  <p>{s.intro}</p>
                  <span className="solution-tile__more" aria-hidden="true">
                    Learn more <ArrowRight focusable="false" width={16} height={16} />
                  </span>
                </div>
              </li>
            ))}
          </SwipeRow>
        </div>
      </section>

      {/* The page's one ending: both call-outs in one block with one pair of buttons. */}
      <Callout closing callout={pick(shared.callouts, "free-consultation")} also={pick(shared.callouts, "local-service")} />

      <nav className="container town-back" aria-label="Service area">
        <Link to="/service-area" className="back-link">
          <ArrowLeft aria-hidden="true" focusable="false" width={18} height={18} />
          {TOWN_PAGE.back}
        </Link>
      </nav>
    </>
  );
}

/** An unknown town: logged, then the not-found page. Any other failure: the site's error page, logged. */
export function ErrorBoundary({ error, params }: Route.ErrorBoundaryProps) {
  if (!isNotFound(error)) return <ErrorScreen error={error} />;
  console.warn(`Town not found: ${params.townName}`);
  return <NotFound />;
}
