// .ci/run's PostgreSQL pass runs the files scripts/database-test-files.mjs lists: a file
// that uses a database and is left out would never meet the real PostgreSQL.
import { execFileSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const listed = execFileSync(process.execPath, [path.join(root, "scripts/database-test-files.mjs")], {
  encoding: "utf8",
})
  .trim()
  .split("\n");

describe("the test files of the PostgreSQL pass", () => {
  it("lists a file that opens its own test database", () => {
    expect(listed).toContain("server/reviews/reviews.test.ts");
  });

  it("lists a file whose database comes through a test helper's helper (tests/security/support)", () => {
    expect(listed).toContain("tests/security/permissions-bookings.test.ts");
  });

  it("lists a file that opens a database itself", () => {
    expect(listed).toContain("server/accounts/email-verification.test.ts");
  });

  it("leaves out pure files, which the first pass ran", () => {
    expect(listed).not.toContain("common/pricing.test.ts");
    expect(listed).not.toContain("server/security/safe-redirect.test.ts");
    expect(listed).not.toContain("tests/lint/database-test-files.test.ts");
  });

  it("names only test files that exist, once each", () => {
    expect(new Set(listed).size).toBe(listed.length);
    for (const file of listed) expect(file).toMatch(/\.test\.tsx?$/);
  });
});
