import Phone from "lucide-react/icons/phone";
import { Icon } from "./Icon.tsx";
import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { FOOTER_LINKS, LEGAL_LINKS } from "../constants.ts";
import { hrefOf } from "../../core/routes.ts";
import { telHref } from "../lib/share.ts";
import type { RootData } from "../lib/root-data.ts";
import { SocialIcon } from "./SocialIcon.tsx";

/**
 * The current year. The HTML carries the year the page was built; once scripts run the visitor's year
 * replaces it, so a page built in December is right in January (without a hydration mismatch).
 */
function CurrentYear() {
  const ref = useRef<HTMLSpanElement>(null);
  const year = new Date().getFullYear();
  useEffect(() => {
    if (ref.current) ref.current.textContent = String(year);
  }, [year]);
  return (
    <span ref={ref} suppressHydrationWarning>
      {year}
    </span>
  );
}

export function Footer({ data }: { data: RootData }) {
  const { site, latestPosts } = data;
  const { address } = site;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            <img src="/favicon.svg" alt="" width={36} height={36} loading="lazy" />
            {site.name}
          </h2>
          <p className="site-footer__tagline">{site.tagline}</p>
          <p>{site.description}</p>
          <ul className="site-footer__social" aria-label="Social media">
            {site.social.map((s) => (
              <li key={s.network}>
                <a href={s.url} rel="noopener noreferrer" target="_blank" aria-label={`${s.label} (opens in a new tab)`}>
                  <SocialIcon network={s.network} />
                </a>
              </li>
            ))}
          </ul>
        </section>
        <nav aria-labelledby="footer-links">
          <h2 id="footer-links">Quick Links</h2>
          <ul className="site-footer__links">
            {FOOTER_LINKS.map((l) => (
              <li key={l.path}>
                <Link to={l.path}>{l.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-posts">
          {/* Closed under its heading on a phone, at the end of a long page; open from 768 px up (the stylesheet). */}
          <details className="fold">
            <summary className="fold__summary">
              <h2 id="footer-posts">Latest Posts</h2>
            </summary>
            <ul className="site-footer__posts">
              {latestPosts.map((p) => (
                <li key={p.slug}>
                  <Link to={hrefOf("posts", p.slug)}>{p.title}</Link>
                  <span className="site-footer__date">{p.dateLabel}</span>
                </li>
              ))}
            </ul>
          </details>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address>
            <ul className="site-footer__contact">
              <li>
                <Icon name="mail" size={18} />
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </li>
              <li>
                <Phone aria-hidden="true" size={18} />
                <a href={telHref(site.phone)}>{site.phone}</a>
              </li>
              <li>
                <Icon name="map-pin" size={18} />
                <span>
                  {address.street}
                  <br />
                  {address.city}, {address.region} {address.postalCode}
                </span>
              </li>
              <li>
                <Icon name="headset" size={18} />
                <Link to="/customer">Customer Support</Link>
              </li>
            </ul>
          </address>
        </section>
      </div>
      <div className="container site-footer__bottom">
        <p>
          © <CurrentYear /> {site.name}. All rights reserved.
        </p>
        <p>Serving {site.serviceArea.join(" and ")}, Maryland</p>
        <ul className="site-footer__legal" aria-label="Privacy and accessibility">
          {LEGAL_LINKS.map((l) => (
            <li key={l.path}>
              <Link to={l.path}>{l.name}</Link>
            </li>
          ))}
        </ul>
      </div>
    </footer>
  );
}
