import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const tests = "{app,server,common,bench,tests/integration,tests/security,tests/lint}/**/*.test.{ts,tsx}";

export default defineConfig({
  test: {
    pool: "forks",
    // Vitest's default keeps one core free (a single worker on a 2-core CI machine), but
    // most of a database test's time is spent waiting: two workers there, more elsewhere.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["tests/support/setup.ts"],
    // The production bundle (tests/support/app-server.ts) is loaded by Node itself, as
    // `npm start` loads it: it then shares React Router's module instance with
    // @react-router/express (its middleware context is checked with instanceof).
    server: { deps: { external: [/\/build[^/]*\/server\//] } },
    include: [tests],
    // One worker runs many files, the libraries loaded once (about half the time of a
    // process per file); tests/support/setup.ts gives each file fresh project modules,
    // environment, globals, timers and mocks, and tests/support/app-server.ts a fresh
    // production bundle.
    isolate: false,
  },
});
