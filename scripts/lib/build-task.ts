// The steps of `npm run build` (scripts/tasks/build.ts, decisions 047, 048) start together and ask the build task,
// over the IPC channel it opened for them, for the output they read; it answers once that output is there. A step
// run alone (no channel) has everything it reads already.

/**
 * What a step waits for: `content`, the content build's output (dist-content/); `inputs`, that and React Router's
 * client and server build; `preview`, the editor's preview bundle; `pictures`, the pictures' variants in the
 * picture cache (scripts/tasks/pictures.ts).
 */
export const READY = ["content", "inputs", "preview", "pictures"] as const;
export type Ready = (typeof READY)[number];

/** Asks the build task, which answers `what` once it is ready. */
export function ready(what: Ready): Promise<void> {
  if (!process.send) return Promise.resolve();
  return new Promise((resolve) => {
    const answer = (message: unknown) => {
      if (message !== what) return;
      process.off("message", answer);
      resolve();
    };
    process.on("message", answer);
    process.send!(what);
  });
}
