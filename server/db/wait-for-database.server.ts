// At start the database may not answer yet: both were started together, PostgreSQL is
// restarting or failing over. The process then waits for it, saying so, rather than exit
// (docs/DEPLOY.md). What waiting cannot fix (a wrong password, an unknown database, a
// migration that fails) still stops the start at once.
import { log as areaLog } from "#server/observability/log.server";

/** Node network errors and PostgreSQL's "cannot connect now" / connection-class codes. */
const TRANSIENT_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "ENOTFOUND",
  "EPIPE",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, shutting down, recovering)
  "53300", // too_many_connections
  "08000",
  "08001",
  "08003",
  "08004",
  "08006",
]);

const TRANSIENT_MESSAGES = [/Connection terminated/i, /timeout exceeded when trying to connect/i];

/** Whether `error` (or one of its causes) says the database is out of reach for now. */
export function isTransientDatabaseError(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth += 1) {
    const { code, message, cause } = current as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === "string" && TRANSIENT_CODES.has(code)) return true;
    if (typeof message === "string" && TRANSIENT_MESSAGES.some((pattern) => pattern.test(message))) return true;
    // AggregateError (a host name with several addresses, each refused).
    const errors = (current as { errors?: unknown }).errors;
    if (Array.isArray(errors) && errors.some((inner) => isTransientDatabaseError(inner))) return true;
    current = cause;
  }
  return false;
}

/**
 * Runs `attempt` until it succeeds, waiting 1 s, then 2, up to 5 s between tries while
 * the database is out of reach; any other error is thrown at once.
 */
export async function waitForDatabase<T>(
  attempt: () => Promise<T>,
  {
    log = (line: string) => areaLog("db").warn(line),
    sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
  }: { log?: (line: string) => void; sleep?: (ms: number) => Promise<unknown> } = {},
): Promise<T> {
  for (let tries = 1; ; tries += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isTransientDatabaseError(error)) throw error;
      const delay = Math.min(5_000, tries * 1_000);
      log(
        `base de données injoignable (${(error as Error).message || (error as { code?: string }).code}), nouvel essai dans ${delay / 1000} s…`,
      );
      await sleep(delay);
    }
  }
}
