import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const tests = "{app,server,common,bench,tests/integration,tests/security,tests/lint}/**/*.test.{ts,tsx}";
// These load the production bundle (tests/support/app-server.ts) through Node itself: its
// modules are outside Vitest's reach (vi.resetModules), so each of these files gets a
// process of its own, as every file once did.
const ownProcess = "tests/security/**/*.test.ts";

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
    projects: [
      // Most files: one worker runs many of them, loading the libraries once (about half
      // the time of a process per file); tests/support/setup.ts gives each file fresh
      // project modules, environment, timers and mocks.
      { extends: true, test: { name: "shared", include: [tests], exclude: [ownProcess], isolate: false } },
      // A process for one file: migrating its PGlite costs less than making a template.
      {
        extends: true,
        test: { name: "own-process", include: [ownProcess], isolate: true, env: { TEST_PGLITE_TEMPLATE: "off" } },
      },
    ],
  },
});
