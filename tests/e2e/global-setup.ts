// The run's folder for the built copy of the site (./built-sites.ts), shared by the workers through
// the environment; removed at the end of the run with the copy built into it.
import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

export default async function globalSetup() {
  const run = await fs.mkdtemp(path.join(os.tmpdir(), "e2e-built-sites-"));
  process.env.E2E_BUILT_SITES = run;
  return async () => {
    for (const name of await fs.readdir(run))
      if (name.endsWith(".done")) await fs.rm(await fs.readFile(path.join(run, name), "utf8"), { recursive: true, force: true });
    await fs.rm(run, { recursive: true, force: true });
  };
}
