import fs from "node:fs";
import os from "node:os";
import type { Config } from "@react-router/dev/config";

/** The content build writes every URL the site has; the not-found page is rendered at /404 and copied to 404.html. */
function prerenderPaths(): string[] {
  const routes: string[] = JSON.parse(fs.readFileSync("dist-content/routes.json", "utf8"));
  const redirects: { from: string }[] = JSON.parse(fs.readFileSync("dist-content/redirects.json", "utf8"));
  return [...routes, ...redirects.map((r) => r.from), "/404"];
}

export default {
  appDirectory: "src",
  ssr: false,
  prerender: {
    paths: prerenderPaths,
    // Both cores: prerendering is the slowest step of the build.
    concurrency: Math.max(2, os.availableParallelism()),
  },
} satisfies Config;
