import { useEffect } from "react";
import { useNavigate } from "react-router";
import { NotFound } from "../components/NotFound.tsx";
import { NOT_FOUND } from "../constants.ts";
import { siteFromMatches } from "../lib/meta.ts";
import { NOT_FOUND_PATH_GLOBAL } from "../../core/site.ts";
import type { Route } from "./+types/not-found";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: `${NOT_FOUND.title} | ${siteFromMatches(matches).name}` },
  { name: "robots", content: "noindex" },
];

/**
 * Any path no route knows. Prerendered at /404 and moved to 404.html, which the host serves with status
 * 404 at whatever address was asked for. That page hydrates as /404 (its script swaps the address first,
 * so the router matches the markup); then the router is sent back to the real address, where an unknown
 * town or post reaches its own route and is logged there.
 */
export default function NotFoundRoute() {
  const navigate = useNavigate();
  useEffect(() => {
    const globals = window as unknown as Record<string, string | undefined>;
    const original = globals[NOT_FOUND_PATH_GLOBAL];
    if (!original) return;
    delete globals[NOT_FOUND_PATH_GLOBAL];
    navigate(original, { replace: true, preventScrollReset: true });
  }, [navigate]);
  return <NotFound />;
}
