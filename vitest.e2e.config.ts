import { defineConfig } from "vitest/config";

// End-to-end journeys: a real server (built, on a fresh PGlite with demo data) driven by
// Debian's Chromium through playwright-core. See tests/e2e/global-setup.ts.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.spec.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    pool: "forks",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
