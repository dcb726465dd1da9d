import { defineConfig } from "vitest/config";

// Fault tests: real server processes (the build, `node server.js`) killed, restarted, run
// two at a time on one PostgreSQL, or cut from their database. One file at a time (they
// start processes and clusters of their own), generous timeouts. See tests/faults/.
export default defineConfig({
  test: {
    include: ["tests/faults/**/*.test.ts"],
    pool: "forks",
    fileParallelism: false,
    // One worker for every file, the libraries loaded once; each file starts from fresh
    // project modules and the worker's first environment (tests/support/setup.ts).
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    setupFiles: ["tests/support/setup.ts"],
  },
});
