// The schemas' verdict on each content file, in the words an editor reads, at the line and column of the
// value: the same for the CLI (ajv compiling schemas/) and for the editor in the browser (validators
// compiled ahead of time from the same schemas, decision 034).
import type { ErrorObject, ValidateFunction } from "ajv";
import { closest, distance } from "fastest-levenshtein";
import type { SourceFile } from "./source.ts";
import { START, type Problems } from "./problems.ts";

/** The options every schema is compiled with, on either side. */
export const AJV_OPTIONS = { allErrors: true, verbose: true, strict: true, strictRequired: false, allowUnionTypes: true } as const;

const toPath = (pointer: string): string[] =>
  pointer === ""
    ? []
    : pointer
        .slice(1)
        .split("/")
        .map((s) => s.replace(/~1/g, "/").replace(/~0/g, "~"));

const fieldName = (segments: readonly string[]) => (segments.length ? segments.join("/") : "the file");

const count = (n: number, noun: string) => `${n} ${noun}${n === 1 ? "" : "s"}`;

/** What ajv's keywords put in an error's `params`. */
interface ErrorParams {
  missingProperty?: string;
  type?: string;
  allowedValues?: unknown[];
  format?: string;
  limit?: number;
  i?: number;
  j?: number;
  additionalProperty?: string;
}

/** The keywords of the schema that failed which the messages quote. */
interface FailedSchema {
  description?: string;
  minItems?: number;
  maxItems?: number;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  properties?: Record<string, unknown>;
}

const paramsOf = (e: ErrorObject) => e.params as ErrorParams;
const schemaOf = (e: ErrorObject) => (e.parentSchema ?? {}) as FailedSchema;

/** Turns one ajv error into the sentence an editor reads, naming the field and what is expected. */
function describe(e: ErrorObject, field: string): string {
  const p = paramsOf(e);
  const described = schemaOf(e).description;
  switch (e.keyword) {
    case "required":
      return `${field === "the file" ? "the file" : field} is missing the required field "${p.missingProperty}"`;
    case "type":
      if (field === "the file" && Array.isArray(e.data))
        return 'the file must be fields (key: value lines), not a list: remove the "- " in front of each field';
      return `${field} must be ${p.type === "array" ? "a list" : p.type === "object" ? "a group of fields" : `a ${p.type}`}${
        e.data === null ? " (it is empty)" : ""
      }`;
    case "enum":
      return `${field} must be one of: ${p.allowedValues!.join(", ")} (found "${e.data}")`;
    case "pattern":
      return described?.startsWith("must") ? `${field} ${described} (found "${e.data}")` : `${field} has the wrong form (found "${e.data}")`;
    case "format":
      return `${field} must be ${p.format === "email" ? "an e-mail address" : `a valid ${p.format}`} (found "${e.data}")`;
    case "minItems":
    case "maxItems": {
      const { minItems, maxItems } = schemaOf(e);
      const has = Array.isArray(e.data) ? e.data.length : 0;
      const want =
        minItems === maxItems
          ? `exactly ${count(minItems!, "entry").replace("entrys", "entries")}`
          : e.keyword === "minItems"
            ? `at least ${count(minItems!, "entry").replace("entrys", "entries")}`
            : `at most ${count(maxItems!, "entry").replace("entrys", "entries")}`;
      return `${field} must have ${want} (has ${has})`;
    }
    case "minLength":
    case "maxLength": {
      const { minLength, maxLength } = schemaOf(e);
      const len = typeof e.data === "string" ? e.data.length : 0;
      if (minLength === 1 && e.keyword === "minLength") return `${field} must not be empty`;
      const range =
        minLength && maxLength
          ? `${minLength} to ${maxLength} characters`
          : e.keyword === "minLength"
            ? `at least ${minLength} characters`
            : `at most ${maxLength} characters`;
      return `${field} must be ${range} long (has ${len})`;
    }
    case "minimum":
    case "maximum": {
      const { minimum, maximum } = schemaOf(e);
      return minimum !== undefined && maximum !== undefined
        ? `${field} must be between ${minimum} and ${maximum} (found ${e.data})`
        : `${field} must be ${e.keyword === "minimum" ? "at least" : "at most"} ${p.limit} (found ${e.data})`;
    }
    case "uniqueItems":
      return `${field} lists the same value twice (entries ${p.j! + 1} and ${p.i! + 1})`;
    case "oneOf":
      return `${field} must have either src (a picture in content/images) or pexelsId (a stock photo), not both`;
    default:
      return `${field} ${e.message}`;
  }
}

/**
 * A schema's validator by its `$id` (`post.schema.json`): ajv's `getSchema` in the CLI, the validators
 * compiled ahead of time from the same schemas in the editor (decision 034). Undefined when it is missing;
 * throws when a schema it refers to cannot be used.
 */
export type ValidatorFor = (schemaId: string) => ValidateFunction | undefined;

/** Validates every parsed file against its schema; reports each problem at its line and column. */
export function validateSchemas(validatorFor: ValidatorFor, files: SourceFile[], problems: Problems): void {
  for (const file of files) {
    if (file.data === undefined) continue;
    let validate: ValidateFunction | undefined;
    try {
      validate = validatorFor(file.schemaId);
    } catch (caught) {
      const err = caught as Error;
      // A schema that refers to one that failed to load cannot compile.
      problems.error(file.rel, START, `not checked: schemas/${file.schemaId} cannot be used (${err.message.split("\n")[0]})`);
      continue;
    }
    if (!validate) {
      problems.error(file.rel, START, `not checked: the schema schemas/${file.schemaId} is missing or broken`);
      continue;
    }
    if (validate(file.data)) continue;
    const errors = validate.errors ?? [];
    // A failed oneOf also reports each branch's own failure; the oneOf message alone says it all.
    const oneOfPaths = new Set(errors.filter((e) => e.keyword === "oneOf").map((e) => e.schemaPath));
    for (const e of errors) {
      if ([...oneOfPaths].some((p) => e.schemaPath.startsWith(`${p}/`))) continue;
      const segments = toPath(e.instancePath);
      if (e.keyword === "additionalProperties") {
        const key = paramsOf(e).additionalProperty!;
        const known = Object.keys(schemaOf(e).properties ?? {});
        // `Title` for `title`: a difference of case alone is the likeliest mistake.
        const near = known.find((k) => k.toLowerCase() === key.toLowerCase()) ?? (known.length ? closest(key, known) : undefined);
        const hint = near && distance(key, near) <= Math.max(2, Math.floor(key.length / 3)) ? ` (did you mean "${near}"?)` : "";
        const where = segments.length ? `${fieldName(segments)} has` : "the file has";
        problems.error(file.rel, file.doc.locate([...segments, key], { key: true }), `${where} an unknown field "${key}"${hint}`);
        continue;
      }
      const pos = e.keyword === "required" ? file.doc.locate(segments, { key: true }) : file.doc.locate(segments);
      problems.error(file.rel, pos, describe(e, fieldName(segments)));
    }
  }
}
