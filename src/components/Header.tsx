import { useEffect, useState } from "react";
import { Link, NavLink, useLocation } from "react-router";
import { HEADER_SCROLLED_PX } from "../constants.ts";
import type { RootData } from "../root.tsx";
import { MobileNav } from "./MobileNav.tsx";

const DESKTOP_LINKS = [
  { name: "Our Solutions", path: "/solutions" },
  { name: "Prospective Locations", path: "/locations" },
  { name: "About", path: "/about" },
  { name: "Service Area", path: "/service-area" },
  { name: "Blog", path: "/blog" },
  { name: "FAQ", path: "/faq" },
];

/** Active by path prefix, exact for the home page. */
export function isActivePath(current: string, path: string): boolean {
  if (path === "/") return current === "/";
  return current === path || current.startsWith(`${path}/`);
}

export function Header({ data }: { data: RootData }) {
  const { pathname } = useLocation();
  const [scrolled, setScrolled] = useState(false);
  const [menuOpen, setMenuOpen] = useState(false);

  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > HEADER_SCROLLED_PX);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, []);

  // Every route change closes the mobile menu.
  useEffect(() => setMenuOpen(false), [pathname]);

  return (
    <header className={`site-header${scrolled ? " site-header--scrolled" : ""}`}>
      <div className="site-header__bar container">
        <Link to="/" className="site-header__brand">
          <img src="/favicon.svg" alt="" width={36} height={36} />
          <span>{data.site.name}</span>
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          <ul>
            {DESKTOP_LINKS.map((link) => (
              <li key={link.path}>
                <NavLink
                  to={link.path}
                  className={isActivePath(pathname, link.path) ? "active" : undefined}
                  aria-current={isActivePath(pathname, link.path) ? "page" : undefined}
                >
                  {link.name}
                </NavLink>
              </li>
            ))}
          </ul>
          <Link to="/contact" className="button button--primary site-header__cta">
            Contact Us
          </Link>
        </nav>
        <button
          type="button"
          className="site-header__toggle"
          aria-expanded={menuOpen}
          aria-controls="mobile-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="visually-hidden">{menuOpen ? "Close menu" : "Open menu"}</span>
          <span className="site-header__toggle-bars" aria-hidden="true" />
        </button>
      </div>
      <MobileNav open={menuOpen} data={data} onNavigate={() => setMenuOpen(false)} />
    </header>
  );
}
