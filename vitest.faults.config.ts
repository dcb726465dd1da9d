import { defineConfig } from "vitest/config";

// Fault tests: real server processes (the build, `node server.js`) killed, restarted, run
// two at a time on one PostgreSQL, or cut from their database. Two files at a time: each
// has its own databases (named after the file), clusters, proxies and free ports, and most
// of a file's time is spent waiting for processes to start, stop or catch up (290 → 167 s).
// Generous timeouts. See tests/faults/.
export default defineConfig({
  test: {
    include: ["tests/faults/**/*.test.ts"],
    pool: "forks",
    maxWorkers: 2,
    // A worker runs many files, the libraries loaded once; each file starts from fresh
    // project modules and the worker's first environment (tests/support/setup.ts).
    isolate: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
    setupFiles: ["tests/support/setup.ts"],
  },
});
