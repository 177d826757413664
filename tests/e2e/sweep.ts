// Which pages the sweeps visit (the page sweep, the dev server; decision 033). `npm test` visits one page
// of each template (the 14 posts share one) and every page that is a template of its own; `npm run
// test:full` (FULL_SWEEP=1), which CI runs after it, visits every other page: together, every page.

export const FULL_SWEEP = Boolean(process.env.FULL_SWEEP);

/**
 * One route of each template: routes under one parent with siblings (`/blog/<slug>`, `/towns/<slug>`) are
 * pages of one template, of which the first in order stands for all; every other route is its own.
 */
export function perTemplate(routes: readonly string[]): string[] {
  const parent = (route: string) => (route.lastIndexOf("/") > 0 ? route.slice(0, route.lastIndexOf("/")) : "");
  const siblings = new Map<string, number>();
  for (const route of routes) siblings.set(parent(route), (siblings.get(parent(route)) ?? 0) + 1);
  const seen = new Set<string>();
  return [...routes].sort().filter((route) => {
    const group = parent(route);
    if (!group || siblings.get(group)! < 2) return true;
    if (seen.has(group)) return false;
    seen.add(group);
    return true;
  });
}

/** The routes a sweep visits in this run: one of each template, or with FULL_SWEEP all the others. */
export function sweep(routes: readonly string[]): string[] {
  const quick = perTemplate(routes);
  return FULL_SWEEP ? routes.filter((r) => !quick.includes(r)) : quick;
}
