import { Link } from "react-router";
import type { RootData } from "../root.tsx";
import { SocialIcon } from "./SocialIcon.tsx";

const QUICK_LINKS = [
  { name: "Our Solutions", path: "/solutions" },
  { name: "Prospective Locations", path: "/locations" },
  { name: "Service Area", path: "/service-area" },
  { name: "About Us", path: "/about" },
  { name: "Blog", path: "/blog" },
  { name: "FAQ", path: "/faq" },
  { name: "Contact", path: "/contact" },
];

const telHref = (phone: string) => `tel:+1${phone.replace(/\D/g, "")}`;

export function Footer({ data }: { data: RootData }) {
  const { site, latestPosts } = data;
  const { address } = site;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about" className="site-footer__brand">
            {site.name}
          </h2>
          <p>{site.description}</p>
          <ul className="site-footer__social">
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
          <ul>
            {QUICK_LINKS.map((l) => (
              <li key={l.path}>
                <Link to={l.path}>{l.name}</Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="footer-posts">
          <h2 id="footer-posts">Latest Posts</h2>
          <ul>
            {latestPosts.map((p) => (
              <li key={p.slug}>
                <Link to={`/blog/${p.slug}`}>{p.title}</Link>
                <span className="site-footer__date">{p.dateLabel}</span>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <address>
            <a href={`mailto:${site.email}`}>{site.email}</a>
            <br />
            <a href={telHref(site.phone)}>{site.phone}</a>
            <br />
            {address.street}
            <br />
            {address.city}, {address.region} {address.postalCode}
          </address>
          <p>
            <Link to="/customer">Customer Support</Link>
          </p>
        </section>
      </div>
      <p className="site-footer__copyright container">
        © {new Date().getFullYear()} {site.name}. All rights reserved.
      </p>
    </footer>
  );
}

export { telHref };
