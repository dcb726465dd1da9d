// How the fault tests wait for the processes they start (the app, HAProxy, PgBouncer).
import type { ChildProcess } from "node:child_process";

/** The process's exit code and signal, once it has exited (at once if it already has). */
export function exitOf(child: ChildProcess) {
  return new Promise<{ code: number | null; signal: string | null }>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) {
      resolve({ code: child.exitCode, signal: child.signalCode });
      return;
    }
    child.once("exit", (code, signal) => resolve({ code, signal }));
  });
}

/** Sends SIGTERM to a process still running and waits for its exit. */
export async function stopChild(child: ChildProcess) {
  const exited = exitOf(child);
  if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
  await exited;
}
