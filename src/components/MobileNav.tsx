import ChevronDown from "lucide-react/icons/chevron-down";
import Phone from "lucide-react/icons/phone";
import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { HOME_SECTIONS } from "../../core/site.ts";
import { ACTIVE_SECTION_OFFSET_PX } from "../constants.ts";
import { activeSection, isActivePath } from "../lib/nav.ts";
import type { RootData } from "../lib/root-data.ts";
import { telHref } from "../lib/share.ts";
import { REPLAY } from "../lib/replay.ts";

interface NavGroup {
  id: string;
  name: string;
  /** The overview page of the group, listed first so the panel reaches every page. */
  overview?: { name: string; path: string };
  links: NavLink[];
}

interface NavLink {
  name: string;
  path: string;
  /** The home section this anchor leads to. */
  section?: string;
  /** A heading shown above the first link of each run (the county of a town). */
  label?: string;
}

/** The home section at the scroll position plus the header's offset, followed while `enabled`. */
function useActiveHomeSection(enabled: boolean): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = HOME_SECTIONS.flatMap(({ id }) => {
        const el = document.getElementById(id);
        return el ? [{ id, top: el.getBoundingClientRect().top + window.scrollY }] : [];
      });
      setActive(activeSection(tops, window.scrollY, ACTIVE_SECTION_OFFSET_PX));
    };
    const onScroll = () => {
      frame ||= requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return enabled ? active : undefined;
}

/**
 * The small-screen navigation panel: collapsible groups (closed by default) and the plain links. On the
 * home page the section being read is highlighted, elsewhere the current page.
 */
export function MobileNav({ open, data }: { open: boolean; data: RootData }) {
  const { pathname, key } = useLocation();
  const onHome = pathname === "/";
  const section = useActiveHomeSection(onHome && open);
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());

  // Each page starts with every group closed.
  useEffect(() => setExpanded(new Set()), [key]);

  const groups: NavGroup[] = [
    { id: "home", name: "Home", links: HOME_SECTIONS.map((s) => ({ name: s.label, path: `/#${s.id}`, section: s.id })) },
    {
      id: "solutions",
      name: "Our Solutions",
      overview: { name: "All Solutions", path: "/solutions" },
      links: data.solutions.map((s) => ({ name: s.name, path: s.path })),
    },
    { id: "locations", name: "Prospective Locations", overview: { name: "All Location Types", path: "/locations" }, links: data.industries },
    {
      id: "service-area",
      name: "Service Area",
      overview: { name: "Service Area Overview", path: "/service-area" },
      links: data.towns.map((t) => ({ name: t.name, path: t.path, label: t.county })),
    },
  ];
  const plain = [
    { name: "About", path: "/about" },
    { name: "Blog", path: "/blog" },
    { name: "FAQ", path: "/faq" },
  ];

  const current = (link: NavLink): "page" | "location" | undefined => {
    if (link.section) return onHome && section === link.section ? "location" : undefined;
    return pathname.replace(/\/+$/, "") === link.path ? "page" : undefined;
  };
  const groupIsCurrent = (group: NavGroup) =>
    group.id === "home" ? onHome : [group.overview, ...group.links].some((l) => l && isActivePath(pathname, l.path));
  const toggle = (id: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const item = (link: NavLink, index: number, list: readonly NavLink[]) => {
    const here = current(link);
    const label = link.label && link.label !== list[index - 1]?.label ? link.label : undefined;
    return (
      <li key={link.path}>
        {label && <span className="mobile-nav__label">{label}</span>}
        <Link to={link.path} className={here ? "active" : undefined} aria-current={here}>
          {link.name}
        </Link>
      </li>
    );
  };

  return (
    <nav id="mobile-nav" aria-label="Mobile" className="mobile-nav" hidden={!open}>
      <ul className="mobile-nav__list">
        {groups.map((group) => {
          const isOpen = expanded.has(group.id);
          return (
            <li key={group.id} className="mobile-nav__group">
              <button
                type="button"
                className={`mobile-nav__group-toggle${groupIsCurrent(group) ? " mobile-nav__group-toggle--current" : ""}`}
                aria-expanded={isOpen}
                aria-controls={`mobile-nav-${group.id}`}
                {...REPLAY}
                onClick={() => toggle(group.id)}
              >
                {group.name}
                <ChevronDown aria-hidden="true" size={20} className="mobile-nav__chevron" />
              </button>
              <ul id={`mobile-nav-${group.id}`} className="mobile-nav__sublist" hidden={!isOpen}>
                {group.overview && item(group.overview, 0, [])}
                {group.links.map(item)}
              </ul>
            </li>
          );
        })}
        {plain.map((link) => item(link, 0, []))}
      </ul>
      <Link to="/contact" className="button button--primary mobile-nav__cta" aria-current={current({ name: "Contact", path: "/contact" })}>
        Contact
      </Link>
      <a href={telHref(data.site.phone)} className="button button--secondary mobile-nav__phone">
        <Phone aria-hidden="true" focusable="false" width={18} height={18} />
        <span className="visually-hidden">Call </span>
        {data.site.phone}
      </a>
    </nav>
  );
}
