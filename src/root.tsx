import { Links, Meta, Outlet, Scripts, useRouteLoaderData } from "react-router";
import type { Route } from "./+types/root";
import { CallBar } from "./components/CallBar.tsx";
import { ErrorScreen } from "./components/ErrorScreen.tsx";
import { Footer } from "./components/Footer.tsx";
import { FadeInObserver } from "./components/FadeIn.tsx";
import { Header } from "./components/Header.tsx";
import { ReplayTaps, TapCapture } from "./components/ReplayTaps.tsx";
import { ScrollManager } from "./components/ScrollManager.tsx";
import { SideWidget, useSideWidgetShown } from "./components/SideWidget.tsx";
import { SplashGate } from "./components/SplashGate.tsx";
import { FOOTER_POST_COUNT } from "./constants.ts";
import { getIndustries, getPage, getPosts, getSite, getSolutions, getTowns } from "./content/data.server.ts";
import type { RootData } from "./lib/root-data.ts";
import "./styles/base.css";
import { HEADING_FONT } from "../core/fonts.ts";

/** What every page's frame needs: brand facts, navigation lists, the newest posts for the footer. */
export async function loader(): Promise<RootData> {
  const [site, solutions, industries, towns, posts, shared] = await Promise.all([
    getSite(),
    getSolutions(),
    getIndustries(),
    getTowns(),
    getPosts(),
    getPage("shared"),
  ]);
  return {
    site,
    shared,
    solutions: solutions.map(({ slug, name, path }) => ({ slug, name, path })),
    industries: industries.map(({ name, path }) => ({ name, path })),
    towns: towns.map(({ name, path, county }) => ({ name, path, county })),
    latestPosts: posts.slice(0, FOOTER_POST_COUNT).map(({ slug, title, dateLabel }) => ({ slug, title, dateLabel })),
  };
}

/** The frame's data, from any route below the root. */
export function useRootData(): RootData {
  return useRouteLoaderData("root") as RootData;
}

export const links: Route.LinksFunction = () => [
  // The headings' face, the one font file a page loads: preloaded so that it is there for the first paint
  // (its font-display is optional: if it comes late it is simply not used, and nothing moves).
  { rel: "preload", href: HEADING_FONT.url, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "alternate", type: "application/rss+xml", title: "Blog", href: "/rss.xml" },
];

export function Layout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en-US">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0E3B5C" />
        <TapCapture />
        <Meta />
        <Links />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  const sideWidget = useSideWidgetShown();
  return (
    <>
      <SplashGate site={loaderData.site} />
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header data={loaderData} />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      {sideWidget ? <SideWidget site={loaderData.site} widget={loaderData.shared.sideWidget} /> : null}
      <Footer data={loaderData} />
      <CallBar phone={loaderData.site.phone} offer={sideWidget} />
      <ScrollManager />
      <FadeInObserver />
      <ReplayTaps />
    </>
  );
}

/**
 * A failure no route answers (the frame's own data included): the 'Unexpected Application Error!' screen with
 * the status text, logged to the console.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return (
    <main id="main">
      <ErrorScreen error={error} />
    </main>
  );
}
