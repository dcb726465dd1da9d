// The ledger's check (docs/decisions/017), run by the tests and by a periodic job that
// tells administrators when problems appear (once per distinct set, not at every run):
// - every journal sums to zero;
// - FedaPay's balance account equals the money in (paid bookings, surplus payments) less
//   the payouts FedaPay sent;
// - each payout's journals match its status (started once; sent, failed, paid by hand
//   exactly when it is so);
// - each paid booking has its payment journal.
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { now as clockNow } from "#common/clock";
import { getDb, type Database } from "#server/db/client.server";
import { moneyChecks } from "#server/db/schema";
import { notifyAdmins } from "#server/notifications/notifications.server";
import { log } from "#server/observability/log.server";

export type LedgerProblemCode =
  "unbalanced_journal" | "balance_mismatch" | "payout_journals_mismatch" | "payment_journal_missing";
export type LedgerProblem = { code: LedgerProblemCode; subject: string; detail: string };

async function rows<T>(db: Database, query: ReturnType<typeof sql>): Promise<T[]> {
  const result = await db.execute(query);
  return (Array.isArray(result) ? result : (result as unknown as { rows: T[] }).rows) as T[];
}

export async function checkLedger(db: Database = getDb()): Promise<LedgerProblem[]> {
  const problems: LedgerProblem[] = [];
  for (const row of await rows<{ journal_id: string; total: string }>(
    db,
    sql`SELECT journal_id, sum(amount)::text AS total FROM ledger_entries GROUP BY journal_id HAVING sum(amount) <> 0`,
  )) {
    problems.push({ code: "unbalanced_journal", subject: row.journal_id, detail: `somme ${row.total}` });
  }
  const [balance] = await rows<{ recorded: string; expected: string }>(
    db,
    sql`SELECT
      (SELECT coalesce(sum(amount), 0) FROM ledger_entries WHERE account = 'fedapay_balance')::text AS recorded,
      ((SELECT coalesce(sum(total_price), 0) FROM bookings WHERE payment_status = 'completed')
       + (SELECT coalesce(sum(amount), 0) FROM surplus_payments)
       - (SELECT coalesce(sum(amount), 0) FROM payouts WHERE status = 'sent'))::text AS expected`,
  );
  if (balance && balance.recorded !== balance.expected) {
    problems.push({
      code: "balance_mismatch",
      subject: "fedapay_balance",
      detail: `registre ${balance.recorded}, attendu ${balance.expected}`,
    });
  }
  for (const row of await rows<{ reference: string; detail: string }>(
    db,
    sql`SELECT p.reference, concat_ws(' ', p.status, j.started, j.sent, j.failed, j.by_hand) AS detail
      FROM payouts p
      LEFT JOIN LATERAL (
        SELECT count(DISTINCT journal_id) FILTER (WHERE kind = 'payout_started') AS started,
               count(DISTINCT journal_id) FILTER (WHERE kind = 'payout_sent') AS sent,
               count(DISTINCT journal_id) FILTER (WHERE kind = 'payout_failed') AS failed,
               count(DISTINCT journal_id) FILTER (WHERE kind = 'paid_by_hand') AS by_hand
          FROM ledger_entries e WHERE e.payout_id = p.id) j ON true
     WHERE j.started <> 1
        OR j.sent <> (CASE WHEN p.status = 'sent' THEN 1 ELSE 0 END)
        OR j.failed <> (CASE WHEN p.status = 'failed' THEN 1 ELSE 0 END)
        OR j.by_hand <> (CASE WHEN p.settled_by_hand_at IS NOT NULL THEN 1 ELSE 0 END)`,
  )) {
    problems.push({ code: "payout_journals_mismatch", subject: row.reference, detail: row.detail });
  }
  for (const row of await rows<{ booking_reference: string }>(
    db,
    sql`SELECT b.booking_reference FROM bookings b
     WHERE b.payment_status = 'completed' AND b.total_price > 0
       AND NOT EXISTS (SELECT 1 FROM ledger_entries e WHERE e.booking_id = b.id AND e.kind = 'payment_received')`,
  )) {
    problems.push({ code: "payment_journal_missing", subject: row.booking_reference, detail: "" });
  }
  return problems;
}

export const LEDGER_CHECK_INTERVAL_MS = 10 * 60_000;

/** The periodic check: administrators told when the set of problems changes to a non-empty one. */
export async function runLedgerCheck({ now = clockNow() }: { now?: Date } = {}) {
  const problems = await checkLedger();
  const fingerprint = problems.length
    ? createHash("sha256")
        .update(
          problems
            .map((problem) => `${problem.code}:${problem.subject}`)
            .sort()
            .join("\n"),
        )
        .digest("hex")
    : "";
  const told = await getDb().transaction(async (raw) => {
    const tx = raw as unknown as Database;
    const [previous] = await tx
      .insert(moneyChecks)
      .values({ name: "ledger", fingerprint: "", checkedAt: now })
      .onConflictDoUpdate({ target: moneyChecks.name, set: { checkedAt: now } })
      .returning();
    await tx.execute(sql`SELECT 1 FROM money_checks WHERE name = 'ledger' FOR UPDATE`);
    const [current] = await tx
      .select()
      .from(moneyChecks)
      .where(sql`name = 'ledger'`);
    if ((current ?? previous)?.fingerprint === fingerprint) return false;
    await tx
      .update(moneyChecks)
      .set({ fingerprint, checkedAt: now })
      .where(sql`name = 'ledger'`);
    if (!problems.length) return false;
    const first = problems[0]!;
    await notifyAdmins(tx, {
      kind: "ledger_problems",
      template: "ledgerProblems",
      args: [String(problems.length), `${first.code} ${first.subject} ${first.detail}`.trim()],
      link: "/admin-dashboard?tab=money",
    });
    return true;
  });
  if (problems.length) log("ledger").warn(`${problems.length} écart(s) dans le registre`);
  return { problems, told };
}
