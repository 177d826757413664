// The schemas' validators for the editor at /admin, compiled ahead of time from schemas/ with the CLI's
// own ajv and options (ajv's standalone code): ajv compiles a schema with `new Function`, which /admin's
// policy forbids, so the browser gets the compiled functions as a module of the preview bundle
// (decision 034). Their errors are ajv's own, so core/content/schema.ts words them as the CLI does.
import fs from "node:fs";
import path from "node:path";
import standaloneCode from "ajv/dist/standalone/index.js";
import { ROOT } from "../lib/root.ts";
import { createAjv } from "../cli/validate.ts";

/** The module's name in the preview bundle: `import validators from "virtual:content-validators"`. */
export const VALIDATORS_MODULE = "virtual:content-validators";

/** An ES module whose default export maps each schema's `$id` to its compiled validator. */
export function validatorsModule(schemasDir = path.join(ROOT, "schemas")): string {
  const ajv = createAjv(schemasDir, undefined, path.dirname(schemasDir), { code: { source: true, esm: true } });
  const ids = fs
    .readdirSync(schemasDir)
    .filter((n) => n.endsWith(".schema.json"))
    .sort()
    .map((n) => JSON.parse(fs.readFileSync(path.join(schemasDir, n), "utf8")).$id as string);
  const names = Object.fromEntries(ids.map((id, i) => [`contentValidator${i}`, id]));
  let code = standaloneCode(ajv, names);
  // The standalone code names ajv's runtime helpers with require() even as ESM: imported instead.
  const imports: string[] = [];
  // Node hands a CommonJS module's exports object to a default import, a bundler its `default` (esModule
  // interop): the code reads `.default` of whichever it gets.
  code = code.replace(/require\("([^"]+)"\)/g, (_, spec: string) => {
    const name = `runtime${imports.length}`;
    imports.push(`import ${name} from ${JSON.stringify(`${spec}.js`)};`);
    return `(${name}.default ? ${name} : { default: ${name} })`;
  });
  const table = `export default {${Object.entries(names)
    .map(([name, id]) => `${JSON.stringify(id)}: ${name}`)
    .join(", ")}};`;
  return `${imports.join("\n")}\n${code}\n${table}\n`;
}
