// `npx content cms`: prints (or writes) the browser editor's configuration generated from schemas/, and
// with --normalize rewrites the content files in the form the editor saves them (core/content/cms-config.ts).
import fs from "node:fs/promises";
import path from "node:path";
import type { Command } from "commander";
import type { Paths } from "./config.ts";
import { cmsConfig, normalizeContent } from "./cms.ts";
import { cmsConfigYaml } from "../../core/content/cms-config.ts";

export function registerCmsCommand(program: Command, paths: Paths): void {
  program
    .command("cms")
    .description(
      "print the /admin editor's configuration generated from schemas/ (--out writes it to a file); --normalize rewrites content files as the editor saves them",
    )
    .option("--out <file>", "write the configuration to this file instead of printing it")
    .option("--normalize", "rewrite content/ files in the editor's form: key order of the schemas, its quoting, no line folding")
    .option("--check", "with --normalize: list the files not in that form and exit 1, writing nothing")
    .action(async (opts: { out?: string; normalize?: boolean; check?: boolean }) => {
      if (opts.normalize) {
        const changed = await normalizeContent(paths, { check: opts.check });
        for (const rel of changed) console.log(`${opts.check ? "not in the editor's form" : "rewritten"}: ${rel}`);
        console.log(
          changed.length
            ? `${changed.length} ${changed.length === 1 ? "file" : "files"} ${opts.check ? "to normalize (run npx content cms --normalize)" : "rewritten"}`
            : "every content file is in the editor's form",
        );
        process.exitCode = opts.check && changed.length ? 1 : 0;
        return;
      }
      const yaml = cmsConfigYaml(await cmsConfig(paths));
      if (!opts.out) return void process.stdout.write(yaml);
      await fs.mkdir(path.dirname(path.resolve(opts.out)), { recursive: true });
      await fs.writeFile(path.resolve(opts.out), yaml);
      console.log(`wrote ${opts.out}`);
    });
}
