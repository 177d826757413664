import ArrowRight from "lucide-react/icons/arrow-right";
import { Fragment, type ReactNode } from "react";
import { Link } from "react-router";
import { Cards } from "../components/Cards.tsx";
import { BreakroomBuilder } from "../components/BreakroomBuilder.tsx";
import { FeatureCards } from "../components/FeatureCards.tsx";
import { HeroCta } from "../components/HeroCta.tsx";
import { Img } from "../components/Img.tsx";
import { ClientLogos, InstallPhotos, StatsRow } from "../components/HomeProof.tsx";
import { Testimonials } from "../components/Testimonials.tsx";
import { PhotoCaption } from "../components/PhotoCaption.tsx";
import "../styles/proof.css";
import { Icon } from "../components/Icon.tsx";
import { HOME_SECTIONS, type HomeSectionId } from "../../core/site.ts";
import type { BuiltImage } from "../../core/content-types.ts";
import type { IconCard } from "../../core/schema.generated.ts";
import { getPage } from "../content/data.server.ts";
import { localBusiness, pageMeta, siteFromMatches } from "../lib/meta.ts";
import { useRootData } from "../root.tsx";
import "../styles/home.css";
import type { Route } from "./+types/home";

export async function loader() {
  return { page: await getPage("home") };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/", jsonLd: [localBusiness(site)] });
};

