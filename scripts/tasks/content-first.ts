import type { Plugin } from "vite";
import { ready } from "../lib/build-task.ts";

/**
 * `npm run build` runs React Router's build beside the content build (decision 048): its bundles read none of
 * dist-content/, but the SPA fallback it renders last runs the root route's loader, which does. React Router
 * renders it through a Vite preview server, so that server waits here for the content build's output, asked of
 * the build task (scripts/lib/build-task.ts). Run alone, or by `vite preview`, there is nothing to wait for.
 */
export function contentFirst(): Plugin {
  return { name: "content-first", configurePreviewServer: () => ready("content") };
}
