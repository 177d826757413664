import { redirect } from "react-router";
import { getRedirects } from "../content/data.server.ts";
import type { Route } from "./+types/redirect";

/**
 * A short path of an old link: a permanent redirect to its canonical page. Prerendered as a redirect
 * page (for client navigation and hosts without rules); `_redirects` answers the real 301.
 */
export async function loader({ request }: Route.LoaderArgs) {
  // Only loader code may touch data.server.ts: any other export would pull it into the client bundle.
  const pathname = new URL(request.url).pathname.replace(/\/$/, "");
  const target = (await getRedirects()).find((r) => r.from === pathname);
  if (!target) throw new Response("Not Found", { status: 404 });
  return redirect(target.to, target.status);
}

export default function Redirect() {
  return null;
}
