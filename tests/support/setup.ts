// Every test process sees Benin's clock zone unless a test says otherwise, and quiet logs.
import { afterAll } from "vitest";

process.env.TZ ??= "UTC";
process.env.NODE_ENV = "test";

/** Where tests/support/test-database.ts leaves its cleanup, once a file has imported it. */
const CLOSE_TEST_DATABASES = Symbol.for("benin-voyages.close-test-databases");

// Runs after every test file (setup files run before each one), whichever module opened the
// file's databases: they are closed, and dropped on PostgreSQL, even when opened in a beforeAll.
afterAll(async () => {
  await (globalThis as { [CLOSE_TEST_DATABASES]?: () => Promise<void> })[CLOSE_TEST_DATABASES]?.();
});
