import { describe, expect, it } from "vitest";
import { nowMs } from "#common/clock";
import { useTestDatabase } from "#tests/support/test-database";
import { registerBackgroundJobs } from "./background-jobs.server";
import { registeredJobs } from "./jobs.server";

const handle = await useTestDatabase();

describe("background jobs", () => {
  it("registers every periodic job, the pruning of rate-limit counters among them", () => {
    registerBackgroundJobs();
    expect(registeredJobs().map((job) => job.name)).toEqual([
      "email-outbox",
      "orphan-media",
      "booking-holds",
      "payment-reconciliation",
      "fedapay-standin",
      "host-payouts",
      "payout-sending",
      "payout-reconciliation",
      "ledger-check",
      "rate-limit-pruning",
      "access-instructions",
      "review-reminders",
      "calendar-imports",
      "booking-requests",
    ]);
  });

  it("money out runs often enough for payouts to be seen within a minute of start", () => {
    registerBackgroundJobs();
    for (const name of ["host-payouts", "payout-sending", "payout-reconciliation"]) {
      expect(registeredJobs().find((job) => job.name === name)!.intervalMs).toBeLessThanOrEqual(30_000);
    }
  });

  it("the pruning job forgets counters untouched for a day and keeps the others", async () => {
    const now = nowMs();
    await handle.query(
      `INSERT INTO rate_limits (id, key, count, last_request) VALUES
         ('old', 'sign-in:ip:192.0.2.1', 3, $1), ('recent', 'limit:upload:account:a', 2, $2)`,
      [now - 25 * 3600 * 1000, now - 3600 * 1000],
    );
    const job = registeredJobs().find((each) => each.name === "rate-limit-pruning")!;
    expect(job.intervalMs).toBeLessThanOrEqual(3_600_000);
    await job.run();
    expect(await handle.query("SELECT id FROM rate_limits ORDER BY id")).toEqual([{ id: "recent" }]);
  });
});
