import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  test: {
    include: ["{app,server,common,tests/integration}/**/*.test.{ts,tsx}"],
    pool: "forks",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    setupFiles: ["tests/support/setup.ts"],
  },
});
