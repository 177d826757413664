// The post-build step as `npm run build` runs it (scripts/tasks/build.ts, decision 047): started with the first
// steps, so its own start (Node, its modules) is done by the time their output is there, and told over the IPC
// channel the build task opened when what it reads is ready. Run alone (no channel), everything is ready.

/**
 * What the post-build waits for: `inputs`, the content build's, React Router's and the preview bundle's output;
 * `pictures`, the pictures' variants in the picture cache (scripts/tasks/pictures.ts).
 */
export type Ready = "inputs" | "pictures";

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
