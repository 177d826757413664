/**
 * The file a page's canonical address is written to: `index.html` for `/`, `<path>.html` for any other.
 * Netlify, Cloudflare Pages and GitHub Pages serve `about.html` at `/about` with no redirect (decision 013).
 */
export const pageFile = (page: string): string => (page === "/" ? "index.html" : `${page.slice(1)}.html`);
