import CircleCheck from "lucide-react/icons/circle-check";
import { Link, redirect } from "react-router";
import { Callout } from "../components/Callout.tsx";
import { Carousel } from "../components/Carousel.tsx";
import { HeroCta } from "../components/HeroCta.tsx";
import { HeroIntro } from "../components/HeroIntro.tsx";
import { Img } from "../components/Img.tsx";
import { getRedirect, getSolution } from "../content/data.server.ts";
import { hrefOf } from "../../core/routes.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import { pick, serviceJsonLd } from "../lib/places.ts";
import { useRootData } from "../root.tsx";
import "../styles/places.css";
import type { Route } from "./+types/solution";

export async function loader({ params }: Route.LoaderArgs) {
  const solution = await getSolution(params.solutionSlug);
  if (solution) return { solution };
  // A short path of an old link (redirects.json): prerendered as a redirect page; `_redirects` answers the real 301.
  const short = await getRedirect(hrefOf("solutions", params.solutionSlug));
  if (short) throw redirect(short.location, short.rule.status);
  throw new Response("Not Found", { status: 404 });
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  const { solution } = data!;
  const path = hrefOf("solutions", solution.slug);
  return pageMeta(site, {
    ...solution.seo,
    path,
    image: solution.carousel[0].large,
    jsonLd: [
      breadcrumbs(site, [
        { name: "Solutions", path: "/solutions" },
        { name: solution.name, path },
      ]),
      serviceJsonLd(site, {
        name: solution.name,
        description: solution.seo.description,
        url: `${site.origin}${path}`,
        image: `${site.origin}${solution.carousel[0].large}`,
        areaServed: site.serviceArea,
      }),
    ],
  });
};

export default function SolutionPage({ loaderData: { solution } }: Route.ComponentProps) {
  const { shared } = useRootData();
  const [first] = solution.carousel;
  return (
    <>
      <section className="section places-hero places-hero--center">
        <div className="container hero-text">
          <p className="places-eyebrow">
            <Link to="/solutions">Our Solutions</Link>
            <span aria-hidden="true"> / </span>
            {solution.name}
          </p>
          <h1>{solution.heading}</h1>
          <HeroIntro text={solution.intro} />
          <HeroCta assessment={solution.button} />
          <div className="places-hero__media">
            {solution.carousel.length > 1 ? (
              <Carousel images={solution.carousel} label={`${solution.name} gallery`} priority />
            ) : (
              <figure className="solution-figure">
                <Img image={first} priority sizes="(min-width: 1240px) 1200px, 100vw" />
                {first.title || first.description ? (
                  <figcaption>
                    {first.title ? <strong>{first.title}</strong> : null} {first.description}
                  </figcaption>
                ) : null}
              </figure>
            )}
          </div>
        </div>
      </section>

      <section className="section section--tint fade-in" aria-labelledby="solution-benefits">
        <div className="container">
          <h2 id="solution-benefits" className="places-heading">
            {solution.benefitsHeading}
          </h2>
          <ol className="benefit-points">
            {solution.benefits.map((benefit) => (
              <li key={benefit.title} className="benefit-points__item">
                <CircleCheck className="benefit-points__icon" aria-hidden="true" focusable="false" width={28} height={28} />
                <div>
                  <h3>{benefit.title}</h3>
                  <p>{benefit.description}</p>
                </div>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <Callout closing callout={pick(shared.callouts, "free-consultation")} />
    </>
  );
}
