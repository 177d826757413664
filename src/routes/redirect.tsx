import { redirect } from "react-router";
import { getRedirects } from "../content/data.server.ts";
import type { Route } from "./+types/redirect";

/** A short path of an old link: a permanent redirect to its canonical page. */
export async function loader({ request }: Route.LoaderArgs) {
  const target = await findRedirect(new URL(request.url).pathname);
  if (!target) throw new Response("Not Found", { status: 404 });
  return redirect(target.to, 301);
}

export async function findRedirect(pathname: string) {
  const redirects = await getRedirects();
  return redirects.find((r) => r.from === pathname.replace(/\/$/, ""));
}

export default function Redirect() {
  return null;
}
