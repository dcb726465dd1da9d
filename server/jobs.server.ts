// Periodic work of this process (e-mail outbox, expired booking holds). Every job is safe
// to run in several processes at once: each claims its rows in the database.
type Job = { name: string; intervalMs: number; run: () => Promise<unknown> };

const jobs: Job[] = [];
const timers: NodeJS.Timeout[] = [];

export function registerJob(job: Job) {
  if (!jobs.some((existing) => existing.name === job.name)) jobs.push(job);
}

/** The registered jobs (a copy): what startBackgroundJobs() will run. */
export function registeredJobs(): readonly Job[] {
  return [...jobs];
}

export function startBackgroundJobs() {
  for (const job of jobs) {
    let running = false;
    const tick = async () => {
      if (running) return;
      running = true;
      try {
        await job.run();
      } catch (error) {
        console.error(`[jobs] ${job.name}:`, (error as Error).message);
      } finally {
        running = false;
      }
    };
    const timer = setInterval(tick, job.intervalMs);
    timer.unref();
    timers.push(timer);
    void tick();
  }
}

export function stopBackgroundJobs() {
  for (const timer of timers.splice(0)) clearInterval(timer);
}
