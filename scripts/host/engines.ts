// Netlify's local engines, loaded without the signal handlers one of their dependencies installs.
// `@netlify/redirects` imports `@netlify/dev-utils`, whose file helper (atomically, through when-exit) hooks
// 18 signals on import and raises each again once its own cleanup ran. The host writes no file through it,
// and two of those hooks would change what the host does: SIGXFSZ (an inbox write past a file-size limit,
// which must fail with EFBIG and answer 507) would kill the process, and SIGTERM would be raised twice.
import os from "node:os";

/** Every signal this platform has: whichever of them the import hooks, its listener is taken off again. */
const SIGNALS = Object.keys(os.constants.signals) as NodeJS.Signals[];

const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.rawListeners(signal))]));
const [{ HeadersHandler }, { RedirectsHandler }, { StaticHandler }] = await Promise.all([
  import("@netlify/headers"),
  import("@netlify/redirects"),
  import("@netlify/static"),
]);
for (const signal of SIGNALS) {
  for (const listener of process.rawListeners(signal)) {
    if (!before.get(signal)!.has(listener)) process.removeListener(signal, listener as (...args: unknown[]) => void);
  }
}
// Node ignores SIGXFSZ, but removing the last listener of a signal restores its default action (end the
// process): a listener that does nothing keeps a write past the limit failing with EFBIG, as before.
if (process.listenerCount("SIGXFSZ") === 0) process.on("SIGXFSZ", () => undefined);

export { HeadersHandler, RedirectsHandler, StaticHandler };
