import path from "node:path";
import { Command } from "commander";
import { watch } from "chokidar";
import { buildContent } from "./build.ts";
import { registerCmsCommand } from "./cms-command.ts";
import { defaultPaths } from "./config.ts";
import { checkContent } from "./pipeline.ts";
import { reportProblems } from "./report.ts";
import { writeTypes } from "./types.ts";

const program = new Command()
  .name("content")
  .description("Checks and builds the site's content: YAML and markdown under content/, into dist-content/.")
  .option("--debug", "show stack traces for unexpected failures")
  .showHelpAfterError();

const paths = defaultPaths(process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : undefined);

program
  .command("validate")
  .description("check every content file and print each problem as file:line:col  message; writes nothing")
  .action(async () => {
    const checked = await checkContent(paths);
    process.exitCode = reportProblems(checked.problems, checked.files.length) ? 1 : 0;
  });

async function buildOnce(): Promise<boolean> {
  const started = performance.now();
  const result = await buildContent(paths);
  if (result.upToDate) {
    console.log(`✔ nothing changed since the last build: dist-content/ is up to date (${Math.round(performance.now() - started)} ms)`);
    return true;
  }
  const errors = result.problems ? reportProblems(result.problems, result.fileCount) : 0;
  if (errors || !result.summary) {
    console.log("dist-content/ was left as it was.");
    return false;
  }
  const { written, unchanged, removed } = result.summary;
  const ms = Math.round(performance.now() - started);
  console.log(
    `dist-content/: ${written} written, ${unchanged} unchanged, ${removed} removed; images: ${result.encoded} encoded, ${result.reused} from cache (${ms} ms)`,
  );
  return true;
}

program
  .command("build")
  .description("validate, then write dist-content/ (JSON, image variants, search index); on any error nothing is written")
  .option("-w, --watch", "rebuild whenever content/ or schemas/ change")
  .action(async (opts: { watch?: boolean }) => {
    const ok = await buildOnce();
    if (!opts.watch) {
      process.exitCode = ok ? 0 : 1;
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    let running = Promise.resolve();
    console.log("watching content/ and schemas/ (Ctrl+C to stop)");
    watch([paths.content, paths.schemas], { ignoreInitial: true }).on("all", (_event, file) => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        running = running.then(async () => {
          console.log(`\nchanged: ${path.relative(paths.root, file)}`);
          await buildOnce().catch((err) => console.error(program.opts().debug ? err : `build failed: ${err.message}`));
        });
      }, 100);
    });
  });

program
  .command("types")
  .description("regenerate the TypeScript types of the content from schemas/ (src/content/schema.generated.ts)")
  .option("--check", "fail if the generated file is out of date instead of writing it")
  .action(async (opts: { check?: boolean }) => {
    const { changed, file } = await writeTypes(paths, { check: opts.check });
    const rel = path.relative(paths.root, file);
    if (opts.check && changed) {
      console.log(`${rel} is out of date: run npx content types`);
      process.exitCode = 1;
    } else console.log(changed ? `wrote ${rel}` : `${rel} is up to date`);
  });

registerCmsCommand(program, paths);

program.parseAsync().catch((err: Error) => {
  console.error(program.opts().debug ? err : `content: ${err.message} (run with --debug for details)`);
  process.exitCode = 2;
});
