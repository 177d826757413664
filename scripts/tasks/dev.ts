// `npm run dev`: the content build in watch mode beside React Router's dev server. Route loaders read
// dist-content/ on every request, so an edited content file shows on the next page load.
import { spawn } from "node:child_process";
import { ROOT } from "../cli/config.ts";

const run = (cmd: string, args: string[]) => spawn(cmd, args, { cwd: ROOT, stdio: "inherit", shell: false });

const content = run("node", ["scripts/content.mjs", "build", "--watch"]);
// Give the first content build a head start so the dev server finds dist-content/.
setTimeout(() => {
  const app = run("npx", ["react-router", "dev"]);
  const stop = () => {
    content.kill();
    app.kill();
  };
  app.on("exit", stop);
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
}, 3000);
