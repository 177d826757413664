import path from "node:path";
import { Command, Option } from "commander";
import type { buildContent } from "./build.ts";
import { registerCmsCommand } from "./cms-command.ts";
import { defaultPaths } from "./config.ts";
import { checkContent } from "./pipeline.ts";
import { writeWhole } from "../lib/output.ts";
import { launchRequested } from "./launch.ts";
import { formatProblem } from "../../core/content/problems.ts";
import { reportProblems } from "./report.ts";
import { writeCollectionIndex } from "./collection-index.ts";

// Each command imports what only it needs when it runs (the build its encoder and markdown workers, `types` its
// schema compiler, `--watch` its watcher): `validate` and `--help` start without them.
const program = new Command()
  .name("content")
  .description("Checks and builds the site's content: YAML and markdown under content/, into dist-content/.")
  .option("--debug", "show stack traces for unexpected failures")
  .showHelpAfterError();

const paths = defaultPaths(process.env.CONTENT_ROOT ? path.resolve(process.env.CONTENT_ROOT) : undefined);

/**
 * Whether to run the launch check (scripts/cli/launch.ts): asked for with --launch, or by the environment
 * (CONTEXT=production on a Netlify production deploy, LAUNCH=1 on any other host), so the host's production
 * build fails on a placeholder whatever command builds the site. Says so, and why.
 */
function launchMode(flag: boolean | undefined): boolean {
  const why = flag ? "--launch" : launchRequested();
  if (why) console.log(`launch check on (${why}): placeholder phone, e-mails, origin and editor repository are errors`);
  return Boolean(why);
}

program
  .command("validate")
  .description("check every content file and print each problem as file:line:col  message; writes nothing")
  .option(
    "--launch",
    "also check what a live site needs: no placeholder phone, e-mail, origin or repository (on by itself with CONTEXT=production or LAUNCH=1)",
  )
  .action(async (opts: { launch?: boolean }) => {
    const checked = await checkContent(paths, { launch: launchMode(opts.launch) });
    process.exitCode = reportProblems(checked.problems, checked.files.length) ? 1 : 0;
  });

/** Where `--report` writes the last build's errors for the dev server's overlay; undefined without it. */
let reportFile: string | undefined;

/** The errors of the last build, one `file:line:col  message` line each (none when it succeeded). */
async function report(errors: string[]): Promise<void> {
  if (reportFile) await writeWhole(reportFile, `${JSON.stringify({ errors }, null, 1)}\n`);
}

/** Whether this process's builds run the launch check (set once, from the command line and the environment). */
let launch = false;
/** `npm run build` encodes the pictures beside React Router's build (scripts/postbuild/pictures.ts, decision 056). */
let picturesApart = false;

async function buildOnce(): Promise<boolean> {
  const started = performance.now();
  let result: Awaited<ReturnType<typeof buildContent>>;
  try {
    result = await (await import("./build.ts")).buildContent(paths, { launch, picturesApart });
  } catch (caught) {
    const err = caught as NodeJS.ErrnoException & { file?: string };
    // Not a content problem (the disk, permissions, a picture the encoder cannot read): said in one line,
    // at the file it was working on when it knows one (a document that failed to render).
    const line = err.file
      ? `${err.file}:1:1  this file cannot be built (${err.message.split("\n")[0]}): simplify what was changed last`
      : `build failed: ${err.message}`;
    console.log(program.opts().debug ? err : `✖ ${line}`);
    console.log("dist-content/ was left as it was.");
    await report([line]);
    return false;
  }
  await report((result.problems?.sorted() ?? []).filter((p) => p.severity === "error").map(formatProblem));
  if (result.summary?.note) console.log(`note: ${result.summary.note}`);
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
  const images = picturesApart ? `${result.imageCount} pictures encoded apart` : `images: ${result.encoded} encoded, ${result.reused} from cache`;
  console.log(`dist-content/: ${written} written, ${unchanged} unchanged, ${removed} removed; ${images} (${ms} ms)`);
  return true;
}

program
  .command("build")
  .description("validate, then write dist-content/ (JSON, image variants, search index); on any error nothing is written")
  .option("-w, --watch", "rebuild whenever content/ or schemas/ change")
  .option("--report <file>", "after each build, write its errors as JSON to <file> (the dev server shows them)")
  .option("--launch", "run the launch check too (on by itself with CONTEXT=production or LAUNCH=1)")
  // `npm run build`'s own (scripts/tasks/build.ts): dist-content/ without the pictures' variants, for its post-build step.
  .addOption(new Option("--pictures-apart").hideHelp())
  .action(async (opts: { watch?: boolean; report?: string; launch?: boolean; picturesApart?: boolean }) => {
    reportFile = opts.report && path.resolve(opts.report);
    launch = launchMode(opts.launch);
    picturesApart = Boolean(opts.picturesApart);
    const ok = await buildOnce();
    if (!opts.watch) {
      process.exitCode = ok ? 0 : 1;
      return;
    }
    let timer: NodeJS.Timeout | undefined;
    let running = Promise.resolve();
    console.log("watching content/ and schemas/ (Ctrl+C to stop)");
    const { watch } = await import("chokidar");
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
  .description(
    "regenerate the TypeScript types of the content from schemas/ (core/schema.generated.ts) the list of collections (core/collections.generated.ts) and their routes (core/routes.generated.ts)",
  )
  .option("--check", "fail if the generated file is out of date instead of writing it")
  .action(async (opts: { check?: boolean }) => {
    const { writeTypes } = await import("./types.ts");
    for (const { changed, file } of [await writeTypes(paths, { check: opts.check }), ...(await writeCollectionIndex(undefined, { check: opts.check }))]) {
      const rel = path.relative(paths.root, file);
      if (opts.check && changed) {
        console.log(`${rel} is out of date: run npx content types`);
        process.exitCode = 1;
      } else console.log(changed ? `wrote ${rel}` : `${rel} is up to date`);
    }
  });

registerCmsCommand(program, paths);

program.parseAsync().catch((err: Error) => {
  console.error(program.opts().debug ? err : `content: ${err.message} (run with --debug for details)`);
  process.exitCode = 2;
});
