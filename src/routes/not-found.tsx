import { NotFound } from "../components/NotFound.tsx";
import { NOT_FOUND } from "../constants.ts";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = () => [{ title: `${NOT_FOUND.title} | 404` }, { name: "robots", content: "noindex" }];

/** Any path no route knows. Prerendered at /404 and copied to 404.html for the static host. */
export default function NotFoundRoute() {
  return <NotFound />;
}
