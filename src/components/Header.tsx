import Menu from "lucide-react/icons/menu";
import Phone from "lucide-react/icons/phone";
import X from "lucide-react/icons/x";
import { useCallback, useEffect, useRef, useState } from "react";
import { Link, useLocation } from "react-router";
import { HEADER_SCROLLED_PX, MAIN_NAV } from "../constants.ts";
import { isActivePath } from "../lib/nav.ts";
import type { RootData } from "../lib/root-data.ts";
import { telHref } from "../lib/share.ts";
import { MobileNav } from "./MobileNav.tsx";
import { SiteSearch } from "./SiteSearch.tsx";
import { REPLAY } from "../lib/replay.ts";

/** What the full name adds to the short one ("Smart Vending"), or the full name when it does not start with it. */
const tradeOf = (name: string, shortName: string) => (name.startsWith(shortName) ? name.slice(shortName.length).trim() : name);

/** Whether the page is scrolled more than `threshold` pixels. */
function useScrolledPast(threshold: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const onScroll = () => setScrolled(window.scrollY > threshold);
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [threshold]);
  return scrolled;
}

/**
 * The fixed top bar: brand, the desktop links (active by path prefix, from 1,024 px), the phone number
 * (a tel: link at every width, the number itself once there is room) and the Contact Us button (from
 * 768 px); below the desktop breakpoint a toggle opens the navigation panel. The panel traps nothing: Escape or a click
 * outside closes it, and Escape gives focus back to the toggle.
 */
export function Header({ data }: { data: RootData }) {
  const location = useLocation();
  const scrolled = useScrolledPast(HEADER_SCROLLED_PX);
  const [menuOpen, setMenuOpen] = useState(false);
  const headerRef = useRef<HTMLElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);

  // Every navigation closes the panel, including a click on the anchor of the page already shown.
  useEffect(() => setMenuOpen(false), [location.key]);

  const closeMenu = useCallback((returnFocus: boolean) => {
    setMenuOpen(false);
    if (returnFocus) toggleRef.current?.focus();
  }, []);

  useEffect(() => {
    if (!menuOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") closeMenu(true);
    };
    const onPointer = (event: PointerEvent) => {
      if (!headerRef.current?.contains(event.target as Node)) closeMenu(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [menuOpen, closeMenu]);

  const classes = ["site-header", scrolled && "site-header--scrolled", menuOpen && "site-header--menu-open"].filter(Boolean).join(" ");
  return (
    <header ref={headerRef} className={classes}>
      <div className="site-header__bar container">
        <Link to="/" className="site-header__brand" aria-current={location.pathname === "/" ? "page" : undefined}>
          <img src="/favicon.svg" alt="" width={40} height={40} />
          {/* The wordmark: the short name over what the company does, two lines that fit any width. */}
          <span className="wordmark">
            <span className="wordmark__name">{data.site.shortName}</span>{" "}
            <span className="wordmark__trade">{tradeOf(data.site.name, data.site.shortName)}</span>
          </span>
        </Link>
        <nav aria-label="Main" className="site-header__nav">
          <ul>
            {MAIN_NAV.map((link) => {
              const active = isActivePath(location.pathname, link.path);
              return (
                <li key={link.path}>
                  <Link to={link.path} className={active ? "active" : undefined} aria-current={active ? "page" : undefined}>
                    {link.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
        <a href={telHref(data.site.phone)} className="site-header__phone">
          <Phone aria-hidden="true" focusable="false" width={20} height={20} />
          <span className="site-header__phone-prefix visually-hidden">Call </span>
          <span className="site-header__phone-number">{data.site.phone}</span>
        </a>
        <Link to="/contact" className="button button--primary site-header__cta" aria-current={isActivePath(location.pathname, "/contact") ? "page" : undefined}>
          Contact Us
        </Link>
        <SiteSearch />
        <button
          ref={toggleRef}
          type="button"
          className="site-header__toggle"
          {...REPLAY}
          aria-expanded={menuOpen}
          aria-controls="mobile-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          {menuOpen ? <X aria-hidden="true" size={26} /> : <Menu aria-hidden="true" size={26} />}
          <span className="visually-hidden">Menu</span>
        </button>
      </div>
      <MobileNav open={menuOpen} data={data} />
    </header>
  );
}
