import { afterEach, beforeEach, vi } from "vitest";

// An unexpected console.error is a bug: fail the test that caused it (a test that expects one mocks it).
let errorSpy: ReturnType<typeof vi.spyOn>;
beforeEach(() => {
  errorSpy = vi.spyOn(console, "error");
});
afterEach(() => {
  const calls = errorSpy.mock.calls;
  errorSpy.mockRestore();
  if (calls.length && !vi.isMockFunction(console.error)) {
    throw new Error(`console.error was called: ${calls.map((c: unknown[]) => c.join(" ")).join("\n")}`);
  }
});
