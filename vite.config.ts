import { reactRouter } from "@react-router/dev/vite";
import browserslistToEsbuild from "browserslist-to-esbuild";
import { defineConfig, type Plugin } from "vite";

/**
 * The dev server's own plugins: the editor at /admin/ and the pages reloaded after a content edit. Vite bundles
 * this file with every module of the repository it imports each time it reads it, four times in a build (0.5 s of
 * React Router's build with these two); they are imported by Node instead, once, when the dev server starts. A
 * specifier made at run time is one the bundler leaves to Node.
 */
async function devPlugins(): Promise<Plugin[]> {
  const at = (file: string) => new URL(file, import.meta.url).href;
  const [{ cmsAdmin }, { contentReload }] = await Promise.all([
    import(at("./scripts/tasks/cms-admin.ts")) as Promise<typeof import("./scripts/tasks/cms-admin.ts")>,
    import(at("./scripts/tasks/content-reload.ts")) as Promise<typeof import("./scripts/tasks/content-reload.ts")>,
  ]);
  return [contentReload(), cmsAdmin()];
}

export default defineConfig(({ command, isSsrBuild, isPreview }) => ({
  // The content build writes the image variants, the favicon, the heading font and the search index here. The
  // dev server serves them. A build finds here the files the stylesheets name (`/fonts/...`), and leaves them out
  // of its output (`copyPublicDir` below): the post-build step takes them from dist-content/ itself.
  publicDir: "dist-content/public",
  plugins: [reactRouter(), command === "serve" && !isPreview ? devPlugins() : null],
  // React Router prerenders through a Vite preview server, and its plugin starts a second Vite server
  // there that watches the whole project, every page the prerender writes included: 29 of 52 CPU-s
  // of a 1,055-page build (decision 056; remix-run/react-router#15533). Nothing is edited during a
  // preview, so nothing is watched.
  server: isPreview ? { watch: null } : undefined,
  // Its preview server is asked for each page twice, over a new connection each time: at an address, not a name
  // to look up first (two look-ups a page, each reading the system's host files).
  preview: isPreview ? { host: "127.0.0.1" } : undefined,
  build: {
    // The browsers package.json's `browserslist` names (decision 018): the script and, through Vite's
    // cssTarget, the CSS minifier keep to what they support.
    target: browserslistToEsbuild(),
    copyPublicDir: false,
    // What each page loads is held to its budget by tests/e2e/budgets.spec.ts and `npm run bench:size`. This
    // warns of one chunk larger than the framework's own, which every page loads and no split can make smaller
    // (React, React DOM and React Router: 341 KB before compression).
    chunkSizeWarningLimit: 400,
    // Vite's log of each chunk's gzip size: a fifth of the bundle's CPU time (0.7 of 3.7 s);
    // `npm run bench:size` measures what each page loads against the budget.
    reportCompressedSize: false,
    rolldownOptions: {
      // Rolldown's note of its plugins' time, which it prints when a build is slow (a cold one, sharing the cores
      // with the content build's work), is for whoever profiles the build, not for a deploy's log.
      checks: { bundlerTimings: false },
      ...(!isSsrBuild && {
        output: {
          codeSplitting: {
            groups: [
              { name: "framework", test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/ },
              // Code of two routes or more, loaded by every page; but not the proof blocks (Testimonials.tsx),
              // which only the home, industry and town pages show, nor the image carousel (Carousel.tsx), which
              // only the about and solution pages show, nor the first-visit splash (Splash.tsx), fetched only
              // when a visit shows it: /contact keeps its budget.
              {
                name: "shared",
                test: /(src[\\/](lib|components|constants)|core)[\\/](?!Testimonials\.|Carousel\.|Splash\.)[\w.-]+\.tsx?$|node_modules[\\/]lucide-react[\\/]/,
                minShareCount: 2,
              },
            ],
          },
        },
      }),
    },
  },
}));
