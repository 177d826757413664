#!/usr/bin/env node
// The editors' entry point (`npx content ...`): the content CLI's TypeScript, run by tsx as every script
// of the project is (decision 022).
import { register } from "tsx/esm/api";

register();
await import("./cli/main.ts");
