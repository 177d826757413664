import { useEffect, useState } from "react";
import { Link, useLocation } from "react-router";
import { ACTIVE_SECTION_OFFSET_PX, HOME_SECTIONS, SOLUTION_LINKS } from "../constants.ts";
import type { RootData } from "../root.tsx";

interface Group {
  id: string;
  name: string;
  links: { name: string; to: string; match: string }[];
}

/** The id of the home section at the scroll position plus the offset of the spec. */
function useActiveHomeSection(enabled: boolean): string | undefined {
  const [active, setActive] = useState<string>();
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      const y = window.scrollY + ACTIVE_SECTION_OFFSET_PX;
      let current: string | undefined;
      for (const s of HOME_SECTIONS) {
        const el = document.getElementById(s.id);
        if (el && el.offsetTop <= y) current = s.id;
      }
      setActive(current);
    };
    onScroll();
    window.addEventListener("scroll", onScroll, { passive: true });
    return () => window.removeEventListener("scroll", onScroll);
  }, [enabled]);
  return active;
}

export function MobileNav({ open, data, onNavigate }: { open: boolean; data: RootData; onNavigate: () => void }) {
  const { pathname } = useLocation();
  const onHome = pathname === "/";
  const activeSection = useActiveHomeSection(onHome && open);
  const [openGroups, setOpenGroups] = useState<Set<string>>(new Set());

  const groups: Group[] = [
    { id: "home", name: "Home", links: HOME_SECTIONS.map((s) => ({ name: s.label, to: `/#${s.id}`, match: `#${s.id}` })) },
    { id: "solutions", name: "Our Solutions", links: SOLUTION_LINKS.map((s) => ({ name: s.name, to: s.path, match: s.path })) },
    { id: "locations", name: "Prospective Locations", links: data.industries.map((i) => ({ name: i.name, to: i.path, match: i.path })) },
    { id: "service-area", name: "Service Area", links: data.towns.map((t) => ({ name: t.name, to: t.path, match: t.path })) },
  ];
  const plain = [
    { name: "About", to: "/about" },
    { name: "Blog", to: "/blog" },
    { name: "FAQ", to: "/faq" },
    { name: "Contact", to: "/contact" },
  ];

  const isCurrent = (match: string) => (match.startsWith("#") ? onHome && activeSection === match.slice(1) : pathname === match);
  const toggle = (id: string) =>
    setOpenGroups((prev) => {
      const next = new Set(prev);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  return (
    <nav id="mobile-nav" aria-label="Mobile" className={`mobile-nav${open ? " mobile-nav--open" : ""}`} hidden={!open}>
      <ul className="mobile-nav__groups">
        {groups.map((group) => {
          const expanded = openGroups.has(group.id);
          return (
            <li key={group.id}>
              <button type="button" className="mobile-nav__group" aria-expanded={expanded} aria-controls={`mobile-nav-${group.id}`} onClick={() => toggle(group.id)}>
                {group.name}
              </button>
              <ul id={`mobile-nav-${group.id}`} hidden={!expanded}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link to={link.to} onClick={onNavigate} className={isCurrent(link.match) ? "active" : undefined} aria-current={isCurrent(link.match) ? "page" : undefined}>
                      {link.name}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
        {plain.map((link) => (
          <li key={link.to}>
            <Link to={link.to} onClick={onNavigate} className={pathname === link.to ? "active" : undefined} aria-current={pathname === link.to ? "page" : undefined}>
              {link.name}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
