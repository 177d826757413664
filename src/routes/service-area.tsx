import ArrowRight from "lucide-react/icons/arrow-right";
import MapPin from "lucide-react/icons/map-pin";
import { Link } from "react-router";
import { AreaMap } from "../components/AreaMap.tsx";
import { MapPreview } from "../components/MapPreview.tsx";
import { MAP_PREVIEW } from "../constants.ts";
import { getIndustries, getPage, getServiceMap, getTown, getTowns } from "../content/data.server.ts";
import { breadcrumbs, pageMeta, siteFromMatches } from "../lib/meta.ts";
import { centerOf } from "../lib/places.ts";
import "../styles/places.css";
import type { Route } from "./+types/service-area";

export async function loader() {
  const [page, towns, industries, map] = await Promise.all([getPage("service-area"), getTowns(), getIndustries(), getServiceMap()]);
  const records = await Promise.all(towns.map((t) => getTown(t.slug)));
  // The county map is centred on the towns we serve, so it moves with the service area.
  const center = centerOf(records.map((t) => t!.geoCoordinates));
  return {
    page,
    center,
    map,
    counties: page.counties.map((county) => ({ ...county, towns: towns.filter((t) => t.county === county.name) })),
    industries: industries.map(({ slug, name, path }) => ({ slug, name, path })),
  };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/service-area", jsonLd: [breadcrumbs(site, [{ name: "Service Area", path: "/service-area" }])] });
};

export default function ServiceArea({ loaderData: { page, counties, industries, center, map } }: Route.ComponentProps) {
  return (
    <>
      <section className="section places-hero places-hero--center">
        <div className="container">
          <h1>{page.heading}</h1>
          <p className="section__intro">{page.intro}</p>
        </div>
      </section>

      <section className="section section--tint" aria-label="Towns by county">
        <div className="container county-grid">
          {counties.map((county) => (
            <section key={county.name} className="county" aria-labelledby={`county-${county.name.split(" ")[0].toLowerCase()}`}>
              <h2 id={`county-${county.name.split(" ")[0].toLowerCase()}`}>{county.name}</h2>
              <p className="county__description">{county.description}</p>
              <ul className="town-links">
                {county.towns.map((town) => (
                  <li key={town.slug}>
                    <Link to={town.path} className="town-link">
                      <MapPin aria-hidden="true" focusable="false" width={20} height={20} className="town-link__pin" />
                      <span className="town-link__name">{town.name}</span>
                      <ArrowRight aria-hidden="true" focusable="false" width={18} height={18} className="town-link__arrow" />
                    </Link>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>

      <section className="section" aria-labelledby="service-map">
        <div className="container service-map">
          <h2 id="service-map" className="visually-hidden">
            Service area map
          </h2>
          <MapPreview
            latitude={center.latitude}
            longitude={center.longitude}
            zoom={MAP_PREVIEW.countyZoom}
            height={420}
            title={page.mapCaption}
            drawn={<AreaMap map={map} />}
          />
        </div>
      </section>

      <section className="section section--tint" aria-labelledby="locations-we-serve">
        <div className="container places-center-text">
          <h2 id="locations-we-serve">{page.locationsWeServe.heading}</h2>
          <p className="section__intro">{page.locationsWeServe.intro}</p>
          <ul className="chip-list">
            {industries.map((industry) => (
              <li key={industry.slug}>
                <Link to={industry.path} className="chip">
                  {industry.name}
                </Link>
              </li>
            ))}
          </ul>
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
