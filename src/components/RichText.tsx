import { useEffect, useRef, type MouseEvent } from "react";
import { useNavigate } from "react-router";

/** Wide tables scroll sideways on phones (post.css): keyboard users can only scroll what they can focus (WCAG 2.1.1). */
const focusableTables = (html: string) => html.replace(/<table>/g, '<table tabindex="0">');

interface RichTextProps {
  /** HTML the content build rendered and sanitized (post bodies, FAQ answers). */
  html: string;
  className?: string;
}

/**
 * Trusted content HTML. Its links to the site's own pages are followed by the router, so reading on from
 * an article to another page does not reload the whole site; other links, new-tab clicks and downloads
 * behave as the browser would.
 */
export function RichText({ html, className }: RichTextProps) {
  const navigate = useNavigate();
  const root = useRef<HTMLDivElement>(null);

  // Wide tables scroll sideways on phones (see post.css); keyboard users must be able to reach and
  // scroll them too, so each table becomes a focusable region.
  useEffect(() => {
    for (const table of root.current?.querySelectorAll("table") ?? []) table.tabIndex = 0;
  }, [html]);

  function followInternalLink(event: MouseEvent<HTMLDivElement>) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = (event.target as Element).closest("a");
    if (!anchor || (anchor.target && anchor.target !== "_self") || anchor.hasAttribute("download")) return;
    const url = new URL(anchor.href, window.location.href);
    if (url.origin !== window.location.origin) return;
    event.preventDefault();
    navigate(`${url.pathname}${url.search}${url.hash}`);
  }

  return <div className={className} onClick={followInternalLink} dangerouslySetInnerHTML={{ __html: focusableTables(html) }} />;
}
