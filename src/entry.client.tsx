// React Router's default client entry. It runs once the page has been painted: the post-build step makes
// each prerendered page's module script start after the first paint (`scripts/postbuild/defer-scripts.ts`).
import { startTransition, StrictMode } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";

startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter />
    </StrictMode>,
  );
});
