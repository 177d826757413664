// A Netlify Scheduled Function (decision 036): once a day it asks for a fresh production build, so a post
// dated today goes live without anyone deploying. It calls the site's build hook, whose URL is a secret
// the owner keeps in the environment variable BUILD_HOOK_URL (docs/deploying.md, "Scheduled posts"). Every run ends
// with one line in the function's log saying how it went; the URL itself is never in a line, an error or
// the answer (anyone who reads it can start builds).

/** 10:00 UTC: 5 or 6 in the morning in Maryland, before the working day. */
export const config = { schedule: "0 10 * * *" };

/** How long the hook may take to answer: Netlify's answers in well under a second. */
export const HOOK_TIMEOUT_SECONDS = 10;

const PREFIX = "daily rebuild: ";

/** The hook's address, or why BUILD_HOOK_URL is not one (words that never quote the value). */
function hookAddress(value) {
  let url;
  try {
    url = new URL(value);
  } catch {
    const hint = /^\s|\s$|^["']|["']$/.test(value) ? " (it has quotes or spaces around it: set the address alone)" : "";
    return { why: `BUILD_HOOK_URL is not a web address${hint}` };
  }
  // https, or http to this machine (a hook of one's own while testing): a secret is not sent in clear.
  const local = url.hostname === "127.0.0.1" || url.hostname === "localhost" || url.hostname === "[::1]";
  if (url.protocol !== "https:" && !(url.protocol === "http:" && local)) return { why: "BUILD_HOOK_URL must start with https://" };
  return { url };
}

/** One line in the function's log, and the same words in the answer. */
function outcome(status, words) {
  console.log(PREFIX + words);
  return new Response(words, { status });
}

/** Why a request failed, in words of its own (a network error's message can name the address). */
function failure(err, timeout) {
  if (err?.name === "TimeoutError" || (timeout.aborted && err?.name === "AbortError"))
    return `the build hook did not answer within ${timeout.seconds} seconds, so no build was requested`;
  const code = err?.cause?.code ?? err?.code;
  if (code === "ECONNREFUSED") return "the build hook refused the connection, so no build was requested";
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "the build hook's host name was not found, so no build was requested";
  return `the build hook could not be reached (${typeof code === "string" ? code : "network error"}), so no build was requested`;
}

export default async function dailyRebuild(_request, { fetcher = fetch, env = process.env, timeoutSeconds = HOOK_TIMEOUT_SECONDS } = {}) {
  const value = env.BUILD_HOOK_URL;
  if (!value) return outcome(500, "BUILD_HOOK_URL is not set, so scheduled posts wait for the next deploy");
  const { url, why } = hookAddress(value);
  if (!url) return outcome(500, `${why}, so no build was requested`);
  const signal = AbortSignal.timeout(timeoutSeconds * 1000);
  let response;
  try {
    // A redirect is an answer, not followed: the hook's address is the one place the request may go.
    response = await fetcher(url, { method: "POST", body: "{}", headers: { "content-type": "application/json" }, redirect: "manual", signal });
    // The body is not needed: read and dropped within the same time limit, so the connection closes.
    await response.arrayBuffer().catch(() => undefined);
  } catch (err) {
    return outcome(502, failure(err, { aborted: signal.aborted, seconds: timeoutSeconds }));
  }
  if (response.status >= 300 && response.status < 400)
    return outcome(502, `the build hook answered ${response.status} (a redirect, not followed), so no build was requested: check BUILD_HOOK_URL`);
  if (!response.ok) return outcome(502, `the build hook answered ${response.status}, so no build was requested`);
  return outcome(202, `production build requested (the build hook answered ${response.status})`);
}
