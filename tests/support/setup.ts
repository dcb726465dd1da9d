// Runs before every test file. One worker runs many files (vitest.config.ts, and the fault
// tests' vitest.faults.config.ts) on one module cache (isolate: false: the libraries are loaded once per worker,
// not once per file), so each file starts here from what a fresh process would give it:
// the project's own modules evaluated anew, the environment as the worker began, no timer,
// mock or stub left by the file before.
import { afterAll, vi } from "vitest";

// The project's modules (settings, counters, the clock, the database handle) are evaluated
// again for this file; the libraries under node_modules stay loaded.
vi.resetModules();

/** The environment as the worker first saw it, kept across files by this key. */
const FIRST_ENVIRONMENT = Symbol.for("benin-voyages.first-environment");
const keeper = globalThis as { [FIRST_ENVIRONMENT]?: Record<string, string | undefined> };
const first = keeper[FIRST_ENVIRONMENT];
if (first) {
  for (const name of Object.keys(process.env)) if (!(name in first)) delete process.env[name];
  for (const [name, value] of Object.entries(first)) if (value !== undefined) process.env[name] = value;
} else {
  keeper[FIRST_ENVIRONMENT] = { ...process.env };
}

// What the project's modules (and the production bundle, tests/support/app-server.ts) keep
// on globalThis for the whole process: the database handles, the logger, the metrics, the
// draining state. A fresh process has none of them.
for (const name of Object.keys(globalThis))
  if (name.startsWith("__benin")) delete (globalThis as Record<string, unknown>)[name];

// Every test process sees Benin's clock zone unless a test says otherwise, and quiet logs.
process.env.TZ ??= "UTC";
process.env.NODE_ENV = "test";

/** Where tests/support/test-database.ts leaves its cleanup, once a file has imported it. */
const CLOSE_TEST_DATABASES = Symbol.for("benin-voyages.close-test-databases");

// Runs after every test file, whichever module opened the file's databases: they are
// closed, and dropped on PostgreSQL, even when opened in a beforeAll. Then what the file
// changed in the process goes with it.
afterAll(async () => {
  try {
    await (globalThis as { [CLOSE_TEST_DATABASES]?: () => Promise<void> })[CLOSE_TEST_DATABASES]?.();
  } finally {
    vi.useRealTimers();
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    vi.unstubAllGlobals();
  }
});
