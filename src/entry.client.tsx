// React Router's default client entry. It runs once the page has been painted: the site build rewrites
// each prerendered page's bootstrap to wait for the first paint (`scripts/site/defer-scripts.ts`).
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
