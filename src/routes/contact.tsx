import Phone from "lucide-react/icons/phone";
import { EXAMPLE_EMAIL } from "../../core/contact.ts";
import { CallLine } from "../components/CallLine.tsx";
import { formatLongDate, parseContentDate } from "../../core/dates.ts";
import { ContactForm } from "../components/ContactForm.tsx";
import { AreaMap } from "../components/AreaMap.tsx";
import { MapPreview } from "../components/MapPreview.tsx";
import { TrustRow } from "../components/HeroCta.tsx";
import { RatingBadge } from "../components/RatingBadge.tsx";
import { CONTACT_MAP_HEIGHT, CONTACT_MAP_MOBILE, CONTACT_REACH } from "../constants.ts";
import type { SideWidgetHandle } from "../components/SideWidget.tsx";
import { getPage, getServiceMap } from "../content/data.server.ts";
import { telHref } from "../lib/share.ts";
import { breadcrumbs, localBusiness, pageMeta, siteFromMatches } from "../lib/meta.ts";
import { useRootData } from "../root.tsx";
import "../styles/contact.css";
import type { Route } from "./+types/contact";

/** No side tab offering the assessment: this page is the form it leads to (or the form's answer). */
export const handle = { sideWidget: false } satisfies SideWidgetHandle;

export async function loader() {
  const [page, map, home] = await Promise.all([getPage("contact"), getServiceMap(), getPage("home")]);
  // A host's words beside the form: the first of the home page's testimonials, when there is one, with
  // where and when they were given where the content says (the date written out here, not in the browser).
  const quote = home.testimonials?.[0];
  const said = quote?.date ? parseContentDate(quote.date) : undefined;
  return { page, map, quote, said: said ? { dateTime: said, text: formatLongDate(said) } : undefined };
}

export const meta: Route.MetaFunction = ({ loaderData: data, matches }) => {
  const site = siteFromMatches(matches);
  return pageMeta(site, { ...data!.page.seo, path: "/contact", jsonLd: [localBusiness(site), breadcrumbs(site, [{ name: "Contact", path: "/contact" }])] });
};

export default function Contact({ loaderData: { page, map, quote, said } }: Route.ComponentProps) {
  const { site } = useRootData();
  const { street, city, region } = site.address;
  const at = site.email.lastIndexOf("@");
  const [emailUser, emailDomain] = [site.email.slice(0, at), site.email.slice(at + 1)];
  return (
    <>
      <section className="section section--tint contact-hero">
        <div className="container">
          <h1>{page.heading}</h1>
          <p className="section__intro">{page.intro}</p>
          <CallLine phone={site.phone} hours={site.openingHours} />
          <TrustRow site={site} />
        </div>
      </section>

      <section className="section contact">
        <div className="container contact__grid">
          <section className="contact__process fade-in" aria-labelledby="contact-process-heading">
            <h2 id="contact-process-heading">{page.process.heading}</h2>
            <ol className="contact__steps">
              {page.process.steps.map((step) => (
                <li key={step.title} className="contact__step">
                  <h3>{step.title}</h3>
                  <p>{step.description}</p>
                </li>
              ))}
            </ol>
            <div className="contact__call">
              <Phone className="contact__call-icon" aria-hidden="true" focusable="false" width={24} height={24} />
              <p>
                {page.process.phonePrompt}{" "}
                <a className="contact__phone" href={telHref(site.phone)}>
                  {site.phone}
                </a>
              </p>
            </div>
          </section>

          {/* Below 768 px the grid shows the form first and the process after it; the source
              order stays process, form, so the tab order is the one the page has always had. */}
          <div className="contact__form-card fade-in" id="contact-form">
            <h2 id="contact-form-heading">{page.formHeading}</h2>
            <ContactForm exampleEmail={EXAMPLE_EMAIL} labelledBy="contact-form-heading" />
            {/* Proof where the visitor decides, right under Send: the rating and a host's own words. */}
            {site.reviews || quote ? (
              <aside className="form-proof" aria-label="What hosts say">
                <RatingBadge reviews={site.reviews} />
                {quote ? (
                  <figure className="form-proof__quote">
                    <blockquote>
                      <p>{quote.quote}</p>
                    </blockquote>
                    <figcaption>
                      <strong>{quote.name}</strong>
                      {[quote.role, quote.company].filter(Boolean).join(", ")}
                      {quote.source || said ? (
                        <span className="form-proof__source">
                          {quote.source}
                          {quote.source && said ? " · " : null}
                          {said ? <time dateTime={said.dateTime}>{said.text}</time> : null}
                        </span>
                      ) : null}
                    </figcaption>
                  </figure>
                ) : null}
              </aside>
            ) : null}
          </div>

          {/* Hours and e-mail: under the phone on a phone, under the form on a wide screen; after the form in the
              source, so Tab goes from the phone to the form's first field. */}
          <dl className="contact__reach">
            <div>
              <dt>{CONTACT_REACH.hours}</dt>
              <dd>{site.openingHours}</dd>
            </div>
            <div>
              <dt>{CONTACT_REACH.email}</dt>
              <dd>
                {/* Named in full: the domain's box of its own would read as a second word. */}
                <a href={`mailto:${site.email}`} aria-label={site.email}>
                  {emailUser}@<span className="contact__email-domain">{emailDomain}</span>
                </a>
              </dd>
            </div>
          </dl>

          <div className="contact__map fade-in">
            <MapPreview
              latitude={site.geo.latitude}
              longitude={site.geo.longitude}
              height={CONTACT_MAP_HEIGHT}
              mobileSize={CONTACT_MAP_MOBILE}
              title={`Map of ${site.name}, ${street}, ${city}, ${region}`}
              drawn={<AreaMap map={map} />}
            />
          </div>
        </div>
      </section>
    </>
  );
}
