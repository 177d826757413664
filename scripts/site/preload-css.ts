// Applied to each prerendered page: lets it ask for its style sheets first.
// React 19 hoists React Router's ~20 `modulepreload` links to the top of <head>, above the route's
// `<link rel="stylesheet">` tags (which it leaves in place), so on HTTP/1.1 the render-blocking CSS waits
// for free connections behind the JavaScript and the first paint waits with it. A `preload` of each style
// sheet right after the viewport tag puts the CSS requests first. The stylesheet tags themselves are left
// untouched (React hydrates them where they are); an extra preload in <head> is skipped by hydration.
/** The page with a `<link rel="preload" as="style">` for each of its style sheets, after the viewport tag. */
export function preloadStylesheets(html: string): string {
  if (html.includes('rel="preload" as="style"')) return html;
  const head = html.slice(0, html.indexOf("</head>"));
  const hrefs = [...head.matchAll(/<link rel="stylesheet" href="([^"]+)"\/>/g)].map((m) => m[1]);
  if (!hrefs.length) return html;
  const preloads = hrefs.map((href) => `<link rel="preload" as="style" href="${href}"/>`).join("");
  return html.replace(/(<meta name="viewport"[^>]*\/>)/, `$1${preloads}`);
}
