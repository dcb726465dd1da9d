// "Once across processes" for a periodic job: the first process whose timer fires takes the
// job's lease for its interval; the others find it held and skip that run. A row in
// job_leases (migration 0025), one statement: behind PgBouncer in transaction mode a
// session-level advisory lock would not hold (docs/decisions/031). A process that dies
// mid-run leaves a lease that simply runs out.
import { nowMs } from "#common/clock";
import { getDatabaseHandle } from "#server/db/client.server";
import { WORKER_ID } from "#server/worker-id.server";

/** Takes `name`'s lease for `forMs` if nobody holds it now; true when taken. */
export async function takeJobLease(name: string, forMs: number, now = nowMs()): Promise<boolean> {
  const rows = await getDatabaseHandle().query(
    `INSERT INTO job_leases (name, held_by, held_until) VALUES ($1, $2, $3)
     ON CONFLICT (name) DO UPDATE SET held_by = excluded.held_by, held_until = excluded.held_until
     WHERE job_leases.held_until <= $4
     RETURNING name`,
    [name, WORKER_ID, new Date(now + forMs).toISOString(), new Date(now).toISOString()],
  );
  return rows.length > 0;
}
