// Periodic work of this process (e-mail outbox, expired booking holds). Every job is safe
// to run in several processes at once: each claims its rows in the database.
type Job = { name: string; intervalMs: number; run: () => Promise<unknown> };

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

export function startBackgroundJobs() {
  stopped = false;
  for (const job of jobs) {
    let busy = false;
    const tick = async () => {
      if (busy || stopped) return;
      busy = true;
      const run = (async () => {
        try {
          await job.run();
        } catch (error) {
          console.error(`[jobs] ${job.name}:`, (error as Error).message);
        }
      })();
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
