// Periodic work of this process (e-mail outbox, expired booking holds…). Every job is safe
// to run in several processes at once: each claims its rows in the database. A job marked
// `onceAcrossProcesses` runs in one process per interval (its lease, jobs/job-lease.server.ts).
// Each run is counted in the metrics (runs, failures, duration) and a failure is logged.
import { takeJobLease } from "./jobs/job-lease.server";
import { log } from "./observability/log.server";
import { metrics } from "./observability/metrics.server";

type Job = { name: string; intervalMs: number; run: () => Promise<unknown>; onceAcrossProcesses?: boolean };

const jobs: Job[] = [];
const timers: NodeJS.Timeout[] = [];
/** The runs in progress: a shutdown waits for them (server/http/lifecycle.server.ts). */
const running = new Set<Promise<void>>();
let stopped = false;

export function registerJob(job: Job) {
  if (!jobs.some((existing) => existing.name === job.name)) jobs.push(job);
}

/** The registered jobs (a copy): what startBackgroundJobs() will run. */
export function registeredJobs(): readonly Job[] {
  return [...jobs];
}

/**
 * One run of a job, measured: skipped when another process holds its lease, else counted
 * in job_runs_total and job_duration_seconds, and in job_failures_total when it throws.
 */
export async function runJob(job: Job): Promise<"ran" | "failed" | "skipped"> {
  const { jobRuns, jobFailures, jobSkips, jobDuration } = metrics();
  try {
    // The lease ends a little before the next tick, so that the same process may take it again.
    if (job.onceAcrossProcesses && !(await takeJobLease(job.name, Math.max(1000, job.intervalMs - 1000)))) {
      jobSkips.inc({ job: job.name });
      return "skipped";
    }
  } catch (error) {
    jobFailures.inc({ job: job.name });
    log("jobs").error({ err: error, job: job.name }, "bail de la tâche illisible");
    return "failed";
  }
  const stopTimer = jobDuration.startTimer({ job: job.name });
  jobRuns.inc({ job: job.name });
  try {
    await job.run();
    return "ran";
  } catch (error) {
    jobFailures.inc({ job: job.name });
    log("jobs").error({ err: error, job: job.name }, "la tâche a échoué");
    return "failed";
  } finally {
    stopTimer();
  }
}

export function startBackgroundJobs() {
  stopped = false;
  for (const job of jobs) {
    let busy = false;
    const tick = async () => {
      if (busy || stopped) return;
      busy = true;
      const run = runJob(job).then(() => undefined);
      running.add(run);
      try {
        await run;
      } finally {
        running.delete(run);
        busy = false;
      }
    };
    const timer = setInterval(tick, job.intervalMs);
    timer.unref();
    timers.push(timer);
    void tick();
  }
}

/** No new run starts; resolves once the runs in progress have ended. */
export async function stopBackgroundJobs() {
  stopped = true;
  for (const timer of timers.splice(0)) clearInterval(timer);
  await Promise.all([...running]);
}
