import { defineConfig } from "vitest/config";
import { JOURNEY_WORKERS } from "./tests/e2e/support/shared-server";

// End-to-end journeys: a real server (built, on a fresh PGlite with demo data) driven by
// Debian's Chromium through playwright-core. See tests/e2e/global-setup.ts.
export default defineConfig({
  test: {
    include: ["tests/e2e/**/*.spec.ts"],
    globalSetup: ["tests/e2e/global-setup.ts"],
    pool: "forks",
    // A journey spends most of its time waiting for the browser and the server (about half a
    // core of CPU): two run at once, each worker on a demo server of its own.
    maxWorkers: JOURNEY_WORKERS,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
