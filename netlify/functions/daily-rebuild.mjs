// A Netlify Scheduled Function (decision 036): once a day it asks for a fresh production build, so a post
// dated today goes live without anyone deploying. It calls the site's build hook, whose URL is a secret
// the owner keeps in the environment variable BUILD_HOOK_URL (docs/deploying.md, "Scheduled posts"). Without it, it
// says so in the function's log and does nothing.

/** 10:00 UTC: 5 or 6 in the morning in Maryland, before the working day. */
export const config = { schedule: "0 10 * * *" };

export default async function dailyRebuild(_request, { fetcher = fetch, env = process.env } = {}) {
  const hook = env.BUILD_HOOK_URL;
  if (!hook) {
    console.log("daily rebuild: BUILD_HOOK_URL is not set, so scheduled posts wait for the next deploy");
    return new Response("BUILD_HOOK_URL is not set", { status: 500 });
  }
  const response = await fetcher(hook, { method: "POST", body: "{}", headers: { "content-type": "application/json" } });
  if (!response.ok) {
    console.log(`daily rebuild: the build hook answered ${response.status}`);
    return new Response(`the build hook answered ${response.status}`, { status: 502 });
  }
  console.log("daily rebuild: production build requested");
  return new Response("build requested", { status: 202 });
}
