// Types of the scheduled function (./daily-rebuild.mjs, plain JavaScript as Netlify bundles it) for the tests.
export const config: { schedule: string };
export const HOOK_TIMEOUT_SECONDS: number;
export default function dailyRebuild(
  request: Request,
  options?: { fetcher?: typeof fetch; env?: Record<string, string | undefined>; timeoutSeconds?: number },
): Promise<Response>;
