// `npm run build`: the site in three steps, one after the other, each a module of its own.
//   1. The content build (scripts/cli/): content/ checked and written to dist-content/. A content error stops the
//      build here, at its file and line, and leaves dist-content/ and build/client as they were.
//   2. React Router's build (react-router.config.ts), in this process as `react-router build` runs it: the client and
//      server bundles, then every page prerendered from dist-content/ into .cache/site/bundle/client.
//   3. The post-build (scripts/postbuild/main.ts): those files made into the site a static host serves, build/client,
//      written whole at its end.
// Beside them run two things that read nothing the steps write before them, each awaited by the post-build where it
// needs it: the editor's preview bundle (its own Vite build in a child process at a lower priority, started with the
// content build, when the cache has none of the code as it is now) and the pictures' webp variants (encoded in this
// process from the list the content build writes, while React Router builds).
import { spawn } from "node:child_process";
import { ROOT } from "../lib/root.ts";

// Production, as the host builds, whatever NODE_ENV the caller has (a test runner's `test`): React reads it once, when loaded.
process.env.NODE_ENV = "production";

/** When a step fails, the work still running beside it is stopped. */
const stop = new AbortController();

/** Runs `node args` in the repository, its output shown as it comes; rejects when it fails. */
function node(name: string, args: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd: ROOT, stdio: "inherit", signal: stop.signal });
    child.on("error", reject);
    child.on("close", (code, signal) => (code === 0 ? resolve() : reject(new Error(`${name} failed (${signal ?? `exit ${code}`})`))));
  });
}

/** Work started now and awaited later by the post-build: a failure before then is reported there, not as an unhandled one. */
function beside<T>(work: Promise<T>): Promise<T> {
  work.catch(() => {});
  return work;
}

const started = performance.now();
const at = () => `${((performance.now() - started) / 1000).toFixed(1)} s`;
try {
  const contentBuild = beside(node("content build", ["scripts/content.mjs", "build", "--pictures-apart"]));
  // The rest of the build's code, Vite and React Router included (1 s to load), is loaded while the content build runs.
  const [{ ensurePreviewBundle }, { DIST, postbuild }, { pictureFiles }, { createBuilder }] = await Promise.all([
    import("../admin/preview-files.ts"),
    import("../postbuild/main.ts"),
    import("../postbuild/pictures.ts"),
    import("vite"),
    import("@react-router/dev/vite"),
  ]);
  const previewBundle = beside(ensurePreviewBundle(stop.signal));

  await contentBuild;
  const contentDone = at();
  const pictures = beside(pictureFiles(DIST));

  // What `react-router build` runs; its log of each file it writes (two a page) is left out, its warnings and errors show.
  await (await createBuilder({ root: ROOT, logLevel: "warn" })).buildApp();
  const bundlesDone = at();

  await postbuild({ pictures, previewBundle });
  console.log(`build: ${at()} (content build done at ${contentDone}, react-router build at ${bundlesDone})`);
  // React Router's plugin leaves its watchers of the app's files open; its command exits the same way.
  process.exit(0);
} catch (err) {
  // What went wrong, said above by the step or here in its message; content errors name their file and line.
  console.error(`build stopped: ${(err as Error).message}\nbuild/client is unchanged.`);
  stop.abort();
  process.exit(1);
}