/** The offer's facts in one row under the hero (two columns on a phone): what a host gets, at a glance. */
function FactStrip({ facts }: { facts: readonly IconCard[] }) {
  return (
    <section className="home-facts" aria-label="What hosts get">
      <ul className="container home-facts__list">
        {facts.map((fact) => (
          <li key={fact.title} className="home-facts__item">
            <span className="home-facts__icon">
              <Icon name={fact.icon} size={20} />
            </span>
            <span>
              <strong className="home-facts__title">{fact.title}</strong>
              <span className="home-facts__text">{fact.description}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Cards with a picture, a text and a link: side by side on a wide screen, one swiped row on a phone. */
function MediaCards({
  className,
  label,
  cards,
}: {
  className: string;
  label: string;
  cards: readonly { title: string; image: BuiltImage; description: string; href: string; link: ReactNode }[];
}) {
  return (
    <Cards
      label={label}
      className={`media-cards ${className}`}
      items={cards.map((card) => ({
        title: card.title,
        content: (
          <>
            <Img image={card.image} sizes="(min-width: 1024px) 280px, (min-width: 768px) 45vw, 80vw" className="media-cards__image" />
            <p>{card.description}</p>
            <Link to={card.href} className="media-cards__link">
              {card.link}
              <ArrowRight aria-hidden="true" width={16} height={16} />
            </Link>
          </>
        ),
      }))}
    />
  );
}

/** The button that closes a home section. */
function SectionCta({ cta, variant }: { cta: { href: string; label: string }; variant: "primary" | "peach" }) {
  return (
    <div className="home-cta">
      <Link to={cta.href} className={`button button--${variant}`}>
        {cta.label}
      </Link>
    </div>
  );
}

function SectionHead({ id, heading, intro }: { id: string; heading: string; intro: string }) {
  return (
    <header className="home-head">
      <h2 id={id}>{heading}</h2>
      <p className="section__intro">{intro}</p>
    </header>
  );
}

export default function Home({ loaderData: { page } }: Route.ComponentProps) {
  const { site } = useRootData();
  const { hero, facts, breakroom, builder, partnership, benefits, services, locations, testimonials, stats, clients, photos } = page;
  // The owner's first install photo, once there is one, is the hero's picture instead of the drawing.
  const heroPhoto = photos?.[0];
  // Each section of the one list of home sections (core/site.ts), which gives its anchor and its place.
  const sections: Record<HomeSectionId, { className: string; labelledBy: string; content: ReactNode }> = {
    hero: {
      className: "home-hero",
      labelledBy: "hero-heading",
      content: (
        <div className="container home-hero__grid">
          <div className="home-hero__text hero-text">
            <p className="home-eyebrow">{site.serviceArea.join(" & ")}, Maryland</p>
            <h1 id="hero-heading">{hero.heading}</h1>
            <p className="home-hero__offer">{hero.offer}</p>
            <p className="home-hero__lead hero-after">{hero.subheading}</p>
            <HeroCta assessment={hero.primary} secondary={hero.secondary} />
          </div>
          <div className="home-hero__media">
            {heroPhoto ? (
              <figure className="proof-photo">
                <Img image={heroPhoto.image} priority sizes="(min-width: 1240px) 540px, (min-width: 900px) 45vw, 100vw" className="home-hero__image" />
                <PhotoCaption photo={heroPhoto} />
              </figure>
            ) : (
              <Img image={hero.image} priority sizes="(min-width: 1240px) 540px, (min-width: 900px) 45vw, 100vw" className="home-hero__image" />
            )}
          </div>
        </div>
      ),
    },
    "breakroom-experience": {
      className: "section fade-in home-layout-split",
      labelledBy: "breakroom-experience-heading",
      content: (
        <div className="container">
          <SectionHead id="breakroom-experience-heading" heading={breakroom.heading} intro={breakroom.intro} />
          <FeatureCards items={breakroom.cards} className="feature-cards--four" label={breakroom.heading} />
          <SectionCta cta={{ href: "/contact", label: site.assessmentLabel }} variant="peach" />
        </div>
      ),
    },
    "breakroom-builder": {
      className: "section fade-in home-layout-band",
      labelledBy: "breakroom-builder-heading",
      content: (
        <div className="container">
          <header className="home-head home-head--center">
            <h2 id="breakroom-builder-heading">{builder.heading}</h2>
            <p className="section__intro">{builder.intro}</p>
          </header>
          <BreakroomBuilder />
        </div>
      ),
    },
    about: {
      className: "section fade-in",
      labelledBy: "about-heading",
      content: (
        <div className="container">
          <SectionHead id="about-heading" heading={partnership.heading} intro={partnership.intro} />
          <MediaCards
            className="media-cards--four"
            label={partnership.heading}
            cards={partnership.cards.map((card) => ({ ...card, href: card.link.href, link: card.link.label }))}
          />
        </div>
      ),
    },
    benefits: {
      className: "section section--tint fade-in home-layout-list",
      labelledBy: "benefits-heading",
      content: (
        <div className="container">
          <SectionHead id="benefits-heading" heading={benefits.heading} intro={benefits.intro} />
          <FeatureCards items={benefits.items} className="feature-cards--three" label={benefits.heading} />
          <SectionCta cta={{ href: "/contact", label: site.assessmentLabel }} variant="primary" />
        </div>
      ),
    },
    solutions: {
      className: "section fade-in",
      labelledBy: "services-heading",
      content: (
        <div className="container">
          <SectionHead id="services-heading" heading={services.heading} intro={services.intro} />
          <FeatureCards items={services.items} className="feature-cards--three" label={services.heading} />
          <SectionCta cta={services.cta} variant="peach" />
        </div>
      ),
    },
    locations: {
      className: "section section--tint fade-in",
      labelledBy: "locations-heading",
      content: (
        <div className="container">
          <SectionHead id="locations-heading" heading={locations.heading} intro={locations.intro} />
          <MediaCards
            className="media-cards--locations"
            label={locations.heading}
            cards={locations.cards.map((card) => ({
              ...card,
              href: card.path,
              link: (
                <>
                  Learn More
                  <span className="visually-hidden"> about {card.title}</span>
                </>
              ),
            }))}
          />
          <SectionCta cta={locations.cta} variant="primary" />
        </div>
      ),
    },
  };
  return (
    <>
      {HOME_SECTIONS.map(({ id }) => (
        <Fragment key={id}>
          <section id={id} className={sections[id].className} aria-labelledby={sections[id].labelledBy}>
            {sections[id].content}
          </section>
          {id === "hero" && facts?.length ? <FactStrip facts={facts} /> : null}
          {id === "hero" && stats?.length ? <StatsRow stats={stats} /> : null}
          {/* Proof in the first screens: what hosts say and who they are, straight after the figures. */}
          {id === "hero" && testimonials?.length ? <Testimonials items={testimonials} reviews={site.reviews} /> : null}
          {id === "hero" && clients?.length ? <ClientLogos clients={clients} /> : null}
          {id === "breakroom-experience" && photos?.length ? <InstallPhotos photos={photos} /> : null}
        </Fragment>
      ))}
    </>
  );
}
