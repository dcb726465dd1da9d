// Sessions past their end are refused at sign-in time by better-auth but stay in the table:
// this periodic job deletes them (a session's row holds its address and browser: personal
// data kept no longer than the session, docs/DEPLOY.md).
import { nowMs } from "#common/clock";
import { getDatabaseHandle } from "#server/db/client.server";

export const EXPIRED_SESSIONS_INTERVAL_MS = 3_600_000;

/** Deletes the sessions that ended before `now`; returns how many. */
export async function pruneExpiredSessions(now = nowMs()): Promise<number> {
  const rows = await getDatabaseHandle().query("DELETE FROM sessions WHERE expires_at < $1 RETURNING id", [
    new Date(now).toISOString(),
  ]);
  return rows.length;
}
