import { describe, expect, it } from "vitest";
import { nowMs } from "#common/clock";
import { useTestDatabase } from "#tests/support/test-database";
import { registerBackgroundJobs } from "./background-jobs.server";
import { registeredJobs, runJob } from "./jobs.server";
import { metrics } from "./observability/metrics.server";

async function counted(name: "jobRuns" | "jobFailures" | "jobSkips", job: string) {
  const { values } = await metrics()[name].get();
  return values.find((value) => value.labels.job === job)?.value ?? 0;
}

async function durationsCounted(job: string) {
  const { values } = await metrics().jobDuration.get();
  return (
    values.find((value) => value.labels.job === job && value.metricName === "job_duration_seconds_count")?.value ?? 0
  );
}

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
      "expired-sessions",
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

  it("counts every job's run and its duration in the metrics when it runs, and its failure when it throws", async () => {
    registerBackgroundJobs();
    await handle.query("DELETE FROM job_leases");
    for (const job of registeredJobs()) {
      const [runs, durations] = [await counted("jobRuns", job.name), await durationsCounted(job.name)];
      expect(await runJob(job), job.name).not.toBe("skipped");
      expect(await counted("jobRuns", job.name), job.name).toBe(runs + 1);
      expect(await durationsCounted(job.name), job.name).toBe(durations + 1);
    }
    const failures = await counted("jobFailures", "always-fails");
    const failing = { name: "always-fails", intervalMs: 1000, run: () => Promise.reject(new Error("panne")) };
    expect(await runJob(failing)).toBe("failed");
    expect(await counted("jobFailures", "always-fails")).toBe(failures + 1);
  });

  it("runs pruning, expired sessions and orphan pictures once per interval across processes (a lease)", async () => {
    registerBackgroundJobs();
    await handle.query("DELETE FROM job_leases");
    for (const name of ["rate-limit-pruning", "expired-sessions", "orphan-media"]) {
      const job = registeredJobs().find((each) => each.name === name)!;
      expect(job.onceAcrossProcesses, name).toBe(true);
      const skips = await counted("jobSkips", name);
      expect(await runJob(job)).toBe("ran");
      // Another process's timer (the same database) within the interval: it leaves it.
      expect(await runJob(job)).toBe("skipped");
      expect(await counted("jobSkips", name)).toBe(skips + 1);
    }
    // Once the interval has passed, whoever comes first runs it again.
    await handle.query("UPDATE job_leases SET held_until = $1", [new Date(nowMs() - 1000).toISOString()]);
    const pruning = registeredJobs().find((each) => each.name === "rate-limit-pruning")!;
    expect(await runJob(pruning)).toBe("ran");
  });

  it("the expired-sessions job deletes the sessions past their end and keeps the others", async () => {
    const now = nowMs();
    await handle.query(
      `INSERT INTO users (id, name, email, email_verified, created_at, updated_at)
       VALUES ('u-sessions', 'Test', 'sessions@exemple.bj', true, now(), now())`,
    );
    await handle.query(
      `INSERT INTO sessions (id, token, user_id, expires_at, created_at, updated_at) VALUES
         ('ended', 'token-ended', 'u-sessions', $1, now(), now()),
         ('open', 'token-open', 'u-sessions', $2, now(), now())`,
      [new Date(now - 60_000).toISOString(), new Date(now + 3_600_000).toISOString()],
    );
    await handle.query("DELETE FROM job_leases");
    const job = registeredJobs().find((each) => each.name === "expired-sessions")!;
    expect(await runJob(job)).toBe("ran");
    expect(await handle.query("SELECT id FROM sessions WHERE user_id = 'u-sessions'")).toEqual([{ id: "open" }]);
  });
});
