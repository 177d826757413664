import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["tests/unit/**/*.test.ts"],
    setupFiles: ["tests/unit/setup.ts"],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Two cores: the pipeline tests each copy the content into a temporary folder and run sharp.
    maxWorkers: 2,
  },
});
