import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts"],
    setupFiles: ["tests/unit/setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: the pipeline tests each copy the content into a temporary folder and run sharp.
    maxWorkers: 2,
    // The test files of a worker share its modules: yaml, ajv, sharp, the markdown chain and the schemas are
    // loaded and compiled once per worker, not once per file (that took more time than most files' tests).
    // A test that needs a module loaded under its own conditions loads it afresh (vi.resetModules), and one
    // that changes process.env puts it back.
    isolate: false,
  },
});
