import path from "node:path";
import { fileURLToPath } from "node:url";

/** The repository's root folder: every script's paths start here. */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
